import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  ApproveRequestInput,
  DeclineRequestInput,
} from '#contract/schemas/maintenance-request.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Pending requests the signed-in admin or manager may decide, with their count. */
export function usePendingRequests(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.requests.list('pending'),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/requests', { query: { status: 'pending' }, signal }),
    enabled,
  });
}

export function useApproveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ApproveRequestInput }) =>
      apiRequest('POST /api/requests/:id/approve', { params: { id }, body: input }),
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
      apiRequest('POST /api/requests/:id/decline', { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.requests.all() }),
  });
}
