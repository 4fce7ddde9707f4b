import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Category, CategoryInput } from '#contract/schemas/category.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { CATEGORIES_PATH } from './get-categories.ts';
import { refreshAfterCategoryChange } from './refresh-after-category-change.ts';

export function updateCategory({
  id,
  ...input
}: CategoryInput & { id: string }): Promise<Category> {
  return apiFetch<Category>(`${CATEGORIES_PATH}/${id}`, { method: 'PUT', body: input });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => refreshAfterCategoryChange(queryClient),
  });
}
