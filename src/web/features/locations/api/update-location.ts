import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Location, LocationInput } from '#contract/schemas/location.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { LOCATIONS_PATH } from './get-locations.ts';
import { refreshAfterLocationChange } from './refresh-after-location-change.ts';

export function updateLocation({
  id,
  ...input
}: LocationInput & { id: string }): Promise<Location> {
  return apiFetch<Location>(`${LOCATIONS_PATH}/${id}`, { method: 'PUT', body: input });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: () => refreshAfterLocationChange(queryClient),
  });
}
