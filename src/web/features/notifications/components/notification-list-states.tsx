import { BellOffIcon, CheckCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorText } from '#web/lib/api-client.ts';

/** Nothing to list: 'You're all caught up' when only unread ones were asked for, else none at all. */
export function NotificationsEmpty({ unreadOnly }: { unreadOnly: boolean }) {
  const { t } = useTranslation('notifications');
  const Icon = unreadOnly ? CheckCheckIcon : BellOffIcon;
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground">
      <Icon className="size-6" aria-hidden="true" />
      <p>{unreadOnly ? t('allCaughtUp') : t('noneYet')}</p>
    </div>
  );
}

export function NotificationsLoading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('notifications');
  return (
    <div className="flex flex-col gap-3 p-2" role="status" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-start gap-3">
          <Skeleton className="size-7 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-3 w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function NotificationsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('notifications');
  return (
    <div role="alert" className="flex flex-col items-center gap-2 px-4 py-6 text-center text-sm">
      <p>{t('loadFailed')}</p>
      <p className="text-xs text-muted-foreground">{errorText(error, '')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
