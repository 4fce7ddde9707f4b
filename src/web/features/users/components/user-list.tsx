import { Trans, useTranslation } from 'react-i18next';

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

function loadFailureText(error: unknown, authError: string): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return authError;
  }
  return errorText(error, authError);
}

export function UserList({
  currentUserId,
  editingId,
  onEdit,
  onCertifications,
  onDeleted,
  onClose,
}: UserListProps) {
  const { t } = useTranslation('users');
  const usersQuery = useUsers();

  if (usersQuery.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label={t('list.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (usersQuery.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{t('list.failed')}</AlertTitle>
        <AlertDescription>
          <p>{loadFailureText(usersQuery.error, t('list.authError'))}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => {
                window.location.reload();
              }}
            >
              {t('manager.reload')}
            </Button>
            <Button size="sm" variant="outline" onClick={onClose}>
              {t('manager.close')}
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    );
  }
  const users = usersQuery.data;
  if (users.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{t('manager.empty')}</p>;
  }
  return (
    <section aria-label={t('list.cards')} className="grid gap-2">
      <h3 className="text-sm font-semibold">
        <Trans
          t={t}
          i18nKey="manager.heading"
          values={{ count: users.length }}
          components={{ count: <span className="font-normal text-muted-foreground" /> }}
        />
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
