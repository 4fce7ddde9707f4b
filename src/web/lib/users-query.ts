import { queryOptions } from '@tanstack/react-query';

import type { ManagedUser } from '#contract/schemas/user.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getUsers(signal?: AbortSignal): Promise<ManagedUser[]> {
  return apiRequest('GET /api/users', { signal });
}

// One cache entry, shared by the user manager's list and the assign picker's technicians.
export function getUsersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.users.all(),
    queryFn: ({ signal }) => getUsers(signal),
  });
}
