import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Ticket } from '#contract/schemas/ticket.ts';
import type { ApiResponse } from '#web/lib/api-request.ts';
import { apiAction } from '#web/lib/api-request.ts';
import { sendOrQueue } from '#web/lib/offline/send-or-queue.ts';
import type { SendOrQueueResult } from '#web/lib/offline/send-or-queue.ts';
import { API_PATHS, invalidatePaths } from '#web/lib/query-keys.ts';
import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';
import { i18next } from '#web/lib/i18n/i18n.ts';

import { applyQueuedCompletion, ticketLabel } from './offline-ticket-changes.ts';

interface CompleteTicketVariables {
  ticketId: string;
  completionNotes: string | null;
  /** Decision 034: what was skipped, when checklist items are unticked. */
  checklistSkippedNote?: string | null;
}

export function completeTicket(
  { ticketId, completionNotes, checklistSkippedNote }: CompleteTicketVariables,
  label = 'Complete a ticket',
): Promise<SendOrQueueResult<Ticket>> {
  return sendOrQueue<ApiResponse<'POST /api/tickets/:id/complete'>>({
    kind: 'complete',
    ...apiAction('POST /api/tickets/:id/complete', {
      params: { id: ticketId },
      body: checklistSkippedNote ? { completionNotes, checklistSkippedNote } : { completionNotes },
    }),
    ticketId,
    label,
  });
}

export function useCompleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: CompleteTicketVariables) =>
      completeTicket(
        variables,
        i18next.t('queued.complete', {
          ns: 'tickets',
          ticket: ticketLabel(queryClient, variables.ticketId),
        }),
      ),
    // Decision 036 §3: the outbox decides whether there is a network.
    networkMode: 'always',
    onSuccess: (result, { ticketId, completionNotes }) => {
      if (result.queued) {
        applyQueuedCompletion(queryClient, ticketId, completionNotes, result.entry.tappedAt);
      }
    },
    // The running time session closes with the ticket, so the time clock refreshes too. Not when
    // queued: a refetch would replace what the screen shows before the replay.
    onSettled: async (result) => {
      if (result?.queued) return;
      await refreshAfterTicketChange(queryClient);
      await invalidatePaths(queryClient, [
        API_PATHS.activeSession,
        API_PATHS.timeSessions,
        API_PATHS.timeReport,
      ]);
    },
  });
}
