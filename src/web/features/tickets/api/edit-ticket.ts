import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { EditTicketFormValues } from '#contract/schemas/ticket-edit.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { apiRequest } from '#web/lib/api-request.ts';

import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';

export function editTicket({
  ticketId,
  changes,
}: {
  ticketId: string;
  /** Only the fields that changed; the server records each one in the history. */
  changes: Partial<EditTicketFormValues>;
}): Promise<Ticket> {
  return apiRequest('PATCH /api/tickets/:id', { params: { id: ticketId }, body: changes });
}

/** Decision 023: triage edits of title, description, priority, store and category. */
export function useEditTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editTicket,
    onSettled: () => refreshAfterTicketChange(queryClient),
  });
}
