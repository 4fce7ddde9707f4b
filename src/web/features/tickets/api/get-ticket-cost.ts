import { useQuery } from '@tanstack/react-query';

import type { Cost } from '#contract/schemas/spend.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Decision 037: GET /api/tickets/{id}/cost (admins only). */
function getTicketCost(ticketId: string, signal?: AbortSignal): Promise<Cost> {
  return apiRequest('GET /api/tickets/:id/cost', { params: { id: ticketId }, signal });
}

export function useTicketCost(ticketId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.costs.ticket(ticketId),
    queryFn: ({ signal }) => getTicketCost(ticketId, signal),
    enabled,
  });
}
