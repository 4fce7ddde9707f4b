import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';

import { refreshAfterLocationChange } from './refresh-after-location-change.ts';

function deleteLocation(id: string): Promise<{ ok: true }> {
  return apiRequest('DELETE /api/locations/:id', { params: { id } });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    // Also after a refusal: the counts it was based on may have changed meanwhile.
    onSettled: () => refreshAfterLocationChange(queryClient),
  });
}
