import { PageHeader } from '#web/components/page-header.tsx';
import { UserManagerDialog } from '#web/features/users/components/user-manager-dialog.tsx';

export default function TechniciansScreen() {
  return (
    <PageHeader
      title="Users"
      description="Manage technicians, managers and administrators, their certifications and technician signups."
      actions={<UserManagerDialog />}
    />
  );
}
