import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

/** The part of a store or category the register's pickers need (the lists answer more). */
export interface NamedOption {
  id: string;
  name: string;
}

// The same cache entries as the location and category managers' lists (features never import
// each other, so the register reads them itself).
function namedOptionsQuery(path: string, queryKey: readonly unknown[]) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiFetch<NamedOption[]>(path, { signal }),
  });
}

export function useStoreOptions(isEnabled = true) {
  return useQuery({
    ...namedOptionsQuery(API_PATHS.locations, queryKeys.locations.all()),
    enabled: isEnabled,
  });
}

export function useCategoryOptions() {
  return useQuery(namedOptionsQuery(API_PATHS.categories, queryKeys.categories.all()));
}
