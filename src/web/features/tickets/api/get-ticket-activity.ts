import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ActivityEntry } from '#contract/schemas/activity.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import { TICKETS_PATH } from './get-tickets.ts';

export function getTicketActivity(id: string, signal?: AbortSignal): Promise<ActivityEntry[]> {
  return apiFetch<ActivityEntry[]>(`${TICKETS_PATH}/${encodeURIComponent(id)}/activity`, {
    signal,
  });
}

/** Under the '/api/tickets' prefix, so every ticket change refreshes the history too. */
export function getTicketActivityQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.tickets.activity(id),
    queryFn: ({ signal }) => getTicketActivity(id, signal),
  });
}

export function useTicketActivity(id: string) {
  return useQuery(getTicketActivityQueryOptions(id));
}
