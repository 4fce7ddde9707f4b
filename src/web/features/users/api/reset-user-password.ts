import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ResetPasswordResult } from '#contract/schemas/user.ts';
import { apiRequest } from '#web/lib/api-request.ts';

import { refreshAfterUserChange } from './refresh-after-user-change.ts';

function resetUserPassword(id: string): Promise<ResetPasswordResult> {
  return apiRequest('POST /api/users/:id/reset-password', { params: { id } });
}

export function useResetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserPassword,
    onSuccess: () => refreshAfterUserChange(queryClient),
  });
}
