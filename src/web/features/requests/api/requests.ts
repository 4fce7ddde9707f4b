import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  ApproveRequestInput,
  DeclineRequestInput,
  RequestList,
} from '#contract/schemas/maintenance-request.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Pending requests the signed-in admin or manager may decide, with their count. */
export function usePendingRequests(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.requests.list('pending'),
    queryFn: ({ signal }) => apiFetch<RequestList>('/api/requests?status=pending', { signal }),
    enabled,
  });
}

export function useApproveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ApproveRequestInput }) =>
      apiFetch<Ticket>(`/api/requests/${id}/approve`, { method: 'POST', body: input }),
    onSuccess: async () => {
      // The new ticket shows on the board, the dashboard and the unit's history.
      await queryClient.invalidateQueries({ queryKey: queryKeys.requests.all() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all() });
    },
  });
}

export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DeclineRequestInput }) =>
      apiFetch<undefined>(`/api/requests/${id}/decline`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.requests.all() }),
  });
}
