import { useQueryClient } from '@tanstack/react-query';
import { AlertCircleIcon, InboxIcon, LayoutGridIcon, SearchXIcon, TableIcon } from 'lucide-react';

import type { Ticket } from '#contract/schemas/ticket.ts';
import {
  isUnavailableOffline,
  NotAvailableOffline,
} from '#web/components/not-available-offline.tsx';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { useWaitingEntries } from '#web/lib/offline/outbox-sync.ts';

import { useTicketPages } from '../api/get-tickets.ts';
import type { TicketListParams } from '../lib/board-filters.ts';
import { keptTicketsMatching } from '../lib/kept-tickets.ts';
import { ticketLabel } from '../lib/ticket-format.ts';
import type { TicketSelection } from '../lib/ticket-selection.ts';
import type { TicketView } from '../lib/use-ticket-view.ts';
import { TicketCard } from './ticket-card.tsx';
import { TicketSelectCheckbox } from './ticket-select-checkbox.tsx';
import { TicketTable } from './ticket-table.tsx';

const SKELETON_CARDS = 6;

interface TicketGridProps {
  params: TicketListParams;
  /** Whether the list is the default board (no search, no filter): decides which empty text shows. */
  isDefaultBoard: boolean;
  /** Tickets the user may see at all, in every status; undefined when unknown. */
  boardTotal: number | undefined;
  /** Cards, or the table; the table only where there is room (desktop). */
  view: TicketView;
  onViewChange: ((view: TicketView) => void) | undefined;
  canAssign: (ticket: Ticket) => boolean;
  onViewDetails: (ticket: Ticket) => void;
  onAssign: (ticket: Ticket) => void;
  onClearFilters: () => void;
  onIncludeCompleted: () => void;
  /** Admins choose tickets for a bulk action. */
  selection: TicketSelection | undefined;
}

function TicketCardSkeleton() {
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="gap-3 px-5">
        <div className="flex justify-between">
          <Skeleton className="h-4 w-14" />
          <Skeleton className="h-5 w-28" />
        </div>
        <Skeleton className="h-5 w-3/4" />
      </CardHeader>
      <CardContent className="grid gap-2 px-5">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-2 h-8 w-full" />
      </CardContent>
    </Card>
  );
}

/** '24 tickets'; a search's capped total says '1,000+ tickets' (decision 025). */
function ticketCountText(count: number, capped: boolean): string {
  const number = `${count.toLocaleString('en-US')}${capped ? '+' : ''}`;
  return `${number} ${count === 1 && !capped ? 'ticket' : 'tickets'}`;
}

