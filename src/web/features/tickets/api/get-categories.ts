import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import type { NamedOption } from './get-locations.ts';

export function getCategories(signal?: AbortSignal): Promise<NamedOption[]> {
  return apiRequest('GET /api/categories', { signal });
}

/** The same cache entry as the category manager's list. */
export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.categories.all(),
    queryFn: ({ signal }) => getCategories(signal),
  });
}

/** architecture §8: the create form offers the server's categories. */
export function useCategoryOptions() {
  return useQuery(getCategoriesQueryOptions());
}
