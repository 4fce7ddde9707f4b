import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { EquipmentImportResult } from '#contract/schemas/equipment.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, invalidatePaths } from '#web/lib/query-keys.ts';

/** POST /api/equipment/import: the file as text/csv; a dry run only checks the rows. */
export function importEquipment({
  file,
  dryRun,
}: {
  file: Blob;
  dryRun: boolean;
}): Promise<EquipmentImportResult> {
  const query = dryRun ? '?dryRun=true' : '';
  return apiFetch<EquipmentImportResult>(`${API_PATHS.equipment}/import${query}`, {
    method: 'POST',
    raw: { body: file, contentType: 'text/csv' },
  });
}

export function useImportEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEquipment,
    onSuccess: (result) =>
      result.imported > 0 ? invalidatePaths(queryClient, [API_PATHS.equipment]) : undefined,
  });
}
