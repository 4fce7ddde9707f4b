import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Ticket } from '#contract/schemas/ticket.ts';
import type { ScheduleRange } from '#contract/utils/schedule.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { notifySuccess } from '#web/lib/notify.ts';

import { putTicketInCaches } from './put-ticket-in-caches.ts';
import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';

const ASSIGNED_TOAST = 'Technician assigned';

interface AssignTicketInput {
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
  return apiRequest('PATCH /api/tickets/:id', {
    params: { id: ticketId },
    body: { assignedTo: technicianId, ...schedule },
  });
}

export function useAssignTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTicket,
    onSuccess: (ticket) => {
      // The answer carries the assignee: the card and the detail show it before any refetch.
      putTicketInCaches(queryClient, ticket);
      notifySuccess(ASSIGNED_TOAST);
    },
    // Not awaited: the dialog closes on the answer, not after every list has refetched.
    onSettled: () => {
      void refreshAfterTicketChange(queryClient);
    },
  });
}
