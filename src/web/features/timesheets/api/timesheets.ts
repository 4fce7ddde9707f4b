import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  ApproveTimesheetInput,
  Timesheet,
  UnapproveTimesheetInput,
} from '#contract/schemas/timesheet.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

import { refreshAfterTimeChange } from './refresh-after-time-change.ts';

export interface TimesheetFilters {
  weekStart: string;
  userId?: string;
}

/** GET /api/timesheets?weekStart=&userId=: one Timesheet per technician the caller may see. */
export function useTimesheets(filters: TimesheetFilters) {
  return useQuery({
    queryKey: queryKeys.timesheets.week(filters),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ weekStart: filters.weekStart });
      if (filters.userId) search.set('userId', filters.userId);
      return apiFetch<Timesheet[]>(`${API_PATHS.timesheets}?${search.toString()}`, { signal });
    },
    // The last week stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useApproveWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApproveTimesheetInput) =>
      apiFetch<unknown>(`${API_PATHS.timesheets}/approve`, { method: 'POST', body: input }),
    onSuccess: () => refreshAfterTimeChange(queryClient),
  });
}

export function useUnapproveWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UnapproveTimesheetInput) =>
      apiFetch<unknown>(`${API_PATHS.timesheets}/unapprove`, { method: 'POST', body: input }),
    onSuccess: () => refreshAfterTimeChange(queryClient),
  });
}
