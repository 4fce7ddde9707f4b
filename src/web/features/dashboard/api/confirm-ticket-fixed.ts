import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TicketFixConfirmation } from '#contract/schemas/store-work.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { API_PATHS, invalidatePaths } from '#web/lib/query-keys.ts';
import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';

function confirmTicketFixed(ticketId: string): Promise<TicketFixConfirmation> {
  return apiRequest('POST /api/tickets/:id/confirm-fixed', { params: { id: ticketId } });
}

/** Issue 36: 'Confirm fixed': the ticket leaves the manager's work to confirm. */
export function useConfirmTicketFixed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTicketFixed,
    onSettled: () => invalidatePaths(queryClient, [API_PATHS.dashboardStoreWork]),
  });
}

function reopenNotFixed({ ticketId, reason }: { ticketId: string; reason: string }) {
  return apiRequest('POST /api/tickets/:id/reopen', { params: { id: ticketId }, body: { reason } });
}

/**
 * Issue 36: 'Not fixed' is the reopen (decision 023), open to the store's managers: the ticket goes
 * back to its technician, or to the open tickets; the lists that show it are read again.
 */
export function useReopenNotFixed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenNotFixed,
    onSettled: () =>
      Promise.all([
        refreshAfterTicketChange(queryClient),
        invalidatePaths(queryClient, [API_PATHS.dashboardStoreWork]),
      ]),
  });
}
