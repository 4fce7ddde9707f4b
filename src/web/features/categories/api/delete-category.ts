import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '#web/lib/api-client.ts';

import { CATEGORIES_PATH } from './get-categories.ts';
import { refreshAfterCategoryChange } from './refresh-after-category-change.ts';

export function deleteCategory(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`${CATEGORIES_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    // Also after a refusal: another admin may have changed the list meanwhile.
    onSettled: () => refreshAfterCategoryChange(queryClient),
  });
}
