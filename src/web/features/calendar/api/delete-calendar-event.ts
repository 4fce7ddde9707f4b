import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function deleteCalendarEvent(id: string): Promise<{ ok: true }> {
  return apiRequest('DELETE /api/calendar-events/:id', { params: { id } });
}

export function useDeleteCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarEvents.all() }),
  });
}
