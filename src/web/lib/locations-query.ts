import { queryOptions } from '@tanstack/react-query';

import type { Location } from '#contract/schemas/location.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The stores as the API answers them (the create form uses their names, the detail an address). */
function getLocations(signal?: AbortSignal): Promise<Location[]> {
  return apiRequest('GET /api/locations', { signal });
}

// One cache entry, shared by the location manager's list and the create form's location options.
export function getLocationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.locations.all(),
    queryFn: ({ signal }) => getLocations(signal),
  });
}
