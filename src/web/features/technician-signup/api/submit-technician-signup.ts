import { useMutation, useQueryClient } from '@tanstack/react-query';

import type {
  TechnicianSignup,
  TechnicianSignupInput,
} from '#contract/schemas/technician-signup.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

const TECHNICIAN_SIGNUPS_PATH = API_PATHS.technicianSignups;

/** Public: an applicant has no account yet. */
export function submitTechnicianSignup(input: TechnicianSignupInput): Promise<TechnicianSignup> {
  return apiFetch<TechnicianSignup>(TECHNICIAN_SIGNUPS_PATH, { method: 'POST', body: input });
}

export function useSubmitTechnicianSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTechnicianSignup,
    // An admin signed in on this browser sees the new application in the user manager.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.technicianSignups.all() }),
  });
}
