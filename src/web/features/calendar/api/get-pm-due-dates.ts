import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { PmDueDate } from '#contract/schemas/pm-plan.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

import type { DayRange } from './get-calendar-events.ts';

/**
 * Upcoming preventive maintenance due dates (GET /api/pm-plans/due, issue 19): admins and
 * managers; technicians get their generated tickets on the calendar already (and a 403 here).
 */
export function usePmDueDates(range: DayRange, isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.pmPlans.due(range),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ from: range.from, to: range.to });
      return apiFetch<PmDueDate[]>(`${API_PATHS.pmPlans}/due?${query.toString()}`, { signal });
    },
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
