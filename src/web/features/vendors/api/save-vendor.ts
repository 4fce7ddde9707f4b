import type { VendorInput } from '#contract/schemas/vendor.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { API_PATHS } from '#web/lib/query-keys.ts';
import { useRefreshingMutation } from '#web/lib/refreshing-mutation.ts';

const VENDOR_PATHS = [API_PATHS.vendors];

export function useCreateVendor() {
  return useRefreshingMutation(VENDOR_PATHS, (input: VendorInput) =>
    apiRequest('POST /api/vendors', { body: input }),
  );
}

export function useUpdateVendor() {
  return useRefreshingMutation(VENDOR_PATHS, ({ id, input }: { id: string; input: VendorInput }) =>
    apiRequest('PUT /api/vendors/:id', { params: { id }, body: input }),
  );
}

export function useDeleteVendor() {
  return useRefreshingMutation(VENDOR_PATHS, (id: string) =>
    apiRequest('DELETE /api/vendors/:id', { params: { id } }),
  );
}
