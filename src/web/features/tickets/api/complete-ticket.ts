import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, invalidatePaths } from '#web/lib/query-keys.ts';

import { TICKETS_PATH } from './get-tickets.ts';
import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';

export function completeTicket({
  ticketId,
  completionNotes,
  checklistSkippedNote,
}: {
  ticketId: string;
  completionNotes: string | null;
  /** Issue 19: what was skipped, when checklist items are unticked. */
  checklistSkippedNote?: string | null;
}): Promise<Ticket> {
  return apiFetch<Ticket>(`${TICKETS_PATH}/${encodeURIComponent(ticketId)}/complete`, {
    method: 'POST',
    body: checklistSkippedNote ? { completionNotes, checklistSkippedNote } : { completionNotes },
  });
}

export function useCompleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTicket,
    // The running time session closes with the ticket, so the time clock refreshes too.
    onSettled: async () => {
      await refreshAfterTicketChange(queryClient);
      await invalidatePaths(queryClient, [
        API_PATHS.activeSession,
        API_PATHS.timeSessions,
        API_PATHS.timeReport,
      ]);
    },
  });
}
