import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Category, CategoryInput } from '#contract/schemas/category.ts';
import { apiRequest } from '#web/lib/api-request.ts';

import { refreshAfterCategoryChange } from './refresh-after-category-change.ts';

function updateCategory({
  id,
  ...input
}: CategoryInput & { id: string }): Promise<Category> {
  return apiRequest('PUT /api/categories/:id', { params: { id }, body: input });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => refreshAfterCategoryChange(queryClient),
  });
}
