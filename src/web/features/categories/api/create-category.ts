import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Category, CategoryInput } from '#contract/schemas/category.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { CATEGORIES_PATH } from './get-categories.ts';
import { refreshAfterCategoryChange } from './refresh-after-category-change.ts';

export function createCategory(input: CategoryInput): Promise<Category> {
  return apiFetch<Category>(CATEGORIES_PATH, { method: 'POST', body: input });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    // Also after a refusal: the limit may have been reached by another admin meanwhile.
    onSettled: () => refreshAfterCategoryChange(queryClient),
  });
}
