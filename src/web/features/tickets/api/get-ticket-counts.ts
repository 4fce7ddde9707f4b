import { queryOptions, useQuery } from '@tanstack/react-query';

import { MINUTE_MS } from '#contract/constants.ts';
import type { TicketCounts } from '#contract/schemas/ticket-queue.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import { writeListParams } from '../lib/board-filters.ts';
import type { TicketListParams } from '../lib/board-filters.ts';

type TicketCountFilters = Omit<TicketListParams, 'status' | 'sort'>;

export function getTicketCounts(
  filters: TicketCountFilters,
  signal?: AbortSignal,
): Promise<TicketCounts> {
  const query = new URLSearchParams();
  writeListParams(filters, query);
  return apiRequest('GET /api/tickets/counts', { query: Object.fromEntries(query), signal });
}

function getTicketCountsQueryOptions(filters: TicketCountFilters) {
  return queryOptions({
    queryKey: queryKeys.tickets.counts(filters),
    queryFn: ({ signal }) => getTicketCounts(filters, signal),
    staleTime: MINUTE_MS,
  });
}

/** How many tickets are in each status for the board's other filters (the status chips). */
export function useTicketCounts(filters: TicketCountFilters) {
  return useQuery(getTicketCountsQueryOptions(filters));
}
