import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Location } from '#contract/schemas/location.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The part of a location or category the create form needs (the lists answer more). */
export interface NamedOption {
  id: string;
  name: string;
}

/** The stores as the API answers them (the create form uses their names, the detail an address). */
export function getLocations(signal?: AbortSignal): Promise<Location[]> {
  return apiRequest('GET /api/locations', { signal });
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

/**
 * Decisions 029-031: the address of a ticket's store, for the detail's map link. Read from the stores list
 * every role may read (one cached request), so the ticket itself needs no extra field.
 */
export function useStoreAddress(locationId: string): string | undefined {
  const query = useQuery({
    ...getLocationsQueryOptions(),
    select: (locations) => locations.find((location) => location.id === locationId)?.address,
  });
  return query.data;
}
