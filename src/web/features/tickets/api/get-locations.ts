import { useQuery } from '@tanstack/react-query';

import { getLocationsQueryOptions } from '#web/lib/locations-query.ts';

/** The part of a location or category the create form needs (the lists answer more). */
export interface NamedOption {
  id: string;
  name: string;
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
