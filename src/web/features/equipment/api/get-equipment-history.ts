import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** A unit with every ticket on it the caller may see (GET /api/equipment/{id}/history). */
export function useEquipmentHistory(id: string) {
  return useQuery({
    queryKey: queryKeys.equipment.history(id),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/equipment/:id/history', { params: { id }, signal }),
  });
}
