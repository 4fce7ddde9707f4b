import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Location, LocationInput } from '#contract/schemas/location.ts';
import { apiRequest } from '#web/lib/api-request.ts';

import { refreshAfterLocationChange } from './refresh-after-location-change.ts';

export function createLocation(input: LocationInput): Promise<Location> {
  return apiRequest('POST /api/locations', { body: input });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: () => refreshAfterLocationChange(queryClient),
  });
}
