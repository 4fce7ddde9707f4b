import { queryOptions } from '@tanstack/react-query';

import type { Vendor } from '#contract/schemas/vendor.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

// Issue 22: every vendor, by name (admins). Shared by the /vendors screen and the reports' vendor
// scorecard, which therefore read one cached list.
export function getVendorsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.vendors.list({}),
    queryFn: ({ signal }) => apiFetch<Vendor[]>(API_PATHS.vendors, { signal }),
  });
}
