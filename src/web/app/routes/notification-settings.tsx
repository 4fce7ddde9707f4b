import { PageHeader } from '#web/components/page-header.tsx';
import { NotificationSettingsForm } from '#web/features/notifications/components/notification-settings-form.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

// Decision 032: reached from the sidebar's 'Notifications' item (and the /notifications page).
export default function NotificationSettingsScreen() {
  const user = useSignedInUser();
  return (
    <>
      <PageHeader
        title="Notification settings"
        description="In the app you are always told; choose what also comes by e-mail."
      />
      <div className="max-w-3xl">
        <NotificationSettingsForm userRole={user.role} />
      </div>
    </>
  );
}
