import { useTranslation } from 'react-i18next';

import { PageHeader } from '#web/components/page-header.tsx';
import { NotificationSettingsForm } from '#web/features/notifications/components/notification-settings-form.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

// Decision 032: reached from the sidebar's 'Notifications' item (and the /notifications page).
export default function NotificationSettingsScreen() {
  const { t } = useTranslation('notifications');
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title={t('settingsPage.title')} description={t('settingsPage.description')} />
      <div className="max-w-3xl">
        <NotificationSettingsForm userRole={user.role} />
      </div>
    </>
  );
}
