import { useMutation } from '@tanstack/react-query';

import type { LoginInput, SessionUser } from '#contract/schemas/auth.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { saveCurrentUser } from '#web/lib/current-user.ts';

export function login(input: LoginInput): Promise<SessionUser> {
  return apiFetch<SessionUser>('/api/login', { method: 'POST', body: input, isLoginRequest: true });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      saveCurrentUser(user);
    },
  });
}
