import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '#web/lib/api-client.ts';

import { CERTIFICATIONS_PATH, getCertificationsQueryOptions } from './get-certifications.ts';

export function deleteCertification({ id }: { id: string; userId: string }): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`${CERTIFICATIONS_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeleteCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCertification,
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({
        queryKey: getCertificationsQueryOptions(input.userId).queryKey,
      }),
  });
}
