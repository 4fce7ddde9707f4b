import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SessionUser } from '#contract/schemas/auth.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getMe(signal?: AbortSignal): Promise<SessionUser> {
  return apiRequest('GET /api/me', { signal });
}

export function getMeQueryOptions() {
  return queryOptions({ queryKey: queryKeys.me(), queryFn: ({ signal }) => getMe(signal) });
}

/** Re-validates the cached user against the server session once per load. */
export function useMe(enabled: boolean) {
  return useQuery({ ...getMeQueryOptions(), enabled });
}
