import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '#web/lib/query-keys.ts';

import { getCategoriesQueryOptions } from './get-categories.ts';

/** Product rules §7: the list is refreshed; tickets show category names, so they are refreshed too. */
export async function refreshAfterCategoryChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getCategoriesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all() }),
  ]);
}
