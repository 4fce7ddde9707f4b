import { MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { NotificationKindSchema } from '#contract/schemas/notification.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';

import { useUnsubscribe } from '../api/unsubscribe.ts';

/**
 * The page an e-mail's "Unsubscribe from these e-mails" link opens (decision 032): one confirmation,
 * so a link scanner following it does not switch anything off; in-app notifications stay on.
 */
export function UnsubscribeConfirm({ token, kind }: { token: string; kind: string }) {
  const { t } = useTranslation('notifications');
  const mutation = useUnsubscribe();
  const parsedKind = NotificationKindSchema.safeParse(kind);
  const valid = token.length >= 16 && parsedKind.success;
  const label = parsedKind.success ? t(`kinds.${parsedKind.data}`) : '';
  const invalidLink = t('unsubscribe.invalidLink');

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailX className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          {!valid
            ? t('unsubscribe.title')
            : mutation.isSuccess
              ? t('unsubscribe.done')
              : t('unsubscribe.question', { label })}
        </CardTitle>
        {valid && !mutation.isSuccess && (
          <CardDescription>{t('unsubscribe.stillInApp')}</CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {!valid ? (
          <p role="alert">{invalidLink}</p>
        ) : mutation.isSuccess ? (
          <p role="status">{t('unsubscribe.noLonger', { label })}</p>
        ) : (
          <>
            <FormError error={mutation.error} fallback={invalidLink} />
            <Button
              disabled={mutation.isPending}
              onClick={() => {
                mutation.mutate({ token, kind: parsedKind.data });
              }}
            >
              {mutation.isPending ? t('unsubscribe.stopping') : t('unsubscribe.stop')}
            </Button>
          </>
        )}
        <a className="text-sm text-muted-foreground underline underline-offset-4" href="/">
          {t('unsubscribe.goToApp')}
        </a>
      </CardContent>
    </Card>
  );
}
