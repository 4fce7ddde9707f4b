import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { TicketPriority, TicketStatus } from '#contract/schemas/ticket.ts';
import type { TicketAudience } from '#contract/ticket-access.ts';

import type { Executor } from './database.ts';
import { locations, ticketCounts, tickets } from './schema.ts';

// Decision 042 (cuts): the dashboard, the stores' counts and the ticket list's total read
// ticket_counts, the number of tickets per store, assignee, status, priority, "down without a
// unit" and category (migration 0025: the categories' counts read it too), kept by triggers on
// tickets in every writing transaction (migration 0017), instead of
// counting every ticket of the chain per request. A few thousand rows answer for 100,000 tickets.
//
// Visibility (decision 020) over the counters: an admin reads every row; a technician the rows
// of their assignee key; a manager the rows of their store, plus the tickets they submitted at
// other stores, which no counter key holds (keyed by submitter the counters would be as many as
// the tickets) and which are read from tickets by the submitter index: their own reports only,
// never the chain.

/** The filters the counters can answer; the others (search, category, schedule) count tickets. */
export interface TicketCountFilter {
  statuses?: TicketStatus[];
  priorities?: TicketPriority[];
  /** A store id, or a name matched case-insensitively. */
  location?: { id: string } | { name: string };
  assignedTo?: { id: string } | 'unassigned';
}

type KeyTable = typeof ticketCounts | typeof tickets;

function filterOn(table: KeyTable, filter: TicketCountFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.statuses?.length) conditions.push(inArray(table.status, filter.statuses));
  if (filter.priorities?.length) conditions.push(inArray(table.priority, filter.priorities));
  if (filter.location) {
    conditions.push(
      'id' in filter.location
        ? eq(table.locationId, filter.location.id)
        : sql`${table.locationId} in (select ${locations.id} from ${locations} where lower(${locations.name}) = lower(${filter.location.name}))`,
    );
  }
  if (filter.assignedTo === 'unassigned') conditions.push(isNull(table.assignedTo));
  else if (filter.assignedTo) conditions.push(eq(table.assignedTo, filter.assignedTo.id));
  return conditions;
}

function whereAll(conditions: (SQL | undefined)[]): SQL {
  return and(...conditions) ?? sql`true`;
}

function fromCounters(conditions: (SQL | undefined)[]): SQL {
  return sql`select ${ticketCounts.locationId} as location_id, ${ticketCounts.assignedTo} as assigned_to,
    ${ticketCounts.status} as status, ${ticketCounts.priority} as priority,
    ${ticketCounts.downWithoutUnit} as down_without_unit, ${ticketCounts.categoryId} as category_id,
    ${ticketCounts.tickets} as tickets
    from ${ticketCounts} where ${whereAll(conditions)}`;
}

function fromTickets(conditions: (SQL | undefined)[]): SQL {
  return sql`select ${tickets.locationId} as location_id, ${tickets.assignedTo} as assigned_to,
    ${tickets.status} as status, ${tickets.priority} as priority,
    (${tickets.equipmentDown} and ${tickets.equipmentId} is null) as down_without_unit,
    ${tickets.categoryId} as category_id, 1 as tickets
    from ${tickets} where ${whereAll(conditions)}`;
}

/**
 * The tickets `audience` sees that match `filter`, as counted rows named `visible` for a FROM
 * clause; aggregate them with `countedTickets` and the `counted` columns.
 */
export function visibleTicketCounts(audience: TicketAudience, filter: TicketCountFilter = {}): SQL {
  const onCounters = filterOn(ticketCounts, filter);
  const onTickets = filterOn(tickets, filter);
  switch (audience.kind) {
    case 'all':
      return sql`(${fromCounters(onCounters)}) as visible`;
    case 'assigned':
      return sql`(${fromCounters([eq(ticketCounts.assignedTo, audience.userId), ...onCounters])}) as visible`;
    case 'submitted-or-location': {
      const storeId = audience.locationId;
      const submitted = eq(tickets.submittedBy, audience.userId);
      if (!storeId) return sql`(${fromTickets([submitted, ...onTickets])}) as visible`;
      return sql`(${fromCounters([eq(ticketCounts.locationId, storeId), ...onCounters])}
        union all ${fromTickets([submitted, ne(tickets.locationId, storeId), ...onTickets])}) as visible`;
    }
  }
}

/**
 * How many tickets a store's manager sees, as one row (`count`): the rows of visibleTicketCounts
 * for that audience, summed, in a statement prepared once with `userId` and `storeId` as
 * placeholders (the ticket list's plain total). Decision 042 cut 52: that sum as a `union all` of
 * seven columns was planned on every request in the embedded chain (0 generic plans of 908 runs):
 * its generic plan, costed with the submitter's average row count, came out above its custom
 * plans, costed with the submitter's own. The ids read through scalar subqueries cost custom and
 * generic plans alike (an InitPlan's value, the index ranges still used, as cut 47), so the
 * generic plan is kept after the fifth run; and the reports at other stores are counted straight
 * from the submitter's index instead of projected row by row through the union.
 */
export function storeManagerTotal(db: Executor, userId: string, storeId: string) {
  const user = sql`(select ${userId}::uuid)`;
  const store = sql`(select ${storeId}::uuid)`;
  const elsewhere = sql`(select count(*) from ${tickets} where ${tickets.submittedBy} = ${user} and ${tickets.locationId} <> ${store})`;
  // Qualified: in a select's fields Drizzle writes a column without its table ("tickets").
  const counters = sql`${ticketCounts}.${sql.identifier(ticketCounts.tickets.name)}`;
  return db
    .select({ count: sql<number>`(coalesce(sum(${counters}), 0) + ${elsewhere})::int` })
    .from(ticketCounts)
    .where(sql`${ticketCounts.locationId} = ${store}`);
}

/** The columns of `visibleTicketCounts`. */
export const counted = {
  locationId: sql.raw('visible.location_id'),
  assignedTo: sql.raw('visible.assigned_to'),
  status: sql.raw('visible.status'),
  priority: sql.raw('visible.priority'),
  downWithoutUnit: sql.raw('visible.down_without_unit'),
  categoryId: sql.raw('visible.category_id'),
};

/** How many of the visible tickets meet `condition` (all of them without one). */
export function countedTickets(condition?: SQL): SQL<number> {
  return condition
    ? sql<number>`coalesce(sum(visible.tickets) filter (where ${condition}), 0)::int`
    : sql<number>`coalesce(sum(visible.tickets), 0)::int`;
}
