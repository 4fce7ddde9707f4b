import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { FormError } from '#web/components/form/form-error.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDateTime, formatRelative } from '#web/lib/date-format.ts';

import { useFailedMail } from '../api/failed-mail.ts';

/**
 * Admins: the e-mails the outbox gave up on after its last retry (decision 032), with the SMTP
 * server's last answer, so a wrong address or a refusing server is noticed. Self-contained; the
 * /notifications page mounts it for admins.
 */
export function FailedMailPanel() {
  const { t } = useTranslation('notifications');
  const failed = useFailedMail();
  return (
    <Card aria-labelledby="failed-mail-heading">
      <CardHeader>
        <CardTitle id="failed-mail-heading" className="flex items-center gap-2">
          <MailWarning className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          {t('failedMail.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {failed.isPending ? (
          <div className="grid gap-2" aria-label={t('failedMail.loading')}>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : failed.isError ? (
          <FormError error={failed.error} fallback={t('failedMail.loadFailed')} />
        ) : failed.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('failedMail.allDelivered')}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t('failedMail.title')}>
            {failed.data.map((mail) => (
              <li key={mail.id} className="grid gap-1 rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium break-all">{mail.to}</span>
                  <time
                    className="text-xs text-muted-foreground"
                    dateTime={mail.failedAt}
                    title={formatDateTime(mail.failedAt)}
                  >
                    {formatRelative(mail.failedAt)}
                  </time>
                </div>
                <span className="break-words">{mail.subject}</span>
                <span className="text-xs break-words text-muted-foreground">
                  {t('failedMail.attempts', { count: mail.attempts })}
                  {mail.lastError ? ` · ${mail.lastError}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
