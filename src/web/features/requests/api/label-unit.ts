import { useQuery } from '@tanstack/react-query';

import type { PublicEquipment } from '#contract/schemas/maintenance-request.ts';
import type { TicketEquipment } from '#contract/schemas/equipment-ref.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The public page's unit: its name and store only (404 for any unknown code). */
export function usePublicUnit(shortCode: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.requests.publicUnit(shortCode),
    queryFn: ({ signal }) =>
      apiFetch<PublicEquipment>(`/api/public/equipment/${encodeURIComponent(shortCode)}`, {
        signal,
      }),
    enabled,
    retry: false,
  });
}

/** A signed-in admin's or store manager's view of a label: the unit's id for the create form. */
export function useLabelUnit(shortCode: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.requests.labelUnit(shortCode),
    queryFn: ({ signal }) =>
      apiFetch<TicketEquipment>(`/api/requests/units/${encodeURIComponent(shortCode)}`, {
        signal,
      }),
    enabled,
    retry: false,
  });
}
