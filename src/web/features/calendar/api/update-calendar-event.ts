import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CalendarEvent, UpdateCalendarEventInput } from '#contract/schemas/calendar-event.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import { CALENDAR_EVENTS_PATH } from './get-calendar-events.ts';

export function updateCalendarEvent({
  id,
  input,
}: {
  id: string;
  input: UpdateCalendarEventInput;
}): Promise<CalendarEvent> {
  return apiFetch<CalendarEvent>(`${CALENDAR_EVENTS_PATH}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalendarEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarEvents.all() }),
  });
}
