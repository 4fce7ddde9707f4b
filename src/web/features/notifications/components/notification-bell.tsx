import { BellIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '#web/components/ui/popover.tsx';

import { useRecentNotifications } from '../api/get-notifications.ts';
import { unreadBadgeText } from '../lib/unread-count.ts';
import { NotificationPanel } from './notification-panel.tsx';

/**
 * The header's bell: the unread count as a badge (hidden at 0) and, on click, the panel. The
 * count comes from the same query as the panel, which the live stream refreshes.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const recent = useRecentNotifications();
  const count = recent.data?.unreadCount ?? 0;
  return (
    <Popover open={isOpen} onOpenChange={setOpen} modal>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={
            count > 0 ? t('shell.notificationsUnread', { count }) : t('shell.notifications')
          }
        >
          <BellIcon aria-hidden="true" />
          {count > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white"
            >
              {unreadBadgeText(count)}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      {/* On phones the panel spans the screen less a small margin; from sm up it is 24 rem. */}
      <PopoverContent
        align="end"
        collisionPadding={8}
        aria-label={t('shell.notifications')}
        className="w-[calc(100vw-1rem)] p-0 sm:w-96"
      >
        <NotificationPanel
          onClose={() => {
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
