import { CheckCheckIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError } from '#web/lib/notify.ts';

import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';

/** 'Mark all as read', in the bell's panel and on /notifications; idle when nothing is unread. */
export function MarkAllReadButton({
  unreadCount,
  ...buttonProps
}: { unreadCount: number } & Pick<ComponentProps<typeof Button>, 'variant' | 'size'>) {
  const markRead = useMarkNotificationsRead();
  return (
    <Button
      {...buttonProps}
      disabled={unreadCount === 0 || markRead.isPending}
      onClick={() => {
        markRead.mutate(
          { all: true },
          {
            onError: (error) => {
              notifyError('Failed to mark notifications as read', errorText(error, ''));
            },
          },
        );
      }}
    >
      <CheckCheckIcon aria-hidden="true" />
      Mark all as read
    </Button>
  );
}
