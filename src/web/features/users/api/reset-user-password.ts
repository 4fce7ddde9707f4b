import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ResetPasswordResult } from '#contract/schemas/user.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { USERS_PATH } from './get-users.ts';
import { refreshAfterUserChange } from './refresh-after-user-change.ts';

export function resetUserPassword(id: string): Promise<ResetPasswordResult> {
  return apiFetch<ResetPasswordResult>(`${USERS_PATH}/${id}/reset-password`, { method: 'POST' });
}

export function useResetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserPassword,
    onSuccess: () => refreshAfterUserChange(queryClient),
  });
}
