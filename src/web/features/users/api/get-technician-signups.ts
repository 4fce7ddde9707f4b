import { queryOptions, useQuery } from '@tanstack/react-query';

import type { TechnicianSignup } from '#contract/schemas/technician-signup.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Pending applications, newest first. */
function getTechnicianSignups(signal?: AbortSignal): Promise<TechnicianSignup[]> {
  return apiRequest('GET /api/technician-signups', { query: { status: 'pending' }, signal });
}

function getTechnicianSignupsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.technicianSignups.pending(),
    queryFn: ({ signal }) => getTechnicianSignups(signal),
  });
}

export function useTechnicianSignups() {
  return useQuery(getTechnicianSignupsQueryOptions());
}
