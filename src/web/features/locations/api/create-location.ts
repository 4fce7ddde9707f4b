import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Location, LocationInput } from '#contract/schemas/location.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { LOCATIONS_PATH } from './get-locations.ts';
import { refreshAfterLocationChange } from './refresh-after-location-change.ts';

export function createLocation(input: LocationInput): Promise<Location> {
  return apiFetch<Location>(LOCATIONS_PATH, { method: 'POST', body: input });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: () => refreshAfterLocationChange(queryClient),
  });
}
