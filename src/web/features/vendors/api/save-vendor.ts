import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { VendorInput } from '#contract/schemas/vendor.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { API_PATHS, invalidatePaths } from '#web/lib/query-keys.ts';

function refreshVendors(queryClient: ReturnType<typeof useQueryClient>) {
  return invalidatePaths(queryClient, [API_PATHS.vendors]);
}

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VendorInput) => apiRequest('POST /api/vendors', { body: input }),
    onSuccess: () => refreshVendors(queryClient),
  });
}

export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: VendorInput }) =>
      apiRequest('PUT /api/vendors/:id', { params: { id }, body: input }),
    onSuccess: () => refreshVendors(queryClient),
  });
}

export function useDeleteVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE /api/vendors/:id', { params: { id } }),
    onSuccess: () => refreshVendors(queryClient),
  });
}
