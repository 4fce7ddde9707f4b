import { useQuery } from '@tanstack/react-query';

import type { Equipment } from '#contract/schemas/equipment.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The most units one list answers (EquipmentListQuerySchema): a store's units of one category fit. */
const PICKER_LIMIT = 500;

export interface EquipmentScope {
  locationId: string;
  categoryId: string;
}

/** GET /api/equipment for one store and category: units in service and down, retired ones left out. */
function getEquipmentOptions(scope: EquipmentScope, signal?: AbortSignal) {
  return apiRequest('GET /api/equipment', {
    query: { location: scope.locationId, category: scope.categoryId, limit: PICKER_LIMIT },
    signal,
  });
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

function getEquipmentUnit(id: string, signal?: AbortSignal): Promise<Equipment> {
  return apiRequest('GET /api/equipment/:id', { params: { id }, signal });
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
