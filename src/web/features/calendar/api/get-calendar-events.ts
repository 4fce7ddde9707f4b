import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { FIVE_MINUTES_MS } from '#contract/constants.ts';
import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Inclusive YYYY-MM-DD days. */
export interface DayRange {
  from: string;
  to: string;
}

function getCalendarEvents(range: DayRange, signal?: AbortSignal): Promise<CalendarEvent[]> {
  return apiRequest('GET /api/calendar-events', {
    query: { from: range.from, to: range.to },
    signal,
  });
}

export function getCalendarEventsQueryOptions(range: DayRange) {
  return queryOptions({
    queryKey: queryKeys.calendarEvents.inRange(range),
    queryFn: ({ signal }) => getCalendarEvents(range, signal),
    // Product rules §7: the event list is cached for 5 minutes.
    staleTime: FIVE_MINUTES_MS,
  });
}

export function useCalendarEvents(range: DayRange) {
  // Another month keeps showing the last answer until its own arrives, so the grid stays put.
  return useQuery({ ...getCalendarEventsQueryOptions(range), placeholderData: keepPreviousData });
}
