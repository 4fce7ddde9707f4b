import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Ticket, TicketPhotoStage } from '#contract/schemas/ticket.ts';
import type { ApiResponse } from '#web/lib/api-request.ts';
import { apiAction } from '#web/lib/api-request.ts';
import { sendOrQueue } from '#web/lib/offline/send-or-queue.ts';
import type { SendOrQueueResult } from '#web/lib/offline/send-or-queue.ts';
import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';
import { i18next } from '#web/lib/i18n/i18n.ts';

import { applyQueuedPhotos, queuedPhotos, ticketLabel } from './offline-ticket-changes.ts';

interface UploadTicketPhotosVariables {
  ticketId: string;
  files: File[];
  /** Decisions 029-031: the server takes 'before' when none is sent. */
  stage?: TicketPhotoStage;
}

/** Decision 036 §3: without signal the photos wait in the outbox as blobs. */
export function uploadTicketPhotos(
  { ticketId, files, stage }: UploadTicketPhotosVariables,
  label = 'Photos',
): Promise<SendOrQueueResult<Ticket>> {
  return sendOrQueue<ApiResponse<'POST /api/tickets/:id/photos'>>({
    kind: 'photo',
    ...apiAction('POST /api/tickets/:id/photos', { params: { id: ticketId } }),
    // The stage goes before the files, so the server reads it first.
    photo: {
      files: files.map((file) => ({ blob: file, name: file.name })),
      fields: stage ? { stage } : {},
    },
    ticketId,
    label,
  });
}

export function useUploadTicketPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UploadTicketPhotosVariables) =>
      uploadTicketPhotos(
        variables,
        i18next.t('queued.photos', {
          ns: 'tickets',
          count: variables.files.length,
          ticket: ticketLabel(queryClient, variables.ticketId),
        }),
      ),
    networkMode: 'always',
    onSuccess: (result, { ticketId, files, stage }) => {
      // Queued: shown at once from their local blob URLs, marked 'Waiting to sync'.
      if (result.queued) {
        applyQueuedPhotos(
          queryClient,
          ticketId,
          queuedPhotos(result.entry, files, stage ?? 'before'),
        );
      }
    },
    onSettled: (result) => (result?.queued ? undefined : refreshAfterTicketChange(queryClient)),
  });
}
