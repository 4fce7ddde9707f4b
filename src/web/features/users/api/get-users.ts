import { queryOptions, useQuery } from '@tanstack/react-query';

import type { User } from '#contract/schemas/user.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const USERS_PATH = '/api/users';

export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return apiFetch<User[]>(USERS_PATH, { signal });
}

/** The same cache entry as the assign picker's technicians. */
export function getUsersQueryOptions() {
  return queryOptions({ queryKey: [USERS_PATH], queryFn: ({ signal }) => getUsers(signal) });
}

export function useUsers() {
  return useQuery(getUsersQueryOptions());
}
