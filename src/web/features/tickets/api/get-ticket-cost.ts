import { useQuery } from '@tanstack/react-query';

import type { Cost } from '#contract/schemas/spend.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

/** Issue 22: GET /api/tickets/{id}/cost (admins only). */
export function getTicketCost(ticketId: string, signal?: AbortSignal): Promise<Cost> {
  return apiFetch<Cost>(`${API_PATHS.tickets}/${encodeURIComponent(ticketId)}/cost`, { signal });
}

export function useTicketCost(ticketId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.costs.ticket(ticketId),
    queryFn: ({ signal }) => getTicketCost(ticketId, signal),
    enabled,
  });
}
