import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  ApproveAllTimesheetsInput,
  ApproveTimesheetInput,
  UnapproveTimesheetInput,
} from '#contract/schemas/timesheet.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import { refreshAfterTimeChange } from './refresh-after-time-change.ts';

interface TimesheetFilters {
  weekStart: string;
  userId?: string;
}

/** GET /api/timesheets?weekStart=&userId=: one Timesheet per technician the caller may see. */
export function useTimesheets(filters: TimesheetFilters) {
  return useQuery({
    queryKey: queryKeys.timesheets.week(filters),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/timesheets', {
        query: { weekStart: filters.weekStart, userId: filters.userId || undefined },
        signal,
      }),
    // The last week stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useApproveWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApproveTimesheetInput) =>
      apiRequest('POST /api/timesheets/approve', { body: input }),
    onSuccess: () => refreshAfterTimeChange(queryClient),
  });
}

/** Issue 36: approves every week of the range without open flags; answers the skipped ones. */
export function useApproveAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApproveAllTimesheetsInput) =>
      apiRequest('POST /api/timesheets/approve-all', { body: input }),
    onSuccess: () => refreshAfterTimeChange(queryClient),
  });
}

export function useUnapproveWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UnapproveTimesheetInput) =>
      apiRequest('POST /api/timesheets/unapprove', { body: input }),
    onSuccess: () => refreshAfterTimeChange(queryClient),
  });
}
