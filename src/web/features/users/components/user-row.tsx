import { AwardIcon, PencilIcon, Trash2Icon } from 'lucide-react';

import type { User } from '#contract/schemas/user.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { cn } from '#web/lib/utils.ts';

import { useDeleteUser } from '../api/delete-user.ts';
import { UserRoleBadge } from './user-role-badge.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

export interface UserRowProps {
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
    deleteMutation.mutate(user.id, {
      onSuccess: () => {
        notifySuccess('User deleted successfully');
        onDeleted();
      },
      onError: (error) => {
        notifyError('Failed to delete user', errorText(error, 'Please try again.'));
      },
    });
  }

  return (
    <li
      className={cn(
        'flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border p-3',
        isEditing && 'border-primary bg-accent/50',
      )}
    >
      <div
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted font-semibold uppercase"
        aria-hidden="true"
      >
        {user.name.charAt(0)}
      </div>
      {/* Under about 400 px the actions move below the name instead of squeezing it. */}
      <div className="min-w-[10rem] flex-1">
        <p className="font-medium break-words">
          {user.name}
          {isSelf ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
        </p>
        <p className="text-sm break-all text-muted-foreground">@{user.username}</p>
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <UserRoleBadge role={user.role} />
          <UserStatusBadge status={user.status} />
          {user.role === 'manager' && user.locationName ? (
            <span className="text-xs text-muted-foreground">{user.locationName}</span>
          ) : null}
        </div>
      </div>
      <div className="ml-auto flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Certifications of ${user.name}`}
          title="Certifications"
          onClick={onCertifications}
        >
          <AwardIcon aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit ${user.name}`}
          title="Edit"
          onClick={onEdit}
          disabled={isEditing}
        >
          <PencilIcon aria-hidden="true" />
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive hover:text-destructive"
              aria-label={`Delete ${user.name}`}
              title={isSelf ? 'You cannot delete your own account' : 'Delete'}
              disabled={isSelf || deleteMutation.isPending}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete {user.name}?</AlertDialogTitle>
              <AlertDialogDescription>
                Their sessions end and their certifications and time logs are deleted. Tickets they
                worked on stay. This cannot be undone; to keep their history, set them inactive
                instead.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction
                className="bg-destructive text-white hover:bg-destructive/90"
                onClick={handleDelete}
              >
                Delete
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </li>
  );
}
