import { useQuery } from '@tanstack/react-query';

import type { EquipmentLabel } from '#contract/schemas/equipment.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/equipment/labels?store=: the sheet's labels (each with the address its QR encodes). */
export function useEquipmentLabels(store: string) {
  return useQuery({
    queryKey: queryKeys.equipment.labels(store),
    queryFn: ({ signal }) =>
      apiFetch<{ labels: EquipmentLabel[] }>(
        `${API_PATHS.equipment}/labels?${new URLSearchParams({ store }).toString()}`,
        { signal },
      ),
    enabled: store !== '',
  });
}
