import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import type { ApiResponse } from '#web/lib/api-request.ts';
import { apiAction, apiRequest } from '#web/lib/api-request.ts';
import { readCurrentUser } from '#web/lib/current-user.ts';
import { sendOrQueue } from '#web/lib/offline/send-or-queue.ts';
import { API_PATHS, invalidatePaths, queryKeys } from '#web/lib/query-keys.ts';
import { i18next } from '#web/lib/i18n/i18n.ts';

import { applyQueuedComment, queuedComment, ticketLabel } from './offline-ticket-changes.ts';

/** The ticket's comments, oldest first (decision 032). */
export function useTicketComments(ticketId: string) {
  return useQuery({
    queryKey: queryKeys.tickets.comments(ticketId),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/tickets/:id/comments', { params: { id: ticketId }, signal }),
  });
}

/** Who may be mentioned on the ticket, read when the comment box first offers names. */
export function useMentionableUsers(ticketId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.tickets.mentionable(ticketId),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/tickets/:id/mentionable-users', { params: { id: ticketId }, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** A comment changes the thread and the ticket's history (and so Recent Activity). */
async function refreshAfterComment(queryClient: QueryClient, ticketId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.tickets.comments(ticketId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tickets.activity(ticketId) }),
    invalidatePaths(queryClient, [API_PATHS.recentActivity]),
  ]);
}

export function useCreateComment(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      sendOrQueue<ApiResponse<'POST /api/tickets/:id/comments'>>({
        kind: 'comment',
        ...apiAction('POST /api/tickets/:id/comments', {
          params: { id: ticketId },
          body: { body },
        }),
        ticketId,
        label: i18next.t('queued.comment', {
          ns: 'tickets',
          ticket: ticketLabel(queryClient, ticketId),
        }),
      }),
    // Decision 036 §3: the outbox decides whether there is a network.
    networkMode: 'always',
    onSuccess: async (result) => {
      const user = readCurrentUser();
      // Queued: the comment joins the thread at once, marked 'Waiting to sync'.
      if (result.queued && user) {
        applyQueuedComment(queryClient, ticketId, queuedComment(result.entry, ticketId, user));
        return;
      }
      await refreshAfterComment(queryClient, ticketId);
    },
  });
}

export function useDeleteComment(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      apiRequest('DELETE /api/tickets/:id/comments/:commentId', {
        params: { id: ticketId, commentId },
      }),
    onSettled: () => refreshAfterComment(queryClient, ticketId),
  });
}
