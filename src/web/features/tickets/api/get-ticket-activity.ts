import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ActivityEntry } from '#contract/schemas/activity.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getTicketActivity(id: string, signal?: AbortSignal): Promise<ActivityEntry[]> {
  return apiRequest('GET /api/tickets/:id/activity', { params: { id }, signal });
}

/** Under the '/api/tickets' prefix, so every ticket change refreshes the history too. */
function getTicketActivityQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.tickets.activity(id),
    queryFn: ({ signal }) => getTicketActivity(id, signal),
  });
}

export function useTicketActivity(id: string) {
  return useQuery(getTicketActivityQueryOptions(id));
}
