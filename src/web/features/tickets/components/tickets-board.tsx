import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { canAssignTicket } from '#contract/ticket-access.ts';
import { canBulkChangeTickets } from '#contract/policies/tickets.ts';
import { TICKET_PREFILL_PARAMS, TICKET_STEP_PARAM, ticketPath } from '#web/lib/ticket-links.ts';
import { useIsMobile } from '#web/lib/use-is-mobile.ts';

import { useTicketCounts } from '../api/get-ticket-counts.ts';
import { countParams, hasNarrowingFilters, toListParams } from '../lib/board-filters.ts';
import type { BoardFilters } from '../lib/board-filters.ts';
import type { TicketSelection } from '../lib/ticket-selection.ts';
import { useTicketFiltersFromUrl } from '../lib/use-ticket-filters-from-url.ts';
import { useTicketView } from '../lib/use-ticket-view.ts';
import { AssignTicketDialog } from './assign-ticket-dialog.tsx';
import { TicketBulkActions } from './ticket-bulk-actions.tsx';
import type { TicketViewer } from './ticket-detail-dialog.tsx';
import { TicketDetailDialog } from './ticket-detail-dialog.tsx';
import { clearedFilters, TicketFilters } from './ticket-filters.tsx';
import { TicketGrid } from './ticket-grid.tsx';

/** Set on the history entry when the board itself opened a ticket, so closing can go Back. */
interface OpenedFromBoard {
  openedFromBoard: true;
}

function isOpenedFromBoard(state: unknown): state is OpenedFromBoard {
  return typeof state === 'object' && state !== null && 'openedFromBoard' in state;
}

/** The board's filters without the detail's step (decision 031, architecture §7), for the list's address. */
function withoutStep(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(TICKET_STEP_PARAM);
  for (const name of Object.values(TICKET_PREFILL_PARAMS)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The tickets screen's body (decision 026): filters kept in the address, the list as cards or a
 * table, the admin's bulk bar, and the detail of /tickets/:ticketId over the list.
 */
export function TicketsBoard({ viewer }: { viewer: TicketViewer }) {
  const { ticketId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { filters, search, setFilters } = useTicketFiltersFromUrl();
  const [placeholder, setPlaceholder] = useState<Ticket | null>(null);
  const [assigning, setAssigning] = useState<Ticket | null>(null);
  const [view, setView] = useTicketView(viewer.id);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const isAdmin = canBulkChangeTickets(viewer);

  const listParams = useMemo(() => toListParams(filters), [filters]);
  const counts = useTicketCounts(countParams(filters));

  const changeFilters = useCallback(
    (next: BoardFilters) => {
      // A selection made under other filters may hold tickets no longer shown: start afresh.
      setSelectedIds(new Set());
      setFilters(next);
    },
    [setFilters],
  );

  const openTicket = useCallback(
    (ticket: Ticket) => {
      setPlaceholder(ticket);
      const state: OpenedFromBoard = { openedFromBoard: true };
      void navigate(ticketPath(ticket.id, search), { state });
    },
    [navigate, search],
  );

  const closeTicket = useCallback(() => {
    // Back to the entry the board opened it from (the same filters); a shared or reloaded
    // address has no such entry, so it goes to the board with the address's filters instead.
    if (isOpenedFromBoard(location.state)) void navigate(-1);
    else void navigate(`/tickets${withoutStep(search)}`, { replace: true });
  }, [location.state, navigate, search]);

  const selection = useMemo<TicketSelection | undefined>(
    () =>
      isAdmin
        ? {
            selectedIds,
            toggle: (id) => {
              setSelectedIds((current) => {
                const next = new Set(current);
                if (next.has(id)) next.delete(id);
                else next.add(id);
                return next;
              });
            },
            setAll: (ids, isChosen) => {
              setSelectedIds((current) => {
                const next = new Set(current);
                for (const id of ids) {
                  if (isChosen) next.add(id);
                  else next.delete(id);
                }
                return next;
              });
            },
          }
        : undefined,
    [isAdmin, selectedIds],
  );

  const isDefaultBoard = !hasNarrowingFilters(filters) && !filters.includeCompleted;

  return (
    <>
      <TicketFilters
        value={filters}
        onChange={changeFilters}
        counts={counts.data}
        canFilterByAssignee={isAdmin}
      />
      {isAdmin && selectedIds.size > 0 ? (
        <TicketBulkActions
          selectedIds={[...selectedIds]}
          onDone={(failedIds) => {
            setSelectedIds(new Set(failedIds));
          }}
          onClear={() => {
            setSelectedIds(new Set());
          }}
        />
      ) : null}
      <TicketGrid
        params={listParams}
        isDefaultBoard={isDefaultBoard}
        boardTotal={counts.data?.total}
        // The table needs a desktop's width; a phone always shows the cards.
        view={isMobile ? 'cards' : view}
        onViewChange={isMobile ? undefined : setView}
        canAssign={(ticket) => canAssignTicket(viewer, ticket)}
        onViewDetails={openTicket}
        onAssign={setAssigning}
        onClearFilters={() => {
          changeFilters(clearedFilters(filters));
        }}
        onIncludeCompleted={() => {
          changeFilters({ ...filters, includeCompleted: true });
        }}
        selection={selection}
      />
      <TicketDetailDialog
        ticketId={ticketId ?? null}
        {...(placeholder && placeholder.id === ticketId ? { placeholder } : {})}
        viewer={viewer}
        onOpenChange={(open) => {
          if (!open) closeTicket();
        }}
      />
      <AssignTicketDialog
        ticket={assigning}
        onOpenChange={(open) => {
          if (!open) setAssigning(null);
        }}
      />
    </>
  );
}
