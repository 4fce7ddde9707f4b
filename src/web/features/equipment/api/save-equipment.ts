import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CreateEquipmentInput, UpdateEquipmentInput } from '#contract/schemas/equipment.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { API_PATHS, invalidatePaths } from '#web/lib/query-keys.ts';
import { useRefreshingMutation } from '#web/lib/refreshing-mutation.ts';

// Any change to a unit refreshes the whole register (lists, counts, histories, label sheets), and
// the tickets, which answer their unit's name.
const EQUIPMENT_PATHS = [API_PATHS.equipment, API_PATHS.tickets];

export function useCreateEquipment() {
  return useRefreshingMutation(EQUIPMENT_PATHS, (input: CreateEquipmentInput) =>
    apiRequest('POST /api/equipment', { body: input }),
  );
}

export function useUpdateEquipment() {
  return useRefreshingMutation(
    EQUIPMENT_PATHS,
    ({ id, input }: { id: string; input: UpdateEquipmentInput }) =>
      apiRequest('PUT /api/equipment/:id', { params: { id }, body: input }),
  );
}

/** DELETE retires the unit: it stays in its tickets' history and leaves the pickers. */
export function useRetireEquipment() {
  return useRefreshingMutation(EQUIPMENT_PATHS, (id: string) =>
    apiRequest('DELETE /api/equipment/:id', { params: { id } }),
  );
}

/** Adds or replaces the unit's one photo (multipart, field `photo`). */
export function useUploadEquipmentPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const formData = new FormData();
      formData.append('photo', file, file.name);
      return apiRequest('POST /api/equipment/:id/photo', { params: { id }, formData });
    },
    onSettled: () => invalidatePaths(queryClient, EQUIPMENT_PATHS),
  });
}
