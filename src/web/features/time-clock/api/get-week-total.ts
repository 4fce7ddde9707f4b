import { queryOptions, useQuery } from '@tanstack/react-query';

import type { WeekTotal } from '#contract/schemas/time-session.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getWeekTotal(signal?: AbortSignal): Promise<WeekTotal> {
  return apiRequest('GET /api/time-clock/week-total', { signal });
}

/** Computed by the server, so it covers the whole week whatever page of logs is loaded. */
export function useWeekTotal(userId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.timeSessions.weekTotal(userId ?? ''),
      queryFn: ({ signal }) => getWeekTotal(signal),
      enabled: Boolean(userId),
    }),
  );
}
