import { queryOptions, useQuery } from '@tanstack/react-query';

import { FIVE_MINUTES_MS } from '#contract/constants.ts';
import type { Insight } from '#contract/schemas/ai.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getInsights(signal?: AbortSignal): Promise<Insight[]> {
  return apiRequest('GET /api/insights', { signal });
}

/** Product rules §7: a list of insights, fresh for 5 minutes. */
function getInsightsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.insights(),
    queryFn: ({ signal }) => getInsights(signal),
    staleTime: FIVE_MINUTES_MS,
  });
}

export function useInsights() {
  return useQuery(getInsightsQueryOptions());
}
