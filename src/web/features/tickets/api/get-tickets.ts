import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { MINUTE_MS } from '#contract/constants.ts';
import { ticketCursor } from '#contract/schemas/ticket.ts';
import type { Ticket, TicketPriority, TicketStatus } from '#contract/schemas/ticket.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

export const TICKETS_PATH = API_PATHS.tickets;
/** Tickets shown before 'Load more'. */
export const TICKETS_PAGE_SIZE = 24;

export interface TicketFilters {
  status?: TicketStatus;
  priority?: TicketPriority;
  /** Words of the title or description, or a ticket number. */
  q?: string;
}

export interface TicketPageRequest extends TicketFilters {
  limit: number;
  cursor?: string;
}

export function getTickets(request: TicketPageRequest, signal?: AbortSignal): Promise<Ticket[]> {
  const query = new URLSearchParams({ limit: String(request.limit) });
  if (request.status) query.set('status', request.status);
  if (request.priority) query.set('priority', request.priority);
  if (request.q) query.set('q', request.q);
  if (request.cursor) query.set('cursor', request.cursor);
  return apiFetch<Ticket[]>(`${TICKETS_PATH}?${query.toString()}`, { signal });
}

/** Pages of tickets, newest first; the next page starts after the last ticket held. */
export function getTicketPagesQueryOptions(filters: TicketFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.tickets.pages({ ...filters, pageSize: TICKETS_PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) =>
      getTickets(
        { ...filters, limit: TICKETS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => {
      const last = lastPage.at(-1);
      return lastPage.length === TICKETS_PAGE_SIZE && last ? ticketCursor(last) : undefined;
    },
    // Product rules §7: the tickets list is cached for a minute on the tickets route.
    staleTime: MINUTE_MS,
  });
}

export function useTicketPages(filters: TicketFilters) {
  return useInfiniteQuery(getTicketPagesQueryOptions(filters));
}
