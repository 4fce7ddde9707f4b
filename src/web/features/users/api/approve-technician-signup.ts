import { useMutation, useQueryClient } from '@tanstack/react-query';

import type {
  ApprovedTechnicianSignup,
  ApproveTechnicianSignupInput,
} from '#contract/schemas/technician-signup.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import { refreshAfterUserChange } from './refresh-after-user-change.ts';

function approveTechnicianSignup({
  id,
  ...input
}: ApproveTechnicianSignupInput & { id: string }): Promise<ApprovedTechnicianSignup> {
  return apiRequest('POST /api/technician-signups/:id/approve', { params: { id }, body: input });
}

/** The new technician joins the user list and is offered for assignment at once. */
export function useApproveTechnicianSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTechnicianSignup,
    // The signups list is waited for; the users list is not (issue 36: the users screen shows it
    // behind the manager, and waiting for it let the approved card leave before its toast).
    onSettled: () => {
      void refreshAfterUserChange(queryClient);
      return queryClient.invalidateQueries({ queryKey: queryKeys.technicianSignups.all() });
    },
  });
}
