import { queryOptions, useQuery } from '@tanstack/react-query';

import { MINUTE_MS } from '#contract/constants.ts';
import type { TicketCounts } from '#contract/schemas/ticket-queue.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import { writeListParams } from '../lib/board-filters.ts';
import type { TicketListParams } from '../lib/board-filters.ts';
import { TICKETS_PATH } from './get-tickets.ts';

export type TicketCountFilters = Omit<TicketListParams, 'status' | 'sort'>;

export function getTicketCounts(
  filters: TicketCountFilters,
  signal?: AbortSignal,
): Promise<TicketCounts> {
  const query = new URLSearchParams();
  writeListParams(filters, query);
  const search = query.toString();
  return apiFetch<TicketCounts>(`${TICKETS_PATH}/counts${search ? `?${search}` : ''}`, { signal });
}

export function getTicketCountsQueryOptions(filters: TicketCountFilters) {
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
