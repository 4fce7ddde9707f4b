import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { EquipmentImportResult } from '#contract/schemas/equipment.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { API_PATHS, invalidatePaths } from '#web/lib/query-keys.ts';

/** POST /api/equipment/import: the file as text/csv; a dry run only checks the rows. */
function importEquipment({
  file,
  dryRun,
}: {
  file: Blob;
  dryRun: boolean;
}): Promise<EquipmentImportResult> {
  return apiRequest('POST /api/equipment/import', {
    query: { dryRun: dryRun ? 'true' : undefined },
    csv: file,
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
