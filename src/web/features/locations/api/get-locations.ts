import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Location } from '#contract/schemas/location.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getLocations(signal?: AbortSignal): Promise<Location[]> {
  return apiRequest('GET /api/locations', { signal });
}

/** The same cache entry as the create form's location options. */
export function getLocationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.locations.all(),
    queryFn: ({ signal }) => getLocations(signal),
  });
}

export function useLocations() {
  return useQuery(getLocationsQueryOptions());
}
