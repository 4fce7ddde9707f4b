import { NotificationListPage } from '#web/features/notifications/components/notification-list-page.tsx';

// Issue 17: every role's notifications.
// FAILED-MAIL MOUNT POINT: the notify-mail part's FailedMailPanel (admins only) goes below the list
// at merge: `{useSignedInUser().role === 'admin' ? <FailedMailPanel /> : null}`.
export default function NotificationsScreen() {
  return <NotificationListPage />;
}
