import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '#web/lib/query-keys.ts';

import { getLocationsQueryOptions } from './get-locations.ts';

/** Product rules §7: the list is refreshed; tickets show location names, so they are refreshed too. */
export async function refreshAfterLocationChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getLocationsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all() }),
  ]);
}
