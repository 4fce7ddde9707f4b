import { useQuery } from '@tanstack/react-query';

import { isAssignableTechnician } from '#contract/policies/tickets.ts';
import { API_PATHS } from '#web/lib/query-keys.ts';
import { getUsersQueryOptions } from '#web/lib/users-query.ts';

export const USERS_PATH = API_PATHS.users;

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
