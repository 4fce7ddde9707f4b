import type { ManagedUser as User } from '#contract/schemas/user.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError, errorText } from '#web/lib/api-client.ts';

import { useUsers } from '../api/get-users.ts';
import { UserRow } from './user-row.tsx';

interface UserListProps {
  currentUserId: string;
  editingId: string | null;
  onEdit: (user: User) => void;
  onCertifications: (user: User) => void;
  onDeleted: (id: string) => void;
  /** Closes the whole manager (product rules §8: the load failure offers Reload Page and Close). */
  onClose: () => void;
}

function loadFailureText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return 'Authentication error. Please log out and log back in.';
  }
  return errorText(error, 'Authentication error. Please log out and log back in.');
}

export function UserList({
  currentUserId,
  editingId,
  onEdit,
  onCertifications,
  onDeleted,
  onClose,
}: UserListProps) {
  const usersQuery = useUsers();

  if (usersQuery.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading users">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (usersQuery.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Failed to load users</AlertTitle>
        <AlertDescription>
          <p>{loadFailureText(usersQuery.error)}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => {
                window.location.reload();
              }}
            >
              Reload Page
            </Button>
            <Button size="sm" variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    );
  }
  const users = usersQuery.data;
  if (users.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">No users yet.</p>;
  }
  return (
    <section aria-label="Users" className="grid gap-2">
      <h3 className="text-sm font-semibold">
        Users <span className="font-normal text-muted-foreground">({users.length})</span>
      </h3>
      <ul className="grid gap-2">
        {users.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            isSelf={user.id === currentUserId}
            isEditing={user.id === editingId}
            onEdit={() => {
              onEdit(user);
            }}
            onCertifications={() => {
              onCertifications(user);
            }}
            onDeleted={() => {
              onDeleted(user.id);
            }}
          />
        ))}
      </ul>
    </section>
  );
}
