import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The part of a location the store picker needs (GET /api/locations answers more). */
interface StoreOption {
  id: string;
  name: string;
}

function getStoreOptions(signal?: AbortSignal): Promise<StoreOption[]> {
  return apiRequest('GET /api/locations', { signal });
}

/** The same cache entry as the location manager's list. */
function getStoreOptionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.locations.all(),
    queryFn: ({ signal }) => getStoreOptions(signal),
  });
}

/** A manager's store is picked from the server's locations (architecture §4). */
export function useStoreOptions(enabled: boolean) {
  return useQuery({ ...getStoreOptionsQueryOptions(), enabled });
}
