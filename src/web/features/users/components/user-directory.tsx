import { PencilIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';

import { roleKeepsStore } from '#contract/policies/users.ts';
import type { ManagedUser as User, UserTicketCounts } from '#contract/schemas/user.ts';
import { DirectorySearch } from '#web/components/directory-search.tsx';
import { CardList, ListTable } from '#web/components/list-table.tsx';
import { RetryAlert } from '#web/components/retry-alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TableCell, TableRow } from '#web/components/ui/table.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { matchesSearch } from '#web/lib/matches-search.ts';
import { useIsMobile } from '#web/lib/use-is-mobile.ts';

import { useUserTicketCounts } from '../api/get-user-ticket-counts.ts';
import { useUsers } from '../api/get-users.ts';
import { ROLE_OPTION_LABELS, STATUS_OPTION_LABELS } from '../lib/user-options.ts';
import { UserRoleBadge } from './user-role-badge.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

interface UserDirectoryProps {
  currentUserId: string;
  /** Opens the user manager (the spec's modal) with this user in its edit form. */
  onEdit: (user: User) => void;
}

type CountsState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; counts?: UserTicketCounts };

/** Tickets assigned to the user: open ones first, the total after. */
function AssignedTickets({ state }: { state: CountsState }) {
  if (state.kind === 'loading')
    return <Skeleton className="h-5 w-20" aria-label="Loading counts" />;
  if (state.kind === 'failed') return <span className="text-muted-foreground">—</span>;
  const open = state.counts?.activeTickets ?? 0;
  const total = state.counts?.totalTickets ?? 0;
  return (
    <span className="tabular-nums">
      <span className={open > 0 ? 'font-medium' : 'text-muted-foreground'}>{open} open</span>
      <span className="text-muted-foreground"> · {total} in all</span>
    </span>
  );
}

function storeOf(user: User): string | null {
  return roleKeepsStore(user.role) ? user.locationName : null;
}

function EditButton({ user, onEdit }: { user: User; onEdit: () => void }) {
  return (
    <Button variant="outline" size="sm" aria-label={`Edit ${user.name}`} onClick={onEdit}>
      <PencilIcon aria-hidden="true" />
      Edit
    </Button>
  );
}

function NameCell({ user, isSelf }: { user: User; isSelf: boolean }) {
  return (
    <div className="min-w-0">
      <p className="font-medium break-words">
        {user.name}
        {isSelf ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
      </p>
      <p className="text-xs break-all text-muted-foreground">@{user.username}</p>
    </div>
  );
}

/**
 * Issue 36: the users on the page itself, searchable by name, username, role, status or store,
 * with the tickets assigned to each (from the server); adding, editing, deleting, certifications
 * and signups stay in the user manager.
 */
export function UserDirectory({ currentUserId, onEdit }: UserDirectoryProps) {
  const query = useUsers();
  const countsQuery = useUserTicketCounts();
  const isMobile = useIsMobile();
  const [search, setSearch] = useState('');

  if (query.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading users">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => void query.refetch()}>
        <p>Failed to load users</p>
        <p>{errorText(query.error, 'Authentication error. Please log out and log back in.')}</p>
      </RetryAlert>
    );
  }
  const users = query.data;
  if (users.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
        <UsersIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No users yet</p>
      </div>
    );
  }
  const countsById = new Map((countsQuery.data ?? []).map((row) => [row.userId, row]));
  const countsOf = (user: User): CountsState =>
    countsQuery.isPending
      ? { kind: 'loading' }
      : countsQuery.isError
        ? { kind: 'failed' }
        : { kind: 'ready', counts: countsById.get(user.id) };
  const shown = users.filter((user) =>
    matchesSearch(search, [
      user.name,
      user.username,
      ROLE_OPTION_LABELS[user.role],
      STATUS_OPTION_LABELS[user.status],
      storeOf(user),
    ]),
  );
  return (
    <section aria-label="User list" className="grid gap-3">
      <DirectorySearch
        what="users"
        value={search}
        onChange={setSearch}
        shown={shown.length}
        total={users.length}
      />
      {countsQuery.isError ? (
        <RetryAlert onRetry={() => void countsQuery.refetch()}>
          <p>The ticket counts could not be loaded.</p>
        </RetryAlert>
      ) : null}
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No users match “{search.trim()}”.
        </p>
      ) : isMobile ? (
        <CardList items={shown} label="Users">
          {(user) => (
            <>
              <div className="flex items-start justify-between gap-2">
                <NameCell user={user} isSelf={user.id === currentUserId} />
                <EditButton
                  user={user}
                  onEdit={() => {
                    onEdit(user);
                  }}
                />
              </div>
              <div className="flex flex-wrap items-center gap-1.5">
                <UserRoleBadge role={user.role} />
                <UserStatusBadge status={user.status} />
                {storeOf(user) ? (
                  <span className="text-xs text-muted-foreground">{storeOf(user)}</span>
                ) : null}
              </div>
              <p className="text-sm">
                <span className="text-muted-foreground">Assigned tickets: </span>
                <AssignedTickets state={countsOf(user)} />
              </p>
            </>
          )}
        </CardList>
      ) : (
        <ListTable
          headings={[
            'User',
            'Role',
            'Status',
            'Store',
            'Assigned tickets',
            <span key="actions" className="sr-only">
              Actions
            </span>,
          ]}
        >
          {shown.map((user) => (
            <TableRow key={user.id}>
              <TableCell className="whitespace-normal">
                <NameCell user={user} isSelf={user.id === currentUserId} />
              </TableCell>
              <TableCell>
                <UserRoleBadge role={user.role} />
              </TableCell>
              <TableCell>
                <UserStatusBadge status={user.status} />
              </TableCell>
              <TableCell className="whitespace-normal text-muted-foreground">
                {storeOf(user) ?? '—'}
              </TableCell>
              <TableCell>
                <AssignedTickets state={countsOf(user)} />
              </TableCell>
              <TableCell className="text-right">
                <EditButton
                  user={user}
                  onEdit={() => {
                    onEdit(user);
                  }}
                />
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      )}
    </section>
  );
}
