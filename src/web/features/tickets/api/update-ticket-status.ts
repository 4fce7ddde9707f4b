import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Ticket, TicketStatus } from '#contract/schemas/ticket.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { TICKETS_PATH } from './get-tickets.ts';
import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';

export function updateTicketStatus({
  ticketId,
  status,
}: {
  ticketId: string;
  status: TicketStatus;
}): Promise<Ticket> {
  return apiFetch<Ticket>(`${TICKETS_PATH}/${encodeURIComponent(ticketId)}`, {
    method: 'PATCH',
    body: { status },
  });
}

export function useUpdateTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicketStatus,
    // Product rules §7: lists refreshed; after a failure too, since someone else may have changed it.
    onSettled: () => refreshAfterTicketChange(queryClient),
  });
}
