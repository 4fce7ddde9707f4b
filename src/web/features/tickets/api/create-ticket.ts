import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CreateTicketInput, Ticket } from '#contract/schemas/ticket.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { TICKETS_PATH } from './get-tickets.ts';
import { refreshAfterTicketChange } from './refresh-after-ticket-change.ts';

export function createTicket(input: CreateTicketInput): Promise<Ticket> {
  return apiFetch<Ticket>(TICKETS_PATH, { method: 'POST', body: input });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    // Product rules §7: on success the ticket list is refetched.
    onSuccess: () => refreshAfterTicketChange(queryClient),
  });
}
