import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { PmPlan, PmPlanStatus } from '#contract/schemas/pm-plan.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

/** The list's filters, as the address and GET /api/pm-plans name them. */
export interface PmPlanFilters {
  locationId?: string;
  status?: PmPlanStatus;
}

export function pmPlanPath(id: string): string {
  return `${API_PATHS.pmPlans}/${encodeURIComponent(id)}`;
}

function listSearch(filters: PmPlanFilters): string {
  const search = new URLSearchParams();
  if (filters.locationId) search.set('locationId', filters.locationId);
  if (filters.status) search.set('status', filters.status);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function usePmPlans(filters: PmPlanFilters) {
  return useQuery({
    queryKey: queryKeys.pmPlans.list(filters),
    queryFn: ({ signal }) =>
      apiFetch<PmPlan[]>(`${API_PATHS.pmPlans}${listSearch(filters)}`, { signal }),
    // The old rows stay while another filter loads, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function usePmPlan(id: string, isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: queryKeys.pmPlans.detail(id),
    queryFn: ({ signal }) => apiFetch<PmPlan>(pmPlanPath(id), { signal }),
  });
}
