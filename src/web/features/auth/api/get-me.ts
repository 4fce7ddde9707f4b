import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SessionUser } from '#contract/schemas/auth.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

export function getMe(signal?: AbortSignal): Promise<SessionUser> {
  return apiFetch<SessionUser>(API_PATHS.me, { signal });
}

export function getMeQueryOptions() {
  return queryOptions({ queryKey: queryKeys.me(), queryFn: ({ signal }) => getMe(signal) });
}

/** Re-validates the cached user against the server session once per load. */
export function useMe(enabled: boolean) {
  return useQuery({ ...getMeQueryOptions(), enabled });
}
