import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { PmPlanStatus } from '#contract/schemas/pm-plan.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The list's filters, as the address and GET /api/pm-plans name them. */
export interface PmPlanFilters {
  locationId?: string;
  status?: PmPlanStatus;
}

export function usePmPlans(filters: PmPlanFilters) {
  return useQuery({
    queryKey: queryKeys.pmPlans.list(filters),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/pm-plans', {
        query: { locationId: filters.locationId || undefined, status: filters.status || undefined },
        signal,
      }),
    // The old rows stay while another filter loads, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function usePmPlan(id: string, isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: queryKeys.pmPlans.detail(id),
    queryFn: ({ signal }) => apiRequest('GET /api/pm-plans/:id', { params: { id }, signal }),
  });
}
