import { queryOptions, useQuery } from '@tanstack/react-query';

import type { TimeSession } from '#contract/schemas/time-session.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

export const TIME_SESSIONS_PATH = API_PATHS.timeSessions;
/** The Time Logs card shows the latest sessions; older ones are in the time report. */
export const TIME_LOGS_LIMIT = 50;

export function getTimeSessions(signal?: AbortSignal): Promise<TimeSession[]> {
  return apiFetch<TimeSession[]>(`${TIME_SESSIONS_PATH}?limit=${String(TIME_LOGS_LIMIT)}`, {
    signal,
  });
}

export function getTimeSessionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.timeSessions.ofUser(userId),
    queryFn: ({ signal }) => getTimeSessions(signal),
  });
}

/** Product rules §6: time clock queries run only when the user's id is known. */
export function useTimeSessions(userId: string | undefined) {
  return useQuery({ ...getTimeSessionsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
