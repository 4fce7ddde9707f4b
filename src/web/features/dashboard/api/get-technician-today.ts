import { queryOptions, useQuery } from '@tanstack/react-query';

import type { TechnicianToday } from '#contract/schemas/technician-today.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getTechnicianToday(signal?: AbortSignal): Promise<TechnicianToday> {
  return apiRequest('GET /api/dashboard/today', { signal });
}

function getTechnicianTodayQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.dashboardToday(),
    queryFn: ({ signal }) => getTechnicianToday(signal),
  });
}

/** Read again on each visit to the dashboard, like its numbers (product rules §7: no timers). */
export function useTechnicianToday() {
  return useQuery({ ...getTechnicianTodayQueryOptions(), refetchOnMount: 'always' });
}
