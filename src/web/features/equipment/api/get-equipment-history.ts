import { useQuery } from '@tanstack/react-query';

import type { EquipmentHistory } from '#contract/schemas/equipment.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

export function equipmentPath(id: string): string {
  return `${API_PATHS.equipment}/${encodeURIComponent(id)}`;
}

/** A unit with every ticket on it the caller may see (GET /api/equipment/{id}/history). */
export function useEquipmentHistory(id: string) {
  return useQuery({
    queryKey: queryKeys.equipment.history(id),
    queryFn: ({ signal }) => apiFetch<EquipmentHistory>(`${equipmentPath(id)}/history`, { signal }),
  });
}
