import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { FIVE_MINUTES_MS } from '#contract/constants.ts';
import { ticketCursor, TICKETS_PAGE_MAX } from '#contract/paging.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Instants bounding the visible grid; the end is exclusive. */
interface TicketRange {
  from: string;
  to: string;
}

/** Every ticket whose schedule overlaps the range, scoped by the server to the user's role. */
async function getScheduledTickets(range: TicketRange, signal?: AbortSignal): Promise<Ticket[]> {
  const tickets: Ticket[] = [];
  let cursor: string | undefined;
  // Pages of the largest size; a month rarely needs more than one.
  for (;;) {
    const page = await apiRequest('GET /api/tickets', {
      query: {
        from: range.from,
        to: range.to,
        limit: TICKETS_PAGE_MAX,
        cursor: cursor || undefined,
      },
      signal,
    });
    tickets.push(...page);
    const last = page.at(-1);
    if (page.length < TICKETS_PAGE_MAX || !last) return tickets;
    cursor = ticketCursor(last);
  }
}

/** Under the '/api/tickets' prefix, so every ticket change refreshes the calendar too. */
export function getScheduledTicketsQueryOptions(range: TicketRange) {
  return queryOptions({
    queryKey: queryKeys.tickets.scheduled(range),
    queryFn: ({ signal }) => getScheduledTickets(range, signal),
    // Product rules §7: the ticket list is cached for 5 minutes outside the tickets screen.
    staleTime: FIVE_MINUTES_MS,
  });
}

export function useScheduledTickets(range: TicketRange) {
  // Another month keeps showing the last answer until its own arrives, so the grid stays put.
  return useQuery({ ...getScheduledTicketsQueryOptions(range), placeholderData: keepPreviousData });
}
