import { useQuery } from '@tanstack/react-query';

import type { Equipment, EquipmentList } from '#contract/schemas/equipment.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

/** The most units one list answers (EquipmentListQuerySchema): a store's units of one category fit. */
const PICKER_LIMIT = 500;

export interface EquipmentScope {
  locationId: string;
  categoryId: string;
}

/** GET /api/equipment for one store and category: units in service and down, retired ones left out. */
export function getEquipmentOptions(scope: EquipmentScope, signal?: AbortSignal) {
  const query = new URLSearchParams({
    location: scope.locationId,
    category: scope.categoryId,
    limit: String(PICKER_LIMIT),
  });
  return apiFetch<EquipmentList>(`${API_PATHS.equipment}?${query.toString()}`, { signal });
}

/** The create form's picker: the units of the chosen store and category, once both are chosen. */
export function useEquipmentOptions(scope: EquipmentScope | null) {
  return useQuery({
    queryKey: queryKeys.equipment.list({ ...scope, limit: PICKER_LIMIT, purpose: 'ticket-picker' }),
    queryFn: ({ signal }) => getEquipmentOptions(scope as EquipmentScope, signal),
    enabled: scope !== null,
    select: (list) => list.equipment,
  });
}

export function getEquipmentUnit(id: string, signal?: AbortSignal): Promise<Equipment> {
  return apiFetch<Equipment>(`${API_PATHS.equipment}/${encodeURIComponent(id)}`, { signal });
}

/** One unit, for `/create-ticket?equipmentId=`: an unknown or hidden unit fails at once. */
export function useEquipmentUnit(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.equipment.detail(id ?? ''),
    queryFn: ({ signal }) => getEquipmentUnit(id ?? '', signal),
    enabled: id !== undefined,
    retry: false,
  });
}
