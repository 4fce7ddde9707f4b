import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';

import { refreshAfterCategoryChange } from './refresh-after-category-change.ts';

export function deleteCategory(id: string): Promise<{ ok: true }> {
  return apiRequest('DELETE /api/categories/:id', { params: { id } });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    // Also after a refusal: another admin may have changed the list meanwhile.
    onSettled: () => refreshAfterCategoryChange(queryClient),
  });
}
