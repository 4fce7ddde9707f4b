import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { CreateDispatch } from '#contract/schemas/dispatch.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';

// Decision 037: a ticket's dispatches to outside vendors (admins send and follow them;
// whoever sees the ticket sees their status).

export function useTicketDispatches(ticketId: string) {
  return useQuery({
    queryKey: queryKeys.tickets.dispatches(ticketId),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/tickets/:id/dispatches', { params: { id: ticketId }, signal }),
  });
}

/** The active vendors serving the ticket's store and trade, first call first. */
export function useVendorsForDispatch(
  filters: { locationId: string; categoryId: string },
  enabled: boolean,
) {
  return useQuery({
    queryKey: queryKeys.vendorsForDispatch(filters),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/vendors', {
        query: {
          locationId: filters.locationId,
          categoryId: filters.categoryId,
          includeInactive: 'false',
        },
        signal,
      }),
    enabled,
  });
}

/**
 * Whether the server sends e-mail at all (SMTP set up), as the signed-in user's notification
 * settings answer it (`emailAvailable`): a vendor is e-mailed their portal link only then.
 */
export function useIsMailSetUp() {
  return useQuery({
    queryKey: queryKeys.notificationSettings(),
    queryFn: ({ signal }) => apiRequest('GET /api/me/notification-settings', { signal }),
    select: (settings) => settings.emailAvailable,
  });
}

export function useCreateDispatch(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDispatch) =>
      apiRequest('POST /api/tickets/:id/dispatches', { params: { id: ticketId }, body }),
    onSettled: () => refreshAfterTicketChange(queryClient),
  });
}

export type DispatchStep = 'revoke' | 'approve-invoice' | 'confirm-work' | 'mark-paid';

export function useDispatchStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dispatchId, step }: { dispatchId: string; step: DispatchStep }) =>
      apiRequest(`POST /api/dispatches/:id/${step}`, { params: { id: dispatchId }, body: {} }),
    onSettled: () => refreshAfterTicketChange(queryClient),
  });
}

/**
 * Decision 039: a new portal link for an open dispatch (admins). The old link stops working; the new
 * one is e-mailed to the vendor and answered this once (the server keeps only its hash).
 */
export function useRenewPortalLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dispatchId: string) =>
      apiRequest('POST /api/dispatches/:id/renew-link', { params: { id: dispatchId }, body: {} }),
    onSettled: () => refreshAfterTicketChange(queryClient),
  });
}
