import { queryOptions, useQuery } from '@tanstack/react-query';

import type { DashboardStats } from '#contract/schemas/dashboard.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiRequest('GET /api/dashboard/stats', { signal });
}

function getDashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.dashboardStats(),
    queryFn: ({ signal }) => getDashboardStats(signal),
  });
}

/**
 * The dashboard's numbers come from the database (architecture §8); each visit to the dashboard reads
 * them again so they match the lists, but nothing refetches on a timer or on focus (product rules §7).
 */
export function useDashboardStats() {
  return useQuery({ ...getDashboardStatsQueryOptions(), refetchOnMount: 'always' });
}
