import { useQuery } from '@tanstack/react-query';

import type { Cost } from '#contract/schemas/spend.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Decision 037: GET /api/equipment/{id}/cost, the unit's tickets summed (admins only). */
function getEquipmentCost(equipmentId: string, signal?: AbortSignal): Promise<Cost> {
  return apiRequest('GET /api/equipment/:id/cost', { params: { id: equipmentId }, signal });
}

export function useEquipmentCost(equipmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.costs.equipment(equipmentId),
    queryFn: ({ signal }) => getEquipmentCost(equipmentId, signal),
    enabled,
  });
}
