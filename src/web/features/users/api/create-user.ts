import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CreateUserInput } from '#contract/schemas/password-inputs.ts';
import type { ManagedUser as User } from '#contract/schemas/user.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { USERS_PATH } from './get-users.ts';
import { refreshAfterUserChange } from './refresh-after-user-change.ts';

export function createUser(input: CreateUserInput): Promise<User> {
  return apiFetch<User>(USERS_PATH, { method: 'POST', body: input });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => refreshAfterUserChange(queryClient),
  });
}
