import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The ticket fields the clock-in picker needs (GET /api/tickets answers more). */
export interface ClockableTicket {
  id: string;
  ticketNumber: number;
  title: string;
  status: string;
}

// Every status but completed: a completed ticket takes no more time.
const WORKABLE_STATUSES = [
  'open',
  'accepted',
  'in-progress',
  'waiting-for-parts',
  'waiting-for-third-party',
];

async function getMyOpenTickets(userId: string, signal?: AbortSignal): Promise<ClockableTicket[]> {
  const tickets = await apiRequest('GET /api/tickets', {
    query: { assignedTo: userId, status: WORKABLE_STATUSES.join(','), limit: 200 },
    signal,
  });
  return tickets.filter((ticket) => ticket.status !== 'completed');
}

/** Under the '/api/tickets' key prefix, so every ticket change refreshes the picker too. */
export function getMyOpenTicketsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.tickets.assignedOpen(userId),
    queryFn: ({ signal }) => getMyOpenTickets(userId, signal),
  });
}

export function useMyOpenTickets(userId: string | undefined, enabled = true) {
  return useQuery({
    ...getMyOpenTicketsQueryOptions(userId ?? ''),
    enabled: enabled && Boolean(userId),
  });
}
