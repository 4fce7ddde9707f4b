import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * A unit and its tickets the caller may see, a page at a time, newest first
 * (GET /api/equipment/{id}/history; the busiest units have thousands of tickets).
 */
export function useEquipmentHistory(id: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.equipment.history(id),
      queryFn: ({ pageParam, signal }) =>
        apiRequest('GET /api/equipment/:id/history', {
          params: { id },
          query: { cursor: pageParam ?? undefined },
          signal,
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}
