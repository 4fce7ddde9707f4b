import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '#web/lib/api-client.ts';

import { USERS_PATH } from './get-users.ts';
import { refreshAfterUserChange } from './refresh-after-user-change.ts';

export function deleteUser(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`${USERS_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => refreshAfterUserChange(queryClient),
  });
}
