import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { EditTicketFormValues } from '#contract/schemas/ticket-edit.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { TICKETS_PATH } from './get-tickets.ts';
import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';

export function editTicket({
  ticketId,
  changes,
}: {
  ticketId: string;
  /** Only the fields that changed; the server records each one in the history. */
  changes: Partial<EditTicketFormValues>;
}): Promise<Ticket> {
  return apiFetch<Ticket>(`${TICKETS_PATH}/${encodeURIComponent(ticketId)}`, {
    method: 'PATCH',
    body: changes,
  });
}

/** Issue 15: triage edits of title, description, priority, store and category. */
export function useEditTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editTicket,
    onSettled: () => refreshAfterTicketChange(queryClient),
  });
}
