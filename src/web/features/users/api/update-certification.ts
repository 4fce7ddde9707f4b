import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Certification } from '#contract/schemas/certification.ts';
import { apiRequest } from '#web/lib/api-request.ts';

import { getCertificationsQueryOptions } from './get-certifications.ts';

interface CertificationChanges {
  id: string;
  userId: string;
  certificationName: string;
  certificationNumber: string;
  /** Omitted when empty: the certification then has no expiration date. */
  expirationDate?: string;
}

function updateCertification({
  id,
  userId: _userId,
  ...input
}: CertificationChanges): Promise<Certification> {
  return apiRequest('PUT /api/certifications/:id', { params: { id }, body: input });
}

export function useUpdateCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCertification,
    onSuccess: (_updated, input) =>
      queryClient.invalidateQueries({
        queryKey: getCertificationsQueryOptions(input.userId).queryKey,
      }),
  });
}
