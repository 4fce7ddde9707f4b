import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ManagedUser as User } from '#contract/schemas/user.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

export const USERS_PATH = API_PATHS.users;

export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return apiRequest('GET /api/users', { signal });
}

/** The same cache entry as the assign picker's technicians. */
export function getUsersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.users.all(),
    queryFn: ({ signal }) => getUsers(signal),
  });
}

export function useUsers() {
  return useQuery(getUsersQueryOptions());
}
