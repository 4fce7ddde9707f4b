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
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.technicianSignups.all() }),
        refreshAfterUserChange(queryClient),
      ]),
  });
}
