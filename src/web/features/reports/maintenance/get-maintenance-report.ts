import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Inclusive days (YYYY-MM-DD) and a store, or every store the caller may see. */
export interface MaintenanceFilters {
  from: string;
  to: string;
  locationId: string | null;
}

/** The dashboard of a range; the previous one stays on screen while the next loads. */
export function useMaintenanceReport(filters: MaintenanceFilters, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.maintenanceReport(filters),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/reports/maintenance', {
        query: { from: filters.from, to: filters.to, locationId: filters.locationId ?? undefined },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
