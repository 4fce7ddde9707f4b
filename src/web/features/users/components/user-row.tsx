import { AwardIcon } from 'lucide-react';

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
  const deleteMutation = useDeleteUser();

  function handleDelete() {
    deleteMutation.mutate(
      user.id,
      toastOutcome('User deleted successfully', 'Failed to delete user', onDeleted),
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
          {isSelf ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
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
            aria-label={`Certifications of ${user.name}`}
            title="Certifications"
            onClick={onCertifications}
          >
            <AwardIcon aria-hidden="true" />
          </Button>
        </>
      }
      isEditing={isEditing}
      editLabel={`Edit ${user.name}`}
      editTooltip="Edit"
      onEdit={onEdit}
      deleteLabel={`Delete ${user.name}`}
      deleteTooltip="Delete"
      deleteDisabledReason={isSelf ? 'You cannot delete your own account' : undefined}
      confirmTitle={`Delete ${user.name}?`}
      confirmDescription="Their sessions end and their certifications and time logs are deleted. Tickets they worked on stay. This cannot be undone; to keep their history, set them inactive instead."
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
