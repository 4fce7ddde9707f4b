import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ManagedUser as User } from '#contract/schemas/user.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { UserDirectory } from '#web/features/users/components/user-directory.tsx';
import { UserManagerDialog } from '#web/features/users/components/user-manager-dialog.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

export default function TechniciansScreen() {
  const { t } = useTranslation('users');
  const currentUser = useSignedInUser();
  const [isManagerOpen, setIsManagerOpen] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <UserManagerDialog
            open={isManagerOpen}
            onOpenChange={setIsManagerOpen}
            editing={editing}
            onEditingChange={setEditing}
          />
        }
      />
      {/* Issue 36: the list on the page; the manager (the spec's modal) adds, edits and deletes. */}
      <UserDirectory
        currentUserId={currentUser.id}
        onEdit={(user) => {
          setEditing(user);
          setIsManagerOpen(true);
        }}
      />
    </>
  );
}
