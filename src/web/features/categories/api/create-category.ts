import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Category, CategoryInput } from '#contract/schemas/category.ts';
import { apiRequest } from '#web/lib/api-request.ts';

import { refreshAfterCategoryChange } from './refresh-after-category-change.ts';

function createCategory(input: CategoryInput): Promise<Category> {
  return apiRequest('POST /api/categories', { body: input });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    // Also after a refusal: the limit may have been reached by another admin meanwhile.
    onSettled: () => refreshAfterCategoryChange(queryClient),
  });
}
