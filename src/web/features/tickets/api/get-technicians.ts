import { queryOptions, useQuery } from '@tanstack/react-query';

import type { User } from '#contract/schemas/user.ts';
import { isAssignableTechnician } from '#contract/policies/tickets.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

export const USERS_PATH = API_PATHS.users;

export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return apiRequest('GET /api/users', { signal });
}

/** The same cache entry as the user manager's list; technicians are picked from it. */
export function getUsersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.users.all(),
    queryFn: ({ signal }) => getUsers(signal),
  });
}

/** Product rules §3 Technician (for assignment): active technicians, by name. Admins only. */
export function useTechnicians(enabled: boolean) {
  return useQuery({
    ...getUsersQueryOptions(),
    enabled,
    select: (users) =>
      users
        .filter((user) => isAssignableTechnician(user))
        .map((user) => ({ id: user.id, name: user.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
  });
}
