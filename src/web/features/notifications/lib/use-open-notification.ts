import { useNavigate } from 'react-router';

import type { Notification } from '#contract/schemas/notification.ts';

import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { notificationTarget } from './notification-link.ts';

/** Opening a notification marks it read (if it was unread) and goes where it points. */
export function useOpenNotification(onOpened?: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead();
  return (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
    onOpened?.();
    const target = notificationTarget(notification.link);
    if (target !== null) void navigate(target);
  };
}
