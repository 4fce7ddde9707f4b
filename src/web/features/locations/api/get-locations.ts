import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Location } from '#contract/schemas/location.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const LOCATIONS_PATH = '/api/locations';

export function getLocations(signal?: AbortSignal): Promise<Location[]> {
  return apiFetch<Location[]>(LOCATIONS_PATH, { signal });
}

/** The same cache entry as the create form's location options. */
export function getLocationsQueryOptions() {
  return queryOptions({
    queryKey: [LOCATIONS_PATH],
    queryFn: ({ signal }) => getLocations(signal),
  });
}

export function useLocations() {
  return useQuery(getLocationsQueryOptions());
}
