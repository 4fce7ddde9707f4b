import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';

import { getCertificationsQueryOptions } from './get-certifications.ts';

function deleteCertification({ id }: { id: string; userId: string }): Promise<{ ok: true }> {
  return apiRequest('DELETE /api/certifications/:id', { params: { id } });
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
