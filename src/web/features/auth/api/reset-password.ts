import { useMutation } from '@tanstack/react-query';

import type { ResetPasswordInput } from '#contract/schemas/password-inputs.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export function resetPassword(input: ResetPasswordInput): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
