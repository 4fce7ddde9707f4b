import { useMutation } from '@tanstack/react-query';

import type {
  CorrectionRequest,
  CorrectionRequestInput,
} from '#contract/schemas/time-correction.ts';
import { apiFetch } from '#web/lib/api-client.ts';

/** Issue 20 (decision 035 §6): the owner of a session asks an admin or their manager to correct it. */
export function requestCorrection({
  sessionId,
  input,
}: {
  sessionId: string;
  input: CorrectionRequestInput;
}): Promise<CorrectionRequest> {
  return apiFetch<CorrectionRequest>(
    `/api/time-sessions/${encodeURIComponent(sessionId)}/correction-requests`,
    { method: 'POST', body: input },
  );
}

export function useRequestCorrection() {
  return useMutation({ mutationFn: requestCorrection });
}
