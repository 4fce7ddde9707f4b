import { queryOptions } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

// Decision 037: every vendor, by name (admins). Shared by the /vendors screen and the reports' vendor
// scorecard, which therefore read one cached list.
export function getVendorsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.vendors.list({}),
    queryFn: ({ signal }) => apiRequest('GET /api/vendors', { signal }),
  });
}
