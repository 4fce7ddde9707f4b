import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '#web/lib/query-keys.ts';

import { getCategoriesQueryOptions } from './get-categories.ts';
import { getCategoryTicketCountsQueryOptions } from './get-category-ticket-counts.ts';

/** Product rules §7: the list is refreshed; tickets show category names, so they are refreshed too. */
export async function refreshAfterCategoryChange(queryClient: QueryClient): Promise<void> {
  // Issue 36: the screen's counts refresh too, unawaited: a change waits for the list only, so a
  // deleted row's toast comes before the row leaves (its callbacks end with it).
  void queryClient.invalidateQueries({ queryKey: getCategoryTicketCountsQueryOptions().queryKey });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getCategoriesQueryOptions().queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all() }),
  ]);
}
