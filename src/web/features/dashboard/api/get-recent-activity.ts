import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ActivityEntry } from '#contract/schemas/activity.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const RECENT_ACTIVITY_LIMIT = 5;

function getRecentActivity(signal?: AbortSignal): Promise<ActivityEntry[]> {
  return apiRequest('GET /api/activity', { query: { limit: RECENT_ACTIVITY_LIMIT }, signal });
}

function getRecentActivityQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.recentActivity(RECENT_ACTIVITY_LIMIT),
    queryFn: ({ signal }) => getRecentActivity(signal),
  });
}

/** Recent Activity from the database (architecture §8), read again on each visit to the dashboard. */
export function useRecentActivity() {
  return useQuery({ ...getRecentActivityQueryOptions(), refetchOnMount: 'always' });
}
