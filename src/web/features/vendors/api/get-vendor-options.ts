import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The part of a store or category the vendor form needs (the lists answer more). */
export interface NamedOption {
  id: string;
  name: string;
}

// The same cache entries as the location and category managers' lists (features never import
// each other, so the vendors screen reads them itself).
function namedOptionsQuery(
  key: 'GET /api/locations' | 'GET /api/categories',
  queryKey: readonly unknown[],
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<NamedOption[]> => apiRequest(key, { signal }),
  });
}

export function useStoreOptions() {
  return useQuery(namedOptionsQuery('GET /api/locations', queryKeys.locations.all()));
}

export function useTradeOptions() {
  return useQuery(namedOptionsQuery('GET /api/categories', queryKeys.categories.all()));
}

/** The chain's currency for showing amounts (admins read the vendor settings). */
export function useVendorCurrency(): string {
  const settings = useQuery({
    queryKey: queryKeys.vendorSettings(),
    queryFn: ({ signal }) => apiRequest('GET /api/settings/vendors', { signal }),
  });
  return settings.data?.currency ?? 'USD';
}
