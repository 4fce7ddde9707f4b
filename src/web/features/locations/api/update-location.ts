import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Location, LocationInput } from '#contract/schemas/location.ts';
import { apiRequest } from '#web/lib/api-request.ts';

import { refreshAfterLocationChange } from './refresh-after-location-change.ts';

function updateLocation({
  id,
  ...input
}: LocationInput & { id: string }): Promise<Location> {
  return apiRequest('PUT /api/locations/:id', { params: { id }, body: input });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: () => refreshAfterLocationChange(queryClient),
  });
}
