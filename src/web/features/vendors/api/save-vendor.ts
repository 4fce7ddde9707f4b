import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Vendor, VendorInput } from '#contract/schemas/vendor.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, invalidatePaths } from '#web/lib/query-keys.ts';

export function vendorPath(id: string): string {
  return `${API_PATHS.vendors}/${id}`;
}

function refreshVendors(queryClient: ReturnType<typeof useQueryClient>) {
  return invalidatePaths(queryClient, [API_PATHS.vendors]);
}

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VendorInput) =>
      apiFetch<Vendor>(API_PATHS.vendors, { method: 'POST', body: input }),
    onSuccess: () => refreshVendors(queryClient),
  });
}

export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: VendorInput }) =>
      apiFetch<Vendor>(vendorPath(id), { method: 'PUT', body: input }),
    onSuccess: () => refreshVendors(queryClient),
  });
}

export function useDeleteVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(vendorPath(id), { method: 'DELETE' }),
    onSuccess: () => refreshVendors(queryClient),
  });
}
