import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CalendarEvent, UpdateCalendarEventInput } from '#contract/schemas/calendar-event.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function updateCalendarEvent({
  id,
  input,
}: {
  id: string;
  input: UpdateCalendarEventInput;
}): Promise<CalendarEvent> {
  return apiRequest('PUT /api/calendar-events/:id', { params: { id }, body: input });
}

export function useUpdateCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalendarEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarEvents.all() }),
  });
}
