import { useMutation } from '@tanstack/react-query';

import type { LoginInput, SessionUser } from '#contract/schemas/auth.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { saveCurrentUser } from '#web/lib/current-user.ts';

export function login(input: LoginInput): Promise<SessionUser> {
  return apiRequest('POST /api/login', { body: input, isLoginRequest: true });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      saveCurrentUser(user);
    },
  });
}
