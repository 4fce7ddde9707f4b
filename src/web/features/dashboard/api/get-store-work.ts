import { queryOptions, useQuery } from '@tanstack/react-query';

import type { StoreWork } from '#contract/schemas/store-work.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getStoreWork(signal?: AbortSignal): Promise<StoreWork> {
  return apiRequest('GET /api/dashboard/store-work', { signal });
}

function getStoreWorkQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.dashboardStoreWork(),
    queryFn: ({ signal }) => getStoreWork(signal),
  });
}

/** Issue 36: the manager's store work, read again on each visit like the numbers (no timers). */
export function useStoreWork() {
  return useQuery({ ...getStoreWorkQueryOptions(), refetchOnMount: 'always' });
}
