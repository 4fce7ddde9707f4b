import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

/** The part of a store or category the vendor form needs (the lists answer more). */
export interface NamedOption {
  id: string;
  name: string;
}

// The same cache entries as the location and category managers' lists (features never import
// each other, so the vendors screen reads them itself).
function namedOptionsQuery(path: string, queryKey: readonly unknown[]) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiFetch<NamedOption[]>(path, { signal }),
  });
}

export function useStoreOptions() {
  return useQuery(namedOptionsQuery(API_PATHS.locations, queryKeys.locations.all()));
}

export function useTradeOptions() {
  return useQuery(namedOptionsQuery(API_PATHS.categories, queryKeys.categories.all()));
}

/** The chain's currency for showing amounts (admins read the vendor settings). */
export function useVendorCurrency(): string {
  const settings = useQuery({
    queryKey: queryKeys.vendorSettings(),
    queryFn: ({ signal }) => apiFetch<{ currency: string }>(API_PATHS.vendorSettings, { signal }),
  });
  return settings.data?.currency ?? 'USD';
}
