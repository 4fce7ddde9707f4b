import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

import type { CreateTicketInput, Ticket } from '#contract/schemas/ticket.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

import { refreshAfterTicketChange } from '#web/lib/refresh-after-ticket-change.ts';

export function createTicket(input: CreateTicketInput): Promise<Ticket> {
  return apiRequest('POST /api/tickets', { body: input });
}

/** Filters under which a brand-new ticket certainly belongs first: the unfiltered newest-first board. */
function isUnfilteredNewestFirst(filters: unknown): boolean {
  if (typeof filters !== 'object' || filters === null) return false;
  return Object.entries(filters).every(
    ([key, value]) =>
      key === 'pageSize' || value === undefined || (key === 'sort' && value === 'newest'),
  );
}

/**
 * Decision 026: the board shows the new ticket first at once, before its refetch answers. It goes to
 * the front of the first page of the unfiltered board; filtered pages wait for their refetch.
 */
function showCreatedTicket(queryClient: QueryClient, ticket: Ticket): void {
  queryClient.setQueryData(queryKeys.tickets.detail(ticket.id), ticket);
  for (const query of queryClient.getQueryCache().findAll({ queryKey: queryKeys.tickets.all() })) {
    const [path, filters, ...rest] = query.queryKey;
    if (path !== API_PATHS.tickets || rest.length > 0 || !isUnfilteredNewestFirst(filters)) {
      continue;
    }
    queryClient.setQueryData<InfiniteData<Ticket[]>>(query.queryKey, (data) => {
      if (!data || !('pages' in data)) return data;
      const [first = [], ...others] = data.pages;
      if (first.some((held) => held.id === ticket.id)) return data;
      return { ...data, pages: [[ticket, ...first], ...others] };
    });
  }
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    // Product rules §7: on success the ticket list is refetched.
    onSuccess: async (ticket) => {
      showCreatedTicket(queryClient, ticket);
      await refreshAfterTicketChange(queryClient);
    },
  });
}
