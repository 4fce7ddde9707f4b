import { UsersIcon } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';

import { roleKeepsStore } from '#contract/policies/users.ts';
import type { ManagedUser as User, UserTicketCounts } from '#contract/schemas/user.ts';
import {
  ActionsHeading,
  countsStates,
  DirectoryEditButton,
  DirectoryList,
} from '#web/components/directory-list.tsx';
import type { CountsState } from '#web/components/directory-list.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TableCell } from '#web/components/ui/table.tsx';
import { errorText } from '#web/lib/api-client.ts';

import { useUserTicketCounts } from '../api/get-user-ticket-counts.ts';
import { useUsers } from '../api/get-users.ts';
import { UserRoleBadge } from './user-role-badge.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

interface UserDirectoryProps {
  currentUserId: string;
  /** Opens the user manager (the spec's modal) with this user in its edit form. */
  onEdit: (user: User) => void;
}

type Counts = CountsState<UserTicketCounts>;

/** Tickets assigned to the user: open ones first, the total after. */
function AssignedTickets({ state }: { state: Counts }) {
  const { t } = useTranslation(['users', 'directory']);
  if (state.kind === 'loading')
    return <Skeleton className="h-5 w-20" aria-label={t('directory:loadingCounts')} />;
  if (state.kind === 'failed') return <span className="text-muted-foreground">—</span>;
  const open = state.counts?.activeTickets ?? 0;
  const total = state.counts?.totalTickets ?? 0;
  return (
    <span className="tabular-nums">
      <Trans
        t={t}
        i18nKey="list.openInAll"
        values={{ open, count: total }}
        components={{
          open: <span className={open > 0 ? 'font-medium' : 'text-muted-foreground'} />,
          all: <span className="text-muted-foreground" />,
        }}
      />
    </span>
  );
}

function storeOf(user: User): string | null {
  return roleKeepsStore(user.role) ? user.locationName : null;
}

function NameCell({ user, isSelf }: { user: User; isSelf: boolean }) {
  const { t } = useTranslation('users');
  return (
    <div className="min-w-0">
      <p className="font-medium break-words">
        {user.name}
        {isSelf ? <span className="font-normal text-muted-foreground"> {t('you')}</span> : null}
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
  const { t } = useTranslation('users');
  const query = useUsers();
  const countsQuery = useUserTicketCounts();
  const countsOf = countsStates(countsQuery, (row) => row.userId);
  const edit = (user: User) => (
    <DirectoryEditButton
      name={user.name}
      onEdit={() => {
        onEdit(user);
      }}
    />
  );
  return (
    <DirectoryList
      texts={{
        search: t('list.search'),
        loading: t('list.loading'),
        count: (shown, total) =>
          shown === total
            ? t('list.count', { count: total })
            : t('list.countOf', { shown, count: total }),
        noMatch: (search) => t('list.noMatch', { search }),
      }}
      label={t('list.label')}
      cardsLabel={t('list.cards')}
      query={query}
      failed={
        <>
          <p>{t('list.failed')}</p>
          <p>{errorText(query.error, t('list.authError'))}</p>
        </>
      }
      empty={{ icon: UsersIcon, title: t('list.emptyTitle') }}
      searchable={(user) => [
        user.name,
        user.username,
        t(`roles.${user.role}`),
        t(`statuses.${user.status}`),
        storeOf(user),
      ]}
      counts={countsQuery}
      headings={[
        t('headings.user'),
        t('headings.role'),
        t('headings.status'),
        t('headings.store'),
        t('headings.assigned'),
        <ActionsHeading key="actions" />,
      ]}
      cells={(user) => (
        <>
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
            <AssignedTickets state={countsOf(user.id)} />
          </TableCell>
          <TableCell className="text-right">{edit(user)}</TableCell>
        </>
      )}
      card={(user) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <NameCell user={user} isSelf={user.id === currentUserId} />
            {edit(user)}
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <UserRoleBadge role={user.role} />
            <UserStatusBadge status={user.status} />
            {storeOf(user) ? (
              <span className="text-xs text-muted-foreground">{storeOf(user)}</span>
            ) : null}
          </div>
          <p className="text-sm">
            <span className="text-muted-foreground">{t('list.assignedLabel')}</span>
            <AssignedTickets state={countsOf(user.id)} />
          </p>
        </>
      )}
    />
  );
}
