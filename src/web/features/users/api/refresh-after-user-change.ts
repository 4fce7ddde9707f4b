import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '#web/lib/query-keys.ts';
import { getUsersQueryOptions } from '#web/lib/users-query.ts';

/** Product rules §7: the list is refreshed; tickets show people's names, so they are refreshed too. */
export async function refreshAfterUserChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getUsersQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all() }),
  ]);
}
