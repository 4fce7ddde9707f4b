import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ActiveSession } from '#contract/schemas/time-session.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getActiveSession(signal?: AbortSignal): Promise<ActiveSession> {
  return apiRequest('GET /api/time-clock/active', { signal });
}

/** Product rules §7: keyed by the user's id, so another user's answer is never shown. */
export function getActiveSessionQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.activeSession.ofUser(userId),
    queryFn: ({ signal }) => getActiveSession(signal),
  });
}

/** Product rules §6: time clock queries run only when the user's id is known. */
export function useActiveSession(userId: string | undefined) {
  return useQuery({ ...getActiveSessionQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
