import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { BulkTicketAction, BulkTicketResponse } from '#contract/schemas/ticket-queue.ts';
import { apiRequest } from '#web/lib/api-request.ts';

import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';

export function bulkUpdateTickets(action: BulkTicketAction): Promise<BulkTicketResponse> {
  return apiRequest('POST /api/tickets/bulk', { body: action });
}

/** One change to several tickets (admins); the server checks and records each as if done alone. */
export function useBulkUpdateTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateTickets,
    // Some tickets may have changed even when others failed: refresh after any answer.
    onSettled: () => refreshAfterTicketChange(queryClient),
  });
}
