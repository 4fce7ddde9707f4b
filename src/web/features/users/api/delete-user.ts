import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';

import { refreshAfterUserChange } from './refresh-after-user-change.ts';

function deleteUser(id: string): Promise<{ ok: true }> {
  return apiRequest('DELETE /api/users/:id', { params: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => refreshAfterUserChange(queryClient),
  });
}
