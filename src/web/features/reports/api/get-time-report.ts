import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { ReportTimeSession } from '#contract/schemas/time-session.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Inclusive days, YYYY-MM-DD. */
export interface ReportRange {
  startDate: string;
  endDate: string;
}

function getTimeReport(range: ReportRange, signal?: AbortSignal): Promise<ReportTimeSession[]> {
  return apiRequest('GET /api/time-clock/all', {
    query: { startDate: range.startDate, endDate: range.endDate },
    signal,
  });
}

function getTimeReportQueryOptions(range: ReportRange) {
  return queryOptions({
    queryKey: queryKeys.timeReport.inRange(range),
    queryFn: ({ signal }) => getTimeReport(range, signal),
  });
}

/** The report of a range; the previous range's rows stay on screen while the next one loads. */
export function useTimeReport(range: ReportRange, enabled: boolean) {
  return useQuery({
    ...getTimeReportQueryOptions(range),
    enabled,
    placeholderData: keepPreviousData,
  });
}
