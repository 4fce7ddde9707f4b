import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

/** The part of a location or category the create form needs (the lists answer more). */
export interface NamedOption {
  id: string;
  name: string;
}

export function getLocations(signal?: AbortSignal): Promise<NamedOption[]> {
  return apiFetch<NamedOption[]>(API_PATHS.locations, { signal });
}

/** The same cache entry as the location manager's list. */
export function getLocationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.locations.all(),
    queryFn: ({ signal }) => getLocations(signal),
  });
}

/** architecture §8: the create form offers the server's locations. */
export function useLocationOptions() {
  return useQuery(getLocationsQueryOptions());
}
