import type { QueryClient } from '@tanstack/react-query';

import { getLocationsQueryOptions } from '#web/lib/locations-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * Product rules §7: the list is refreshed; tickets show location names, so they are refreshed too.
 * Only the list itself (`exact`): the stores' repair costs live under the same prefix, and waiting
 * for them (a deleted store's answers 404) held back the row's confirmation until the row was gone,
 * so 'Location deleted successfully' was never shown.
 */
export async function refreshAfterLocationChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getLocationsQueryOptions().queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all() }),
  ]);
}
