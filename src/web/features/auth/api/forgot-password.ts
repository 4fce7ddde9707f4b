import { useMutation } from '@tanstack/react-query';

import type { ForgotPasswordInput } from '#contract/schemas/auth.ts';
import { apiRequest } from '#web/lib/api-request.ts';

export function forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
  return apiRequest('POST /api/forgot-password', { body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
