import type { SessionUser } from '#contract/schemas/auth.ts';
import type { TicketListFilter } from '#contract/schemas/ticket.ts';
import { ticketAudienceFor } from '#contract/ticket-access.ts';

import { daysToRange } from '../../lib/business-time.ts';
import { decodeCursor } from './ticket-cursor.ts';
import type { TicketQuery } from './tickets.repository.ts';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A location or category filter: an id when it looks like one, else a name. */
function nameOrId(value: string | undefined): { id: string } | { name: string } | undefined {
  if (value === undefined) return undefined;
  return UUID_PATTERN.test(value) ? { id: value } : { name: value };
}

function rangeBound(
  value: string | undefined,
  edge: 'from' | 'to',
  timeZone: string,
): Date | undefined {
  if (value === undefined) return undefined;
  if (DAY_PATTERN.test(value)) {
    const range = daysToRange(value, value, timeZone);
    // A day `to` includes that whole day.
    return edge === 'from' ? range.start : range.end;
  }
  return new Date(value);
}

/**
 * The repository's query for the board's filters, scoped to what `user` may see. The list and
 * the counts per status (GET /api/tickets/counts) read the same filters through this one place.
 */
export function ticketQueryFor(
  user: SessionUser,
  filter: TicketListFilter,
  timeZone: string,
): TicketQuery {
  const query: TicketQuery = {
    audience: ticketAudienceFor(user),
    limit: filter.limit,
    sort: filter.sort,
    ...(filter.status ? { statuses: filter.status } : {}),
    ...(filter.priority ? { priorities: filter.priority } : {}),
  };
  const location = nameOrId(filter.location);
  if (location) query.location = location;
  const category = nameOrId(filter.category);
  if (category) query.category = category;
  if (filter.assignedTo) {
    query.assignedTo =
      filter.assignedTo === 'unassigned' ? 'unassigned' : { id: filter.assignedTo };
  }
  if (filter.q) query.search = filter.q;
  const from = rangeBound(filter.from, 'from', timeZone);
  if (from) query.scheduledFrom = from;
  const to = rangeBound(filter.to, 'to', timeZone);
  if (to) query.scheduledTo = to;
  if (filter.cursor) query.after = decodeCursor(filter.sort, filter.cursor);
  return query;
}
