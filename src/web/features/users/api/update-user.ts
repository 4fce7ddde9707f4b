import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { UpdateUserInput, ManagedUser as User } from '#contract/schemas/user.ts';
import { apiRequest } from '#web/lib/api-request.ts';

import { refreshAfterUserChange } from './refresh-after-user-change.ts';

/** Product rules §5: on edit only name, role and status are sent (and a manager's store). */
function updateUser({
  id,
  ...input
}: Omit<UpdateUserInput, 'username'> & { id: string }): Promise<User> {
  return apiRequest('PUT /api/users/:id', { params: { id }, body: input });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => refreshAfterUserChange(queryClient),
  });
}
