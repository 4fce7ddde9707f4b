import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Certification, CreateCertificationInput } from '#contract/schemas/certification.ts';
import { apiRequest } from '#web/lib/api-request.ts';

import { getCertificationsQueryOptions } from './get-certifications.ts';

type NewCertification = Omit<CreateCertificationInput, 'expirationDate'> & {
  expirationDate?: string;
};

/** Product rules §5: expirationDate is optional and omitted when empty. */
function createCertification(input: NewCertification): Promise<Certification> {
  return apiRequest('POST /api/certifications', { body: input });
}

export function useCreateCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCertification,
    onSuccess: (_created, input) =>
      queryClient.invalidateQueries({
        queryKey: getCertificationsQueryOptions(input.userId).queryKey,
      }),
  });
}
