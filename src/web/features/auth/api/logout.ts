import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';
import { clearCurrentUser } from '#web/lib/current-user.ts';

export function logout(): Promise<{ ok: true }> {
  return apiRequest('POST /api/logout');
}

/** Ends the server session, then forgets the user and every cached answer (product rules §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearCurrentUser();
      queryClient.clear();
    },
  });
}
