import { useMutation, useQueryClient } from '@tanstack/react-query';

import type {
  TechnicianSignup,
  TechnicianSignupInput,
} from '#contract/schemas/technician-signup.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Public: an applicant has no account yet. */
function submitTechnicianSignup(input: TechnicianSignupInput): Promise<TechnicianSignup> {
  return apiRequest('POST /api/technician-signups', { body: input });
}

export function useSubmitTechnicianSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTechnicianSignup,
    // An admin signed in on this browser sees the new application in the user manager.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.technicianSignups.all() }),
  });
}
