import { UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ManagedUser as User } from '#contract/schemas/user.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TitledDialog } from '#web/components/titled-dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

import { CertificationsDialog } from './certifications-dialog.tsx';
import { PendingCount } from './pending-count.tsx';
import { PendingSignups } from './pending-signups.tsx';
import { UserForm } from './user-form.tsx';
import { UserList } from './user-list.tsx';

interface UserManagerDialogProps {
  /**
   * Issue 36: the screen's list opens the manager on a user to edit; leave them out for a manager
   * that keeps its own state.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  editing?: User | null;
  onEditingChange?: (user: User | null) => void;
}

/**
 * Product rules §2: the user manager is a modal with a list and add, edit and delete; it also manages a
 * user's certifications and, here, the technician applications awaiting review.
 */
export function UserManagerDialog(props: UserManagerDialogProps) {
  const { t } = useTranslation('users');
  const [ownIsOpen, setOwnIsOpen] = useState(false);
  const [ownEditing, setOwnEditing] = useState<User | null>(null);
  const isOpen = props.open ?? ownIsOpen;
  const editing = props.editing === undefined ? ownEditing : props.editing;
  const setEditing = props.onEditingChange ?? setOwnEditing;
  const [certificationsOf, setCertificationsOf] = useState<User | null>(null);
  const currentUser = useSignedInUser();

  function handleOpenChange(next: boolean) {
    setOwnIsOpen(next);
    props.onOpenChange?.(next);
    if (!next) {
      setEditing(null);
      setCertificationsOf(null);
    }
  }

  return (
    <TitledDialog
      open={isOpen}
      onOpenChange={handleOpenChange}
      trigger={
        <Button>
          <UsersIcon aria-hidden="true" />
          {t('manager.open')}
        </Button>
      }
      title={t('manager.title')}
      description={t('manager.description')}
      className="sm:max-w-3xl"
    >
      <Tabs defaultValue="users" className="gap-4">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="users">{t('manager.usersTab')}</TabsTrigger>
          <TabsTrigger value="signups">
            {t('manager.signupsTab')}
            <PendingCount />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="users" className="grid gap-4">
          <UserForm
            key={editing?.id ?? 'new'}
            editing={editing}
            currentUserId={currentUser.id}
            onDone={() => {
              setEditing(null);
            }}
          />
          <UserList
            currentUserId={currentUser.id}
            editingId={editing?.id ?? null}
            onEdit={setEditing}
            onCertifications={setCertificationsOf}
            onDeleted={(id) => {
              if (editing?.id === id) setEditing(null);
            }}
            onClose={() => {
              handleOpenChange(false);
            }}
          />
        </TabsContent>
        <TabsContent value="signups">
          <PendingSignups />
        </TabsContent>
      </Tabs>
      <CertificationsDialog
        user={certificationsOf}
        onClose={() => {
          setCertificationsOf(null);
        }}
      />
    </TitledDialog>
  );
}
