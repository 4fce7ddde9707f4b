import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import { CALENDAR_EVENTS_PATH } from './get-calendar-events.ts';

export function deleteCalendarEvent(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`${CALENDAR_EVENTS_PATH}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarEvents.all() }),
  });
}
