import type { Category, CategoryInput } from '#contract/schemas/category.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { useMutationWithRefresh } from '#web/lib/refreshing-mutation.ts';

import { refreshAfterCategoryChange } from './refresh-after-category-change.ts';

function updateCategory({ id, ...input }: CategoryInput & { id: string }): Promise<Category> {
  return apiRequest('PUT /api/categories/:id', { params: { id }, body: input });
}

export function useUpdateCategory() {
  return useMutationWithRefresh(refreshAfterCategoryChange, updateCategory);
}
