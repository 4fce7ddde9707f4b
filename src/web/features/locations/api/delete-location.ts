import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '#web/lib/api-client.ts';

import { LOCATIONS_PATH } from './get-locations.ts';
import { refreshAfterLocationChange } from './refresh-after-location-change.ts';

export function deleteLocation(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`${LOCATIONS_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    // Also after a refusal: the counts it was based on may have changed meanwhile.
    onSettled: () => refreshAfterLocationChange(queryClient),
  });
}
