import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The public page's unit: its name and store only (404 for any unknown code). */
export function usePublicUnit(shortCode: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.requests.publicUnit(shortCode),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/public/equipment/:shortCode', { params: { shortCode }, signal }),
    enabled,
    retry: false,
  });
}

/** A signed-in admin's or store manager's view of a label: the unit's id for the create form. */
export function useLabelUnit(shortCode: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.requests.labelUnit(shortCode),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/requests/units/:shortCode', { params: { shortCode }, signal }),
    enabled,
    retry: false,
  });
}
