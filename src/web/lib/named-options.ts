import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The part of a store, category or other record a picker needs (the lists answer more). */
export interface NamedOption {
  id: string;
  name: string;
}

// The same cache entries as the location and category managers' lists: the screens that pick a
// store or a category (features never import each other) read them through here.
function namedOptionsQuery(
  key: 'GET /api/locations' | 'GET /api/categories',
  queryKey: readonly unknown[],
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<NamedOption[]> => apiRequest(key, { signal }),
  });
}

/** The stores, for a picker. */
export function useStoreOptions(isEnabled = true) {
  return useQuery({
    ...namedOptionsQuery('GET /api/locations', queryKeys.locations.all()),
    enabled: isEnabled,
  });
}

/** The equipment categories (a vendor's trades), for a picker. */
export function useCategoryOptions() {
  return useQuery(namedOptionsQuery('GET /api/categories', queryKeys.categories.all()));
}
