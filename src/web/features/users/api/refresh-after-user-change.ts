import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '#web/lib/query-keys.ts';
import { getUsersQueryOptions } from '#web/lib/users-query.ts';

import { getUserTicketCountsQueryOptions } from './get-user-ticket-counts.ts';

/** Product rules §7: the list is refreshed; tickets show people's names, so they are refreshed too. */
export async function refreshAfterUserChange(queryClient: QueryClient): Promise<void> {
  // Issue 36: the screen's counts refresh too, unawaited: a change waits for the list only, so a
  // deleted row's toast comes before the row leaves (its callbacks end with it).
  void queryClient.invalidateQueries({ queryKey: getUserTicketCountsQueryOptions().queryKey });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getUsersQueryOptions().queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all() }),
  ]);
}
