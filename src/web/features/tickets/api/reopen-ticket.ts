import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { apiRequest } from '#web/lib/api-request.ts';

import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';

export function reopenTicket({
  ticketId,
  reason,
}: {
  ticketId: string;
  reason: string;
}): Promise<Ticket> {
  return apiRequest('POST /api/tickets/:id/reopen', { params: { id: ticketId }, body: { reason } });
}

/** Decision 023: an admin reopens a completed ticket with a reason. */
export function useReopenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenTicket,
    onSettled: () => refreshAfterTicketChange(queryClient),
  });
}
