import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import type { DayRange } from './get-calendar-events.ts';

/**
 * Upcoming preventive maintenance due dates (GET /api/pm-plans/due, decision 034): admins and
 * managers; technicians get their generated tickets on the calendar already (and a 403 here).
 */
export function usePmDueDates(range: DayRange, isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.pmPlans.due(range),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/pm-plans/due', { query: { from: range.from, to: range.to }, signal }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
