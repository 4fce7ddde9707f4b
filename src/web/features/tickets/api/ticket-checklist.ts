import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import type { ChecklistItem, TicketChecklist } from '#contract/schemas/checklist.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { errorText } from '#web/lib/api-client.ts';
import type { ApiResponse } from '#web/lib/api-request.ts';
import { apiAction, apiRequest } from '#web/lib/api-request.ts';
import { notifyError } from '#web/lib/notify.ts';
import { sendOrQueue } from '#web/lib/offline/send-or-queue.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';
import { i18next } from '#web/lib/i18n/i18n.ts';

import { ticketLabel } from './offline-ticket-changes.ts';

// Decision 034: a ticket's checklist. A tick is saved at once: the screen shows it straight away and
// puts it back, with a toast, when the server refuses. Decision 036: without signal the tick is queued
// and stays shown, marked 'Waiting to sync' (decision 036 §3).

/** The ticket's items; only asked for when the ticket has a checklist (its progress says so). */
export function useTicketChecklist(ticketId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.ticketChecklist(ticketId),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/tickets/:id/checklist', { params: { id: ticketId }, signal }),
    enabled,
  });
}

function progressOf(items: ChecklistItem[]): Ticket['checklistProgress'] {
  return items.length === 0
    ? null
    : { done: items.filter((item) => item.done).length, total: items.length };
}

/** The detail's copy of the ticket follows the checklist, so the completion step counts right. */
function setTicketProgress(queryClient: QueryClient, ticketId: string, items: ChecklistItem[]) {
  queryClient.setQueryData<Ticket>(queryKeys.tickets.detail(ticketId), (ticket) =>
    ticket ? { ...ticket, checklistProgress: progressOf(items) } : ticket,
  );
}

interface SetChecklistItemVariables {
  itemId: string;
  done: boolean;
  /** Who ticks, shown on the item until the server's answer replaces it. */
  by: { id: string; name: string };
}

export function useSetChecklistItem(
  ticketId: string,
  options: { onSettled?: (variables: SetChecklistItemVariables) => void } = {},
) {
  const queryClient = useQueryClient();
  const key = queryKeys.ticketChecklist(ticketId);
  return useMutation({
    mutationFn: ({ itemId, done }: SetChecklistItemVariables) => {
      const item = queryClient
        .getQueryData<TicketChecklist>(key)
        ?.items.find((candidate) => candidate.id === itemId);
      return sendOrQueue<ApiResponse<'PUT /api/tickets/:id/checklist/:itemId'>>({
        kind: 'checklist-tick',
        ...apiAction('PUT /api/tickets/:id/checklist/:itemId', {
          params: { id: ticketId, itemId },
          body: { done },
        }),
        ticketId,
        // Worded in the language shown when tapped: the review list names it so.
        label: i18next.t(done ? 'queued.tick' : 'queued.untick', {
          ns: 'tickets',
          item: item?.text ?? i18next.t('queued.checklistItem', { ns: 'tickets' }),
          ticket: ticketLabel(queryClient, ticketId),
        }),
      });
    },
    networkMode: 'always',
    onMutate: async ({ itemId, done, by }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TicketChecklist>(key);
      const previousTicket = queryClient.getQueryData<Ticket>(queryKeys.tickets.detail(ticketId));
      if (previous) {
        const items = previous.items.map((item) =>
          item.id === itemId
            ? {
                ...item,
                done,
                doneBy: done ? by : null,
                doneAt: done ? new Date().toISOString() : null,
              }
            : item,
        );
        queryClient.setQueryData<TicketChecklist>(key, { items });
        setTicketProgress(queryClient, ticketId, items);
      }
      return { previous, previousTicket };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      if (context?.previousTicket) {
        queryClient.setQueryData(queryKeys.tickets.detail(ticketId), context.previousTicket);
      }
      notifyError('Error', errorText(error, 'Failed to save the checklist'));
    },
    onSuccess: (result) => {
      if (result.queued) return;
      queryClient.setQueryData(key, result.answer);
      setTicketProgress(queryClient, ticketId, result.answer.items);
    },
    // Cards show the progress and the history a line per tick. The hook's own callback (unlike
    // one given to `mutate`) runs for every tick, not only the latest. A queued tick refreshes
    // nothing: a refetch would put the item back before the replay.
    onSettled: (result, _error, variables) => {
      options.onSettled?.(variables);
      return result?.queued ? undefined : refreshAfterTicketChange(queryClient);
    },
  });
}

export function useAddChecklistItem(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest('POST /api/tickets/:id/checklist', { params: { id: ticketId }, body: { text } }),
    onSuccess: async (checklist) => {
      queryClient.setQueryData(queryKeys.ticketChecklist(ticketId), checklist);
      setTicketProgress(queryClient, ticketId, checklist.items);
      await refreshAfterTicketChange(queryClient);
    },
  });
}
