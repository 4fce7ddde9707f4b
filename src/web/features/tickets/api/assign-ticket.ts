import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Ticket } from '#contract/schemas/ticket.ts';
import type { ScheduleRange } from '#contract/utils/schedule.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { TICKETS_PATH } from './get-tickets.ts';
import { refreshAfterTicketChange } from './refresh-after-ticket-change.ts';

export interface AssignTicketInput {
  ticketId: string;
  technicianId: string;
  /** Omitted keeps the ticket's schedule. */
  schedule?: ScheduleRange;
}

/** architecture §5: assigning is PATCH /api/tickets/{id} with assignedTo and an optional schedule. */
export function assignTicket({
  ticketId,
  technicianId,
  schedule,
}: AssignTicketInput): Promise<Ticket> {
  return apiFetch<Ticket>(`${TICKETS_PATH}/${encodeURIComponent(ticketId)}`, {
    method: 'PATCH',
    body: { assignedTo: technicianId, ...schedule },
  });
}

export function useAssignTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTicket,
    onSettled: () => refreshAfterTicketChange(queryClient),
  });
}
