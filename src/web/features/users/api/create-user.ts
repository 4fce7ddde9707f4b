import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CreateUserInput } from '#contract/schemas/password-inputs.ts';
import type { ManagedUser as User } from '#contract/schemas/user.ts';
import { apiRequest } from '#web/lib/api-request.ts';

import { refreshAfterUserChange } from './refresh-after-user-change.ts';

export function createUser(input: CreateUserInput): Promise<User> {
  return apiRequest('POST /api/users', { body: input });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => refreshAfterUserChange(queryClient),
  });
}
