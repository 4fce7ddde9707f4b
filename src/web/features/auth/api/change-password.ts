import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { SessionUser } from '#contract/schemas/auth.ts';
import type { ChangePasswordInput } from '#contract/schemas/password-inputs.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { saveCurrentUser } from '#web/lib/current-user.ts';

import { getMeQueryOptions } from './get-me.ts';

export function changePassword(input: ChangePasswordInput): Promise<SessionUser> {
  return apiRequest('POST /api/change-password', { body: input });
}

/** Changes the signed-in user's password; the answered user no longer has to change it. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (user) => {
      queryClient.setQueryData(getMeQueryOptions().queryKey, user);
      saveCurrentUser(user);
    },
  });
}
