import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  CreateDispatch,
  Dispatch,
  DispatchWithPortalLink,
} from '#contract/schemas/dispatch.ts';
import type { Vendor } from '#contract/schemas/vendor.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';
import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';

import { TICKETS_PATH } from './get-tickets.ts';

// Issue 22, decision 037: a ticket's dispatches to outside vendors (admins send and follow them;
// whoever sees the ticket sees their status).

function dispatchesPath(ticketId: string): string {
  return `${TICKETS_PATH}/${encodeURIComponent(ticketId)}/dispatches`;
}

export function useTicketDispatches(ticketId: string) {
  return useQuery({
    queryKey: queryKeys.tickets.dispatches(ticketId),
    queryFn: ({ signal }) => apiFetch<Dispatch[]>(dispatchesPath(ticketId), { signal }),
  });
}

/** The active vendors serving the ticket's store and trade, first call first. */
export function useVendorsForDispatch(
  filters: { locationId: string; categoryId: string },
  enabled: boolean,
) {
  return useQuery({
    queryKey: queryKeys.vendorsForDispatch(filters),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ ...filters, includeInactive: 'false' });
      return apiFetch<Vendor[]>(`${API_PATHS.vendors}?${query.toString()}`, { signal });
    },
    enabled,
  });
}

export function useCreateDispatch(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDispatch) =>
      apiFetch<DispatchWithPortalLink>(dispatchesPath(ticketId), { method: 'POST', body }),
    onSettled: () => refreshAfterTicketChange(queryClient),
  });
}

export type DispatchStep = 'revoke' | 'approve-invoice' | 'confirm-work' | 'mark-paid';

export function useDispatchStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dispatchId, step }: { dispatchId: string; step: DispatchStep }) =>
      apiFetch<Dispatch>(`/api/dispatches/${encodeURIComponent(dispatchId)}/${step}`, {
        method: 'POST',
        body: {},
      }),
    onSettled: () => refreshAfterTicketChange(queryClient),
  });
}

/**
 * Issue 34: a new portal link for an open dispatch (admins). The old link stops working; the new
 * one is e-mailed to the vendor and answered this once (the server keeps only its hash).
 */
export function useRenewPortalLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dispatchId: string) =>
      apiFetch<DispatchWithPortalLink>(
        `/api/dispatches/${encodeURIComponent(dispatchId)}/renew-link`,
        { method: 'POST', body: {} },
      ),
    onSettled: () => refreshAfterTicketChange(queryClient),
  });
}
