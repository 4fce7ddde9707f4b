import { queryOptions, useQuery } from '@tanstack/react-query';

import { FIVE_MINUTES_MS } from '#contract/constants.ts';
import type { SchedulingOptimization } from '#contract/schemas/ai.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getSchedulingOptimization(signal?: AbortSignal): Promise<SchedulingOptimization> {
  return apiRequest('GET /api/scheduling-optimization', { signal });
}

/** Product rules §7: an object with a suggestions list, fresh for 5 minutes. */
function getSchedulingOptimizationQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.schedulingOptimization(),
    queryFn: ({ signal }) => getSchedulingOptimization(signal),
    staleTime: FIVE_MINUTES_MS,
  });
}

export function useSchedulingOptimization() {
  return useQuery(getSchedulingOptimizationQueryOptions());
}
