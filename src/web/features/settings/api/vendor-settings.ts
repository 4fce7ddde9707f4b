import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { VendorSettings } from '#contract/schemas/vendor.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { API_PATHS, invalidatePaths, queryKeys } from '#web/lib/query-keys.ts';

// Decision 037: the chain's vendor settings, one record; admins read and save it.

export function useVendorSettings() {
  return useQuery({
    queryKey: queryKeys.vendorSettings(),
    queryFn: ({ signal }) => apiRequest('GET /api/settings/vendors', { signal }),
  });
}

/** Saving changes how amounts are shown (the currency): the vendors refresh. */
export function useSaveVendorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VendorSettings) => apiRequest('PUT /api/settings/vendors', { body: input }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.vendorSettings(), saved);
      await invalidatePaths(queryClient, [API_PATHS.vendors]);
    },
  });
}
