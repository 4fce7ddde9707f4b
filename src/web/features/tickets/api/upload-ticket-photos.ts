import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Ticket, TicketPhotoStage } from '#contract/schemas/ticket.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { TICKETS_PATH } from './get-tickets.ts';
import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';

export function uploadTicketPhotos({
  ticketId,
  files,
  stage,
}: {
  ticketId: string;
  files: File[];
  /** Issue 16: the server takes 'before' when none is sent. */
  stage?: TicketPhotoStage;
}): Promise<Ticket> {
  const formData = new FormData();
  // Before the files, so the server reads it first.
  if (stage) formData.append('stage', stage);
  for (const file of files) formData.append('photos', file, file.name);
  return apiFetch<Ticket>(`${TICKETS_PATH}/${encodeURIComponent(ticketId)}/photos`, {
    method: 'POST',
    formData,
  });
}

export function useUploadTicketPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTicketPhotos,
    onSettled: () => refreshAfterTicketChange(queryClient),
  });
}
