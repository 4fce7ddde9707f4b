import { AwardIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { ManagedUser as User } from '#contract/schemas/user.ts';
import { roleKeepsStore } from '#contract/policies/users.ts';
import { ManagedItemRow } from '#web/components/managed-item-row.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toastOutcome } from '#web/lib/notify.ts';

import { useDeleteUser } from '../api/delete-user.ts';
import { ResetPasswordButton } from './reset-password-button.tsx';
import { UserRoleBadge } from './user-role-badge.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

interface UserRowProps {
  user: User;
  isSelf: boolean;
  isEditing: boolean;
  onEdit: () => void;
  onCertifications: () => void;
  onDeleted: () => void;
}

export function UserRow({
  user,
  isSelf,
  isEditing,
  onEdit,
  onCertifications,
  onDeleted,
}: UserRowProps) {
  const { t } = useTranslation(['users', 'directory']);
  const deleteMutation = useDeleteUser();

  function handleDelete() {
    deleteMutation.mutate(
      user.id,
      toastOutcome(t('row.deleted'), t('row.deleteFailed'), onDeleted),
    );
  }

  return (
    <ManagedItemRow
      icon={
        <div
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted font-semibold uppercase"
          aria-hidden="true"
        >
          {user.name.charAt(0)}
        </div>
      }
      title={
        <>
          {user.name}
          {isSelf ? <span className="font-normal text-muted-foreground"> {t('you')}</span> : null}
        </>
      }
      // Three actions: under about 400 px they move below the name instead of squeezing it.
      canWrap
      extraActions={
        <>
          <ResetPasswordButton user={user} isSelf={isSelf} />
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('row.certificationsOf', { name: user.name })}
            title={t('row.certifications')}
            onClick={onCertifications}
          >
            <AwardIcon aria-hidden="true" />
          </Button>
        </>
      }
      isEditing={isEditing}
      editLabel={t('directory:editName', { name: user.name })}
      editTooltip={t('row.edit')}
      onEdit={onEdit}
      deleteLabel={t('row.deleteName', { name: user.name })}
      deleteTooltip={t('row.delete')}
      deleteDisabledReason={isSelf ? t('row.cannotDeleteSelf') : undefined}
      confirmTitle={t('row.confirmTitle', { name: user.name })}
      confirmDescription={t('row.confirmText')}
      isDeletePending={deleteMutation.isPending}
      onConfirmDelete={handleDelete}
    >
      <p className="text-sm break-all text-muted-foreground">@{user.username}</p>
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <UserRoleBadge role={user.role} />
        <UserStatusBadge status={user.status} />
        {roleKeepsStore(user.role) && user.locationName ? (
          <span className="text-xs text-muted-foreground">{user.locationName}</span>
        ) : null}
      </div>
    </ManagedItemRow>
  );
}
