import { useTranslation } from 'react-i18next';

import type { Notification } from '#contract/schemas/notification.ts';
import { formatDateTime, formatRelative } from '#web/lib/date-format.ts';
import { cn } from '#web/lib/utils.ts';

import { NOTIFICATION_KIND_ICONS } from '../lib/notification-kind-icons.ts';

/**
 * One notification: its kind's icon, its line and when, unread ones with a dot, bolder text and
 * the word 'Unread' for screen readers. The whole row is one button at least 44 px tall.
 */
export function NotificationRow({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const { t } = useTranslation('notifications');
  const Icon = NOTIFICATION_KIND_ICONS[notification.kind];
  const isUnread = notification.readAt === null;
  return (
    <li
      data-testid="notification-row"
      data-kind={notification.kind}
      data-unread={isUnread ? 'true' : undefined}
    >
      <button
        type="button"
        onClick={() => {
          onOpen(notification);
        }}
        className={cn(
          'flex min-h-11 w-full items-start gap-3 rounded-md px-2 py-2 text-left text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
          isUnread && 'bg-primary/5 dark:bg-primary/10',
        )}
      >
        <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={cn('break-words', isUnread ? 'font-semibold' : 'text-foreground/90')}>
            {isUnread ? <span className="sr-only">{t('unreadPrefix')}</span> : null}
            {notification.text}
          </span>
          <time
            dateTime={notification.createdAt}
            title={formatDateTime(notification.createdAt)}
            className="text-xs text-muted-foreground"
          >
            {formatRelative(notification.createdAt)}
          </time>
        </span>
        {isUnread ? (
          <span
            className="mt-2 size-2 shrink-0 rounded-full bg-primary"
            aria-hidden="true"
            data-testid="unread-dot"
          />
        ) : null}
      </button>
    </li>
  );
}
