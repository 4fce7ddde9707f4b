import { useInfiniteQuery, keepPreviousData } from '@tanstack/react-query';

import type { EquipmentList } from '#contract/schemas/equipment.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import { equipmentListSearch } from '../lib/list-filters.ts';
import type { EquipmentFilters } from '../lib/list-filters.ts';

function getEquipmentList(
  filters: EquipmentFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<EquipmentList> {
  const search = new URLSearchParams(equipmentListSearch(filters, offset));
  return apiRequest('GET /api/equipment', { query: Object.fromEntries(search), signal });
}

/** The register's pages: 'Load more' asks for the next offset until every match is shown. */
export function useEquipmentList(filters: EquipmentFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.equipment.list(filters),
    queryFn: ({ pageParam, signal }) => getEquipmentList(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.equipment.length, 0);
      return shown < lastPage.matching && lastPage.equipment.length > 0 ? shown : undefined;
    },
    // The old rows stay while a new search loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });
}
