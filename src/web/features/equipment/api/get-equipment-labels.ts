import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/equipment/labels?store=: the sheet's labels (each with the address its QR encodes). */
export function useEquipmentLabels(store: string) {
  return useQuery({
    queryKey: queryKeys.equipment.labels(store),
    queryFn: ({ signal }) => apiRequest('GET /api/equipment/labels', { query: { store }, signal }),
    enabled: store !== '',
  });
}
