import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { PmComplianceReport } from '#contract/schemas/pm-plan.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Inclusive due days (YYYY-MM-DD) and a store, or every store the caller may see. */
export interface PmComplianceFilters {
  from: string;
  to: string;
  locationId: string | null;
}

function getPmCompliance(
  filters: PmComplianceFilters,
  signal?: AbortSignal,
): Promise<PmComplianceReport> {
  return apiRequest('GET /api/reports/pm-compliance', {
    query: { from: filters.from, to: filters.to, locationId: filters.locationId || undefined },
    signal,
  });
}

/** The report of a period; the previous one stays on screen while the next loads. */
export function usePmCompliance(filters: PmComplianceFilters, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.pmCompliance(filters),
      queryFn: ({ signal }) => getPmCompliance(filters, signal),
    }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The stores for an admin's store filter: the same cache entry as the locations screen's list. */
export function useReportStores(isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.locations.all(),
    queryFn: ({ signal }) => apiRequest('GET /api/locations', { signal }),
    enabled: isEnabled,
  });
}
