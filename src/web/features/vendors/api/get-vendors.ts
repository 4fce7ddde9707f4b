import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Vendor } from '#contract/schemas/vendor.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

// Issue 22: every vendor, by name (the admins' /vendors screen).
export function getVendorsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.vendors.list({}),
    queryFn: ({ signal }) => apiFetch<Vendor[]>(API_PATHS.vendors, { signal }),
  });
}

export function useVendors() {
  return useQuery(getVendorsQueryOptions());
}
