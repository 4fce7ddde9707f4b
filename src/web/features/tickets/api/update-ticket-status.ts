import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Ticket, TicketStatus } from '#contract/schemas/ticket.ts';
import type { ApiResponse } from '#web/lib/api-request.ts';
import { apiAction } from '#web/lib/api-request.ts';
import { sendOrQueue } from '#web/lib/offline/send-or-queue.ts';
import type { SendOrQueueResult } from '#web/lib/offline/send-or-queue.ts';
import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';
import { i18next } from '#web/lib/i18n/i18n.ts';

import { applyQueuedStatus, ticketLabel as ticketLabelOf } from './offline-ticket-changes.ts';

function updateTicketStatus({
  ticketId,
  status,
  label = 'Status change',
}: {
  ticketId: string;
  status: TicketStatus;
  /** What the review list calls it when queued. */
  label?: string;
}): Promise<SendOrQueueResult<Ticket>> {
  return sendOrQueue<ApiResponse<'PATCH /api/tickets/:id'>>({
    kind: 'ticket-status',
    ...apiAction('PATCH /api/tickets/:id', { params: { id: ticketId }, body: { status } }),
    ticketId,
    label,
  });
}

export function useUpdateTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { ticketId: string; status: TicketStatus }) =>
      updateTicketStatus({
        ...variables,
        label: i18next.t('queued.status', {
          ns: 'tickets',
          ticket: ticketLabelOf(queryClient, variables.ticketId),
        }),
      }),
    // Decision 036 §3: the outbox decides whether there is a network.
    networkMode: 'always',
    onSuccess: (result, { ticketId, status }) => {
      if (result.queued) applyQueuedStatus(queryClient, ticketId, status);
    },
    // Product rules §7: lists refreshed; after a failure too, since someone else may have changed it.
    // Not when queued: a refetch would replace what the screen shows before the replay.
    onSettled: (result) => (result?.queued ? undefined : refreshAfterTicketChange(queryClient)),
  });
}
