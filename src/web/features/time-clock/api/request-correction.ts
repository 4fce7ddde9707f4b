import { useMutation } from '@tanstack/react-query';

import type {
  CorrectionRequest,
  CorrectionRequestInput,
} from '#contract/schemas/time-correction.ts';
import { apiRequest } from '#web/lib/api-request.ts';

/** Decision 035 (decision 035 §6): the owner of a session asks an admin or their manager to correct it. */
export function requestCorrection({
  sessionId,
  input,
}: {
  sessionId: string;
  input: CorrectionRequestInput;
}): Promise<CorrectionRequest> {
  return apiRequest('POST /api/time-sessions/:id/correction-requests', {
    params: { id: sessionId },
    body: input,
  });
}

export function useRequestCorrection() {
  return useMutation({ mutationFn: requestCorrection });
}
