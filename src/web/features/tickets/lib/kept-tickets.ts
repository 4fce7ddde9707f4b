import type { QueryClient } from '@tanstack/react-query';

import type { Ticket, TicketPriority } from '#contract/schemas/ticket.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import type { TicketListParams } from './board-filters.ts';

// Decision 036 §2: offline, a list the board never loaded with these filters is made of the tickets
// the phone keeps from any other list or detail it did load (the dashboard's read-ahead, another
// filter, an opened ticket), filtered and ordered here as the server would.

function isTicket(value: unknown): value is Ticket {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'ticketNumber' in value &&
    'status' in value &&
    'submittedAt' in value
  );
}

/** The tickets in one cached answer: a detail, a list, or pages of a list. */
function ticketsIn(value: unknown, found: Ticket[]): void {
  if (isTicket(value)) {
    found.push(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) ticketsIn(item, found);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (Array.isArray(record.pages)) ticketsIn(record.pages, found);
  if (Array.isArray(record.tickets)) ticketsIn(record.tickets, found);
}

/** Every ticket the cache holds, each once, as most recently read. */
function keptTickets(queryClient: QueryClient): Ticket[] {
  const newest = new Map<string, { ticket: Ticket; at: number }>();
  for (const query of queryClient.getQueryCache().findAll({ queryKey: queryKeys.tickets.all() })) {
    const found: Ticket[] = [];
    ticketsIn(query.state.data, found);
    const at = query.state.dataUpdatedAt;
    for (const ticket of found) {
      const kept = newest.get(ticket.id);
      if (!kept || kept.at < at) newest.set(ticket.id, { ticket, at });
    }
  }
  return [...newest.values()].map(({ ticket }) => ticket);
}

function matchesSearch(ticket: Ticket, q: string): boolean {
  const number = /^#?(\d+)$/.exec(q.trim());
  if (number) return String(ticket.ticketNumber) === number[1];
  const text = `${ticket.title} ${ticket.description}`.toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

function matches(ticket: Ticket, params: TicketListParams): boolean {
  if (params.status && !params.status.includes(ticket.status)) return false;
  if (params.priority && ticket.priority !== params.priority) return false;
  if (params.location && ticket.locationId !== params.location) return false;
  if (params.category && ticket.categoryId !== params.category) return false;
  if (params.assignedTo) {
    const assignee = params.assignedTo === 'unassigned' ? null : params.assignedTo;
    if (ticket.assignedTo !== assignee) return false;
  }
  return params.q ? matchesSearch(ticket, params.q) : true;
}

const PRIORITY_RANK: Record<TicketPriority, number> = { urgent: 0, medium: 1, low: 2 };

function newestFirst(a: Ticket, b: Ticket): number {
  return b.submittedAt.localeCompare(a.submittedAt);
}

function compareBy(sort: TicketListParams['sort']): (a: Ticket, b: Ticket) => number {
  switch (sort) {
    case 'oldest':
      return (a, b) => a.submittedAt.localeCompare(b.submittedAt);
    case 'priority':
      return (a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || newestFirst(a, b);
    case 'scheduled':
      // Unscheduled last.
      return (a, b) =>
        (a.scheduledStart ?? '\uffff').localeCompare(b.scheduledStart ?? '\uffff') ||
        newestFirst(a, b);
    case 'store':
      return (a, b) => a.location.localeCompare(b.location) || newestFirst(a, b);
    default:
      return newestFirst;
  }
}

/** The kept tickets these filters include, in their order; empty when the phone has none. */
export function keptTicketsMatching(queryClient: QueryClient, params: TicketListParams): Ticket[] {
  return keptTickets(queryClient)
    .filter((ticket) => matches(ticket, params))
    .sort(compareBy(params.sort));
}
