import { canReadFailedMail } from '#contract/policies/notifications.ts';

import { FailedMailPanel } from '#web/features/notifications/components/failed-mail.tsx';
import { NotificationListPage } from '#web/features/notifications/components/notification-list-page.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

// Decision 032: every role's notifications; admins also see the e-mails the outbox gave up on.
export default function NotificationsScreen() {
  const user = useSignedInUser();
  return (
    <>
      <NotificationListPage />
      {canReadFailedMail(user) ? (
        <div className="mt-6">
          <FailedMailPanel />
        </div>
      ) : null}
    </>
  );
}
