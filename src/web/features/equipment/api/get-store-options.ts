import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The part of a store or category the register's pickers need (the lists answer more). */
export interface NamedOption {
  id: string;
  name: string;
}

// The same cache entries as the location and category managers' lists (features never import
// each other, so the register reads them itself).
function namedOptionsQuery(
  key: 'GET /api/locations' | 'GET /api/categories',
  queryKey: readonly unknown[],
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<NamedOption[]> => apiRequest(key, { signal }),
  });
}

export function useStoreOptions(isEnabled = true) {
  return useQuery({
    ...namedOptionsQuery('GET /api/locations', queryKeys.locations.all()),
    enabled: isEnabled,
  });
}

export function useCategoryOptions() {
  return useQuery(namedOptionsQuery('GET /api/categories', queryKeys.categories.all()));
}