function ViewToggle({
  view,
  onChange,
}: {
  view: TicketView;
  onChange: (view: TicketView) => void;
}) {
  return (
    <div role="group" aria-label="View" className="flex rounded-md border p-0.5">
      {(
        [
          ['cards', 'Cards', LayoutGridIcon],
          ['table', 'Table', TableIcon],
        ] as const
      ).map(([value, label, Icon]) => (
        <Button
          key={value}
          variant={view === value ? 'secondary' : 'ghost'}
          size="sm"
          aria-pressed={view === value}
          onClick={() => {
            onChange(value);
          }}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
    </div>
  );
}

/**
 * Product rules §2 Tickets screen list: skeletons, error with Retry, the empty texts, cards or a
 * table, Load more; above it the total and, for admins, select all.
 */
export function TicketGrid({
  params,
  isDefaultBoard,
  boardTotal,
  view,
  onViewChange,
  canAssign,
  onViewDetails,
  onAssign,
  onClearFilters,
  onIncludeCompleted,
  selection,
}: TicketGridProps) {
  const queryClient = useQueryClient();
  const query = useTicketPages(params);
  // Decision 036 §2: offline, a list never loaded with these filters shows the kept tickets they
  // include; with none, it says so rather than loading until the signal returns.
  const keptTickets = isUnavailableOffline(query) ? keptTicketsMatching(queryClient, params) : null;
  // Decision 036 §3: a ticket changed on this phone is marked until the server has the change.
  const waitingTicketIds = new Set(
    useWaitingEntries(useCurrentUser()?.id).flatMap((entry) =>
      entry.ticketId ? [entry.ticketId] : [],
    ),
  );

  if (keptTickets?.length === 0) {
    return (
      <NotAvailableOffline
        what="This list of tickets"
        className="rounded-xl border border-dashed px-6 py-10"
      />
    );
  }

  if (keptTickets === null && query.isPending) {
    return (
      <div
        className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        aria-busy="true"
        aria-label="Loading tickets"
      >
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <TicketCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (keptTickets === null && query.isError) {
    return (
      <Alert variant="destructive">
        <AlertCircleIcon aria-hidden="true" />
        <AlertTitle>Failed to load tickets. Please try again.</AlertTitle>
        <AlertDescription>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            disabled={query.isFetching}
            onClick={() => {
              void query.refetch();
            }}
          >
            Retry
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const pages = query.data?.pages ?? [];
  const tickets = keptTickets ?? pages.flatMap((page) => page.tickets);
  if (tickets.length === 0) {
    // The spec's empty text is for a board with no tickets at all; anything else is a filter
    // that matched nothing, which the user can undo.
    if (isDefaultBoard && (boardTotal ?? 0) === 0) {
      return (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
          <InboxIcon className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-muted-foreground">
            No tickets found. Create your first ticket to get started!
          </p>
        </div>
      );
    }
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center"
      >
        <SearchXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">No tickets match these filters</p>
        {isDefaultBoard ? (
          // Only completed tickets exist: the default board hides them.
          <Button variant="outline" className="max-md:h-11" onClick={onIncludeCompleted}>
            Include completed
          </Button>
        ) : (
          <Button variant="outline" className="max-md:h-11" onClick={onClearFilters}>
            Clear filters
          </Button>
        )}
      </div>
    );
  }

  const total = keptTickets
    ? keptTickets.length
    : (pages[0]?.total ?? (query.hasNextPage ? null : tickets.length));
  const totalCapped = pages[0]?.totalCapped ?? false;
  const shownIds = tickets.map((ticket) => ticket.id);
  const chosenShown = selection ? shownIds.filter((id) => selection.selectedIds.has(id)) : [];
  const allChecked =
    chosenShown.length === 0
      ? false
      : chosenShown.length === shownIds.length
        ? true
        : ('indeterminate' as const);

  return (
    <div className="grid gap-4">
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-4">
          {selection ? (
            <div className="flex items-center gap-2 pl-3 text-sm">
              <TicketSelectCheckbox
                label="Select all tickets shown"
                checked={allChecked}
                onCheckedChange={(checked) => {
                  selection.setAll(shownIds, checked);
                }}
              />
              <span aria-hidden="true">Select all</span>
            </div>
          ) : null}
          {total === null ? null : (
            <p
              className="text-sm text-muted-foreground"
              aria-live="polite"
              data-testid="ticket-total"
            >
              {ticketCountText(total, totalCapped)}
              {keptTickets ? ' kept on this phone' : null}
            </p>
          )}
        </div>
        {onViewChange ? <ViewToggle view={view} onChange={onViewChange} /> : null}
      </div>
      {view === 'table' ? (
        <TicketTable
          tickets={tickets}
          canAssign={canAssign}
          onViewDetails={onViewDetails}
          onAssign={onAssign}
          selection={selection}
          waitingTicketIds={waitingTicketIds}
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {tickets.map((ticket) => (
            <TicketCard
              key={ticket.id}
              ticket={ticket}
              canAssign={canAssign}
              onViewDetails={onViewDetails}
              onAssign={onAssign}
              isWaitingToSync={waitingTicketIds.has(ticket.id)}
              {...(selection
                ? {
                    leading: (
                      <TicketSelectCheckbox
                        label={`Select ${ticketLabel(ticket)}`}
                        checked={selection.selectedIds.has(ticket.id)}
                        onCheckedChange={() => {
                          selection.toggle(ticket.id);
                        }}
                      />
                    ),
                  }
                : {})}
            />
          ))}
        </div>
      )}
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            className="max-md:h-11"
            disabled={query.isFetchingNextPage}
            onClick={() => {
              void query.fetchNextPage();
            }}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
