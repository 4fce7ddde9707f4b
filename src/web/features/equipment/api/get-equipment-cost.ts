import { useQuery } from '@tanstack/react-query';

import type { Cost } from '#contract/schemas/spend.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

/** Issue 22: GET /api/equipment/{id}/cost, the unit's tickets summed (admins only). */
export function getEquipmentCost(equipmentId: string, signal?: AbortSignal): Promise<Cost> {
  return apiFetch<Cost>(`${API_PATHS.equipment}/${encodeURIComponent(equipmentId)}/cost`, {
    signal,
  });
}

export function useEquipmentCost(equipmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.costs.equipment(equipmentId),
    queryFn: ({ signal }) => getEquipmentCost(equipmentId, signal),
    enabled,
  });
}
