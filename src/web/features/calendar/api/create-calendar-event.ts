import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CalendarEvent, CreateCalendarEventInput } from '#contract/schemas/calendar-event.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function createCalendarEvent(input: CreateCalendarEventInput): Promise<CalendarEvent> {
  return apiRequest('POST /api/calendar-events', { body: input });
}

export function useCreateCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarEvent,
    // Product rules §7: the list is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarEvents.all() }),
  });
}
