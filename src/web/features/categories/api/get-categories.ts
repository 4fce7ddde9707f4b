import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Category } from '#contract/schemas/category.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest('GET /api/categories', { signal });
}

/** The same cache entry as the create form's category options. */
export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.categories.all(),
    queryFn: ({ signal }) => getCategories(signal),
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
