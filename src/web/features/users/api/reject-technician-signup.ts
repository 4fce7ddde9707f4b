import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TechnicianSignup } from '#contract/schemas/technician-signup.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function rejectTechnicianSignup(id: string): Promise<TechnicianSignup> {
  return apiRequest('POST /api/technician-signups/:id/reject', { params: { id } });
}

export function useRejectTechnicianSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectTechnicianSignup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.technicianSignups.all() }),
  });
}
