import { useQuery } from '@tanstack/react-query';

import type { Cost } from '#contract/schemas/spend.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Decision 037: GET /api/locations/{id}/cost, every ticket of the store summed (admins only). */
function getLocationCost(locationId: string, signal?: AbortSignal): Promise<Cost> {
  return apiRequest('GET /api/locations/:id/cost', { params: { id: locationId }, signal });
}

export function useLocationCost(locationId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.costs.location(locationId),
    queryFn: ({ signal }) => getLocationCost(locationId, signal),
    enabled,
  });
}
