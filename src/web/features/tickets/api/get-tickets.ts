import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { MINUTE_MS } from '#contract/constants.ts';
import { TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '#contract/schemas/ticket-queue.ts';
import { NEXT_CURSOR_HEADER } from '#contract/paging.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { apiRequestWithHeaders } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import { writeListParams } from '../lib/board-filters.ts';
import type { TicketListParams } from '../lib/board-filters.ts';

/** Tickets shown before 'Load more'. */
const TICKETS_PAGE_SIZE = 24;

interface TicketPageRequest extends TicketListParams {
  limit: number;
  cursor?: string;
}

/** One page of the board, with what its headers say about the rest. */
interface TicketPage {
  tickets: Ticket[];
  /** Tickets matching the filters on every page; null when the server does not say. */
  total: number | null;
  /** The total stopped at the search's cap: more tickets match than it says. */
  totalCapped: boolean;
  /** The opaque cursor of the next page, or null on the last page. */
  nextCursor: string | null;
}

async function getTickets(request: TicketPageRequest, signal?: AbortSignal): Promise<TicketPage> {
  const query = new URLSearchParams({ limit: String(request.limit) });
  writeListParams(request, query);
  if (request.cursor) query.set('cursor', request.cursor);
  const { body, headers } = await apiRequestWithHeaders('GET /api/tickets', {
    query: Object.fromEntries(query),
    signal,
  });
  const total = Number.parseInt(headers.get(TOTAL_COUNT_HEADER) ?? '', 10);
  return {
    tickets: body,
    total: Number.isNaN(total) ? null : total,
    totalCapped: headers.get(TOTAL_COUNT_CAPPED_HEADER) === 'true',
    // The cursor is the server's to make (its form depends on the sort): never derived here.
    nextCursor: headers.get(NEXT_CURSOR_HEADER) || null,
  };
}

/** Pages of tickets in the chosen order; the next page starts at the server's cursor. */
function getTicketPagesQueryOptions(filters: TicketListParams) {
  return infiniteQueryOptions({
    queryKey: queryKeys.tickets.pages({ ...filters, pageSize: TICKETS_PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) =>
      getTickets(
        { ...filters, limit: TICKETS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Product rules §7: the tickets list is cached for a minute on the tickets route.
    staleTime: MINUTE_MS,
  });
}

export function useTicketPages(filters: TicketListParams) {
  return useInfiniteQuery(getTicketPagesQueryOptions(filters));
}
