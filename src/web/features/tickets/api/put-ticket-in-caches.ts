import type { QueryClient } from '@tanstack/react-query';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { API_PATHS } from '#web/lib/query-keys.ts';

// A changed ticket from the server's answer replaces its old copy in every cached ticket query (the
// detail, list pages, the calendar's), so the card and the detail show the change at once instead
// of after the refetch. Lists are walked generically: pages may be arrays or objects holding them.

function replaceTicket(value: unknown, ticket: Ticket): unknown {
  if (Array.isArray(value)) {
    const next = value.map((item: unknown) => replaceTicket(item, ticket));
    return next.some((item, index) => item !== value[index]) ? next : value;
  }
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (record.id === ticket.id && 'ticketNumber' in record) return ticket;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    const replaced = Array.isArray(item) || key === 'pages' ? replaceTicket(item, ticket) : item;
    if (replaced !== item) changed = true;
    next[key] = replaced;
  }
  return changed ? next : value;
}

export function putTicketInCaches(queryClient: QueryClient, ticket: Ticket): void {
  queryClient.setQueriesData(
    { predicate: (query) => query.queryKey[0] === API_PATHS.tickets },
    (data: unknown) => (data === undefined ? data : replaceTicket(data, ticket)),
  );
}
