import { queryOptions, useQuery } from '@tanstack/react-query';

import type { UserTicketCounts } from '#contract/schemas/user.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getUserTicketCounts(signal?: AbortSignal): Promise<UserTicketCounts[]> {
  return apiRequest('GET /api/users/ticket-counts', { signal });
}

/** Under the users' key, so a user change refreshes the counts too. */
export function getUserTicketCountsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.users.ticketCounts(),
    queryFn: ({ signal }) => getUserTicketCounts(signal),
  });
}

export function useUserTicketCounts() {
  return useQuery(getUserTicketCountsQueryOptions());
}
