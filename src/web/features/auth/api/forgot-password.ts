import { useMutation } from '@tanstack/react-query';

import type { ForgotPasswordInput } from '#contract/schemas/auth.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export function forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/forgot-password', { method: 'POST', body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
