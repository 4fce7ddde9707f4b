import { useQuery } from '@tanstack/react-query';

import { getLocationsQueryOptions } from '#web/lib/locations-query.ts';

export function useLocations() {
  return useQuery(getLocationsQueryOptions());
}
