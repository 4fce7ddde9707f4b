import type { Location, LocationInput } from '#contract/schemas/location.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { useMutationWithRefresh } from '#web/lib/refreshing-mutation.ts';

import { refreshAfterLocationChange } from './refresh-after-location-change.ts';

function updateLocation({ id, ...input }: LocationInput & { id: string }): Promise<Location> {
  return apiRequest('PUT /api/locations/:id', { params: { id }, body: input });
}

export function useUpdateLocation() {
  return useMutationWithRefresh(refreshAfterLocationChange, updateLocation);
}
