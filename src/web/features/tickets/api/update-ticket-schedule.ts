import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Ticket } from '#contract/schemas/ticket.ts';
import type { ScheduleRange } from '#contract/utils/schedule.ts';
import { apiRequest } from '#web/lib/api-request.ts';

import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';

/** Product rules §7: scheduledStart, scheduledEnd and allDay as ISO strings, or nulls to clear. */
function updateTicketSchedule({
  ticketId,
  schedule,
}: {
  ticketId: string;
  schedule: ScheduleRange;
}): Promise<Ticket> {
  return apiRequest('PATCH /api/tickets/:id/schedule', {
    params: { id: ticketId },
    body: schedule,
  });
}

export function useUpdateTicketSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicketSchedule,
    // Product rules §7: the tickets and calendar-events lists are refetched.
    onSettled: () => refreshAfterTicketChange(queryClient),
  });
}
