import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CategoryTicketCounts } from '#contract/schemas/category.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getCategoryTicketCounts(signal?: AbortSignal): Promise<CategoryTicketCounts[]> {
  return apiRequest('GET /api/categories/ticket-counts', { signal });
}

/** Under the categories' key, so a category change refreshes the counts too. */
export function getCategoryTicketCountsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.categories.ticketCounts(),
    queryFn: ({ signal }) => getCategoryTicketCounts(signal),
  });
}

export function useCategoryTicketCounts() {
  return useQuery(getCategoryTicketCountsQueryOptions());
}
