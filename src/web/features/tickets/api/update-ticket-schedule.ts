import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Ticket } from '#contract/schemas/ticket.ts';
import type { ScheduleRange } from '#contract/utils/schedule.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { TICKETS_PATH } from './get-tickets.ts';
import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';

/** Product rules §7: scheduledStart, scheduledEnd and allDay as ISO strings, or nulls to clear. */
export function updateTicketSchedule({
  ticketId,
  schedule,
}: {
  ticketId: string;
  schedule: ScheduleRange;
}): Promise<Ticket> {
  return apiFetch<Ticket>(`${TICKETS_PATH}/${encodeURIComponent(ticketId)}/schedule`, {
    method: 'PATCH',
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
