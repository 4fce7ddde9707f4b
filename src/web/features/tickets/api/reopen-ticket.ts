import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { TICKETS_PATH } from './get-tickets.ts';
import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';

export function reopenTicket({
  ticketId,
  reason,
}: {
  ticketId: string;
  reason: string;
}): Promise<Ticket> {
  return apiFetch<Ticket>(`${TICKETS_PATH}/${encodeURIComponent(ticketId)}/reopen`, {
    method: 'POST',
    body: { reason },
  });
}

/** Issue 15: an admin reopens a completed ticket with a reason. */
export function useReopenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenTicket,
    onSettled: () => refreshAfterTicketChange(queryClient),
  });
}
