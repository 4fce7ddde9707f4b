import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { TicketPriority, TicketStatus } from '#contract/schemas/ticket.ts';
import type { TicketAudience } from '#contract/ticket-access.ts';

import type { Executor } from './database.ts';
import { locations, ticketCounts, tickets, ticketStoreCounts } from './schema.ts';

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
//
// Cut 66: readers that need neither the assignee (only whether there is one) nor the category ask
// for `perStore` rows, summed from ticket_store_counts (migration 0035), a third as many rows as
// ticket_counts; a technician's rows, and a filter on one assignee, still need ticket_counts.

/** The filters the counters can answer; the others (search, category, schedule) count tickets. */
export interface TicketCountFilter {
  statuses?: TicketStatus[];
  priorities?: TicketPriority[];
  /** A store id, or a name matched case-insensitively. */
  location?: { id: string } | { name: string };
  assignedTo?: { id: string } | 'unassigned';
}

type KeyTable = typeof ticketCounts | typeof tickets;
type CounterTable = typeof ticketCounts | typeof ticketStoreCounts;

function filterOn(table: KeyTable | typeof ticketStoreCounts, filter: TicketCountFilter): SQL[] {
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
  if (!('assignedTo' in table)) {
    // Never asked for one assignee (visibleTicketCounts reads ticket_counts then).
    if (filter.assignedTo === 'unassigned') conditions.push(sql`${table.unassigned}`);
  } else if (filter.assignedTo === 'unassigned') {
    conditions.push(isNull(table.assignedTo));
  } else if (filter.assignedTo) {
    conditions.push(eq(table.assignedTo, filter.assignedTo.id));
  }
  return conditions;
}

function whereAll(conditions: (SQL | undefined)[]): SQL {
  return and(...conditions) ?? sql`true`;
}

/** The columns of every projection, in one order (the manager's rows are a union). */
function columns(
  table: CounterTable | typeof tickets,
  perStore: boolean,
  values: { unassigned: SQL; downWithoutUnit: SQL; tickets: SQL },
): SQL {
  const shared = sql`${table.locationId} as location_id, ${table.status} as status,
    ${table.priority} as priority, ${values.unassigned} as unassigned,
    ${values.downWithoutUnit} as down_without_unit, ${values.tickets} as tickets`;
  if (perStore || !('assignedTo' in table)) return shared;
  return sql`${shared}, ${table.assignedTo} as assigned_to, ${table.categoryId} as category_id`;
}

function fromCounters(table: CounterTable, conditions: SQL[], perStore: boolean): SQL {
  const unassigned =
    'assignedTo' in table ? sql`${table.assignedTo} is null` : sql`${table.unassigned}`;
  return sql`select ${columns(table, perStore, { unassigned, downWithoutUnit: sql`${table.downWithoutUnit}`, tickets: sql`${table.tickets}` })}
    from ${table} where ${whereAll(conditions)}`;
}

function fromTickets(conditions: SQL[], perStore: boolean): SQL {
  return sql`select ${columns(tickets, perStore, {
    unassigned: sql`${tickets.assignedTo} is null`,
    downWithoutUnit: sql`(${tickets.equipmentDown} and ${tickets.equipmentId} is null)`,
    tickets: sql`1`,
  })} from ${tickets} where ${whereAll(conditions)}`;
}

/**
 * The tickets `audience` sees that match `filter`, as counted rows named `visible` for a FROM
 * clause; aggregate them with `countedTickets` and the `counted` columns. `perStore` rows have no
 * `assignedTo` and no `categoryId`: cut 66 reads them from ticket_store_counts, a third as many
 * rows, unless they are one technician's or the filter names an assignee (only ticket_counts
 * holds those).
 */
export function visibleTicketCounts(
  audience: TicketAudience,
  filter: TicketCountFilter = {},
  options: { perStore?: boolean } = {},
): SQL {
  const perStore = options.perStore === true;
  const oneAssignee = filter.assignedTo !== undefined && filter.assignedTo !== 'unassigned';
  const counters: CounterTable =
    perStore && audience.kind !== 'assigned' && !oneAssignee ? ticketStoreCounts : ticketCounts;
  const onCounters = filterOn(counters, filter);
  const onTickets = filterOn(tickets, filter);
  switch (audience.kind) {
    case 'all':
      return sql`(${fromCounters(counters, onCounters, perStore)}) as visible`;
    case 'assigned':
      return sql`(${fromCounters(ticketCounts, [eq(ticketCounts.assignedTo, audience.userId), ...onCounters], perStore)}) as visible`;
    case 'submitted-or-location': {
      const storeId = audience.locationId;
      const submitted = eq(tickets.submittedBy, audience.userId);
      if (!storeId) return sql`(${fromTickets([submitted, ...onTickets], perStore)}) as visible`;
      return sql`(${fromCounters(counters, [eq(counters.locationId, storeId), ...onCounters], perStore)}
        union all ${fromTickets([submitted, ne(tickets.locationId, storeId), ...onTickets], perStore)}) as visible`;
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
  // The store's rows of ticket_store_counts (cut 66), a third as many as ticket_counts'.
  const counters = sql`${ticketStoreCounts}.${sql.identifier(ticketStoreCounts.tickets.name)}`;
  return db
    .select({ count: sql<number>`(coalesce(sum(${counters}), 0) + ${elsewhere})::int` })
    .from(ticketStoreCounts)
    .where(sql`${ticketStoreCounts.locationId} = ${store}`);
}

/** The columns of `visibleTicketCounts`. */
export const counted = {
  locationId: sql.raw('visible.location_id'),
  /** Not in `perStore` rows. */
  assignedTo: sql.raw('visible.assigned_to'),
  unassigned: sql.raw('visible.unassigned'),
  status: sql.raw('visible.status'),
  priority: sql.raw('visible.priority'),
  downWithoutUnit: sql.raw('visible.down_without_unit'),
  /** Not in `perStore` rows. */
  categoryId: sql.raw('visible.category_id'),
};

/** How many of the visible tickets meet `condition` (all of them without one). */
export function countedTickets(condition?: SQL): SQL<number> {
  return condition
    ? sql<number>`coalesce(sum(visible.tickets) filter (where ${condition}), 0)::int`
    : sql<number>`coalesce(sum(visible.tickets), 0)::int`;
}
