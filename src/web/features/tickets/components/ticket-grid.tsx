import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { AlertCircleIcon, InboxIcon, LayoutGridIcon, SearchXIcon, TableIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

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
import { formatNumber } from '#web/lib/locale-format.ts';
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

/** The board's two views and their icons. */
const VIEWS = [
  ['cards', LayoutGridIcon],
  ['table', TableIcon],
] as const;

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

/**
 * '24 tickets'; a search's capped total says '1,000+ tickets' (decision 025); offline, the kept
 * ones say so.
 */
function ticketCountText(
  t: TFunction<'tickets'>,
  count: number,
  capped: boolean,
  isKept: boolean,
): string {
  const number = formatNumber(count);
  if (isKept) return t('grid.countKept', { count, number });
  return capped ? t('grid.countCapped', { number }) : t('grid.count', { count, number });
}

function ViewToggle({
  view,
  onChange,
}: {
  view: TicketView;
  onChange: (view: TicketView) => void;
}) {
  const { t } = useTranslation('tickets');
  return (
    <div role="group" aria-label={t('grid.view')} className="flex rounded-md border p-0.5">
      {VIEWS.map(([value, Icon]) => (
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
          {t(`grid.${value}`)}
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
  const { t } = useTranslation('tickets');
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
        what={t('grid.notAvailableOffline')}
        className="rounded-xl border border-dashed px-6 py-10"
      />
    );
  }

  if (keptTickets === null && query.isPending) {
    return (
      <div
        className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        aria-busy="true"
        aria-label={t('grid.loading')}
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
        <AlertTitle>{t('grid.loadFailed')}</AlertTitle>
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
            {t('grid.retry')}
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
          <p className="text-muted-foreground">{t('grid.empty')}</p>
        </div>
      );
    }
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center"
      >
        <SearchXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">{t('grid.noMatch')}</p>
        {isDefaultBoard ? (
          // Only completed tickets exist: the default board hides them.
          <Button variant="outline" className="max-md:h-11" onClick={onIncludeCompleted}>
            {t('grid.includeCompleted')}
          </Button>
        ) : (
          <Button variant="outline" className="max-md:h-11" onClick={onClearFilters}>
            {t('grid.clearFilters')}
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
                label={t('grid.selectAllShown')}
                checked={allChecked}
                onCheckedChange={(checked) => {
                  selection.setAll(shownIds, checked);
                }}
              />
              <span aria-hidden="true">{t('grid.selectAll')}</span>
            </div>
          ) : null}
          {total === null ? null : (
            <p
              className="text-sm text-muted-foreground"
              aria-live="polite"
              data-testid="ticket-total"
            >
              {ticketCountText(t, total, totalCapped, keptTickets !== null)}
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
                        label={t('grid.selectTicket', { ticket: ticketLabel(ticket) })}
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
            {query.isFetchingNextPage ? t('grid.loadingMore') : t('grid.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
