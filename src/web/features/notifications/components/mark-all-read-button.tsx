import { CheckCheckIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError } from '#web/lib/notify.ts';

import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';

/** 'Mark all as read', in the bell's panel and on /notifications; idle when nothing is unread. */
export function MarkAllReadButton({
  unreadCount,
  ...buttonProps
}: { unreadCount: number } & Pick<ComponentProps<typeof Button>, 'variant' | 'size'>) {
  const { t } = useTranslation('notifications');
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
              notifyError(t('markReadFailed'), errorText(error, ''));
            },
          },
        );
      }}
    >
      <CheckCheckIcon aria-hidden="true" />
      {t('markAllRead')}
    </Button>
  );
}
