import { useQuery } from '@tanstack/react-query';

import { API_PATHS } from '#web/lib/query-keys.ts';
import { getUsersQueryOptions } from '#web/lib/users-query.ts';

export const USERS_PATH = API_PATHS.users;

export function useUsers() {
  return useQuery(getUsersQueryOptions());
}
