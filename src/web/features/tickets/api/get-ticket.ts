import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getTicket(id: string, signal?: AbortSignal): Promise<Ticket> {
  return apiRequest('GET /api/tickets/:id', { params: { id }, signal });
}

export function getTicketQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.tickets.detail(id),
    queryFn: ({ signal }) => getTicket(id, signal),
  });
}

/** One ticket, starting from the copy a list already holds when there is one. */
export function useTicket(id: string | null, placeholder?: Ticket) {
  return useQuery({
    ...getTicketQueryOptions(id ?? ''),
    enabled: id !== null,
    ...(placeholder && placeholder.id === id ? { placeholderData: placeholder } : {}),
  });
}
