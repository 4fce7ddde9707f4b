import { useMutation } from '@tanstack/react-query';

import type { ResetPasswordInput } from '#contract/schemas/password-inputs.ts';
import { apiRequest } from '#web/lib/api-request.ts';

export function resetPassword(input: ResetPasswordInput): Promise<{ ok: true }> {
  return apiRequest('POST /api/reset-password', { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
