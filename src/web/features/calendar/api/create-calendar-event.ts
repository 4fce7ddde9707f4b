import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CalendarEvent, CreateCalendarEventInput } from '#contract/schemas/calendar-event.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import { CALENDAR_EVENTS_PATH } from './get-calendar-events.ts';

export function createCalendarEvent(input: CreateCalendarEventInput): Promise<CalendarEvent> {
  return apiFetch<CalendarEvent>(CALENDAR_EVENTS_PATH, { method: 'POST', body: input });
}

export function useCreateCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarEvent,
    // Product rules §7: the list is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarEvents.all() }),
  });
}
