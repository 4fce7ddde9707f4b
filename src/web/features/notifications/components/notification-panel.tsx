import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '#web/components/ui/button.tsx';

import { useRecentNotifications } from '../api/get-notifications.ts';
import { useOpenNotification } from '../lib/use-open-notification.ts';
import {
  NotificationsEmpty,
  NotificationsError,
  NotificationsLoading,
} from './notification-list-states.tsx';
import { MarkAllReadButton } from './mark-all-read-button.tsx';
import { NotificationRow } from './notification-row.tsx';

/** The bell's panel: the newest notifications, 'Mark all as read' and 'View all'. */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const recent = useRecentNotifications();
  const open = useOpenNotification(onClose);
  const unreadCount = recent.data?.unreadCount ?? 0;

  return (
    <div className="flex max-h-[min(32rem,calc(100dvh-5rem))] flex-col">
      <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
        <h2 className="text-base font-semibold">{t('title')}</h2>
        <MarkAllReadButton unreadCount={unreadCount} variant="ghost" size="sm" />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-1">
        {recent.isPending ? (
          <NotificationsLoading />
        ) : recent.isError ? (
          <NotificationsError error={recent.error} onRetry={() => void recent.refetch()} />
        ) : recent.data.items.length === 0 ? (
          <NotificationsEmpty unreadOnly={false} />
        ) : (
          <>
            {unreadCount === 0 ? (
              <p className="px-2 pt-1 pb-2 text-xs text-muted-foreground">{t('allCaughtUp')}</p>
            ) : null}
            <ul className="flex flex-col gap-0.5" aria-label={t('newest')}>
              {recent.data.items.map((notification) => (
                <NotificationRow key={notification.id} notification={notification} onOpen={open} />
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="border-t p-1">
        <Button variant="ghost" className="w-full" asChild>
          <Link to="/notifications" onClick={onClose}>
            {t('viewAll')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
