import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SessionUser } from '#contract/schemas/auth.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export function getMe(signal?: AbortSignal): Promise<SessionUser> {
  return apiFetch<SessionUser>('/api/me', { signal });
}

export function getMeQueryOptions() {
  return queryOptions({ queryKey: ['/api/me'], queryFn: ({ signal }) => getMe(signal) });
}

/** Re-validates the cached user against the server session once per load. */
export function useMe(enabled: boolean) {
  return useQuery({ ...getMeQueryOptions(), enabled });
}
