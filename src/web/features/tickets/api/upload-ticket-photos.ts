import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { TICKETS_PATH } from './get-tickets.ts';
import { refreshAfterTicketChange } from './refresh-after-ticket-change.ts';

export function uploadTicketPhotos({
  ticketId,
  files,
}: {
  ticketId: string;
  files: File[];
}): Promise<Ticket> {
  const formData = new FormData();
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
