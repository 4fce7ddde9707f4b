import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TechnicianSignup } from '#contract/schemas/technician-signup.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import { TECHNICIAN_SIGNUPS_PATH } from './get-technician-signups.ts';

export function rejectTechnicianSignup(id: string): Promise<TechnicianSignup> {
  return apiFetch<TechnicianSignup>(`${TECHNICIAN_SIGNUPS_PATH}/${id}/reject`, { method: 'POST' });
}

export function useRejectTechnicianSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectTechnicianSignup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.technicianSignups.all() }),
  });
}
