import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { TicketSort } from '#contract/schemas/ticket.ts';

import { locations, tickets } from '../../db/schema.ts';
import type { TicketPosition } from './ticket-cursor.ts';

// The SQL of the board's sort orders (decision 025): each order's ORDER BY, and the
// condition keeping the tickets after a page's last position (ticket-cursor.ts).

/** The store sort's key: the location's name, case folded so 'a' and 'B' sort A–Z. */
const storeName = sql`lower(${locations.name})`;

/**
 * Issue 39: the next SLA deadline of an uncompleted ticket (respond until it was answered, then
 * resolve); null for completed tickets and work without a target, which sort last.
 */
const openSlaDueAt = sql`coalesce(case when ${tickets.slaRespondedAt} is null then ${tickets.slaRespondBy} end, ${tickets.slaResolveBy})`;
const slaDueAt = sql`(case when ${tickets.completedAt} is null then ${openSlaDueAt} end)`;

/**
 * The tickets without a deadline (slaDueAt is null), written so PostgreSQL estimates them from
 * the columns' statistics: those of the partial index's expression (decision 042 cut 41) hold
 * only uncompleted tickets, which all have one, and made the rest look like 1 in 200.
 */
const slaDueAtNull = sql`(${tickets.completedAt} is not null or ${openSlaDueAt} is null)`;

/** Whether a sort needs the locations table joined to the tickets it orders. */
export function sortNeedsLocation(sort: TicketSort): boolean {
  return sort === 'store';
}

/** One key of a sort's ORDER BY: the expression and how it is ordered. */
interface SortKey {
  key: SQL;
  order: 'asc' | 'desc' | 'asc nulls last';
}

/** A sort's keys, in order; the last are always (submitted_at, id) so the order is total. */
export function sortKeys(sort: TicketSort): SortKey[] {
  const newestLast: SortKey[] = [
    { key: sql`${tickets.submittedAt}`, order: 'desc' },
    { key: sql`${tickets.id}`, order: 'desc' },
  ];
  switch (sort) {
    case 'newest':
      return newestLast;
    case 'oldest':
      return [
        { key: sql`${tickets.submittedAt}`, order: 'asc' },
        { key: sql`${tickets.id}`, order: 'asc' },
      ];
    case 'priority':
      // The stored words sort urgent > medium > low, so descending is urgent first, and the
      // (priority, submitted_at, id) index serves it backwards (a test pins this order).
      return [{ key: sql`${tickets.priority}`, order: 'desc' }, ...newestLast];
    case 'scheduled':
      return [{ key: sql`${tickets.scheduledStart}`, order: 'asc nulls last' }, ...newestLast];
    case 'store':
      return [{ key: storeName, order: 'asc' }, ...newestLast];
    case 'sla':
      return [{ key: slaDueAt, order: 'asc nulls last' }, ...newestLast];
  }
}

/** `key` ordered as its sort key says. */
export function ordered({ key, order }: SortKey, on: SQL = key): SQL {
  return sql`${on} ${sql.raw(order)}`;
}

/** ORDER BY for a sort; the last keys are always (submitted_at, id) so the order is total. */
export function sortOrder(sort: TicketSort): SQL[] {
  return sortKeys(sort).map((key) => ordered(key));
}

function timestamp(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

/** One part of a sort's page: which tickets, in which order. */
export interface SortPart {
  where: SQL;
  order: SQL[];
  /**
   * A search's part walked at most this many tickets for each of the page's (its first tickets
   * in order, the words aside): when they hold too few matches for the page, the part's matches
   * are read by the search's index and sorted instead (tickets.repository.ts pageIdsSql).
   */
  walkPerTicket?: number;
}

/**
 * How far a search walks the scheduled tickets for each ticket of its page before it sorts its
 * matches instead (decision 042 cut 62): 20, so 2,020 tickets for a page of 100, the walk kept
 * for words found in at least 1 in 20 of the first scheduled tickets. The walk tests the words on
 * each ticket it passes (15-25 µs each on this machine); sorting reads the matches by the trigram
 * index (about 9 ms of bitmaps, then 25-30 µs a match). A word found only in unscheduled tickets
 * (the admin's `coolr`: 10,000 tickets, none scheduled) walked all 54,488 scheduled ones.
 */
const SCHEDULED_WALK_PER_TICKET = 20;

/**
 * Issue 37 (decision 042 cut 41): the SLA order in two parts, the uncompleted tickets with a
 * deadline (walked in order from the partial index tickets_sla_due_idx) and then the rest, after
 * the cursor's position if any; undefined for the other sorts. The rest keeps the sort's whole
 * ORDER BY, which no index serves: it is read and sorted only when the first part leaves room on
 * the page (a walk of it in newest order read the whole table for a filter that few of the rest
 * match). Together the parts hold exactly the tickets afterPosition keeps, in sortKeys' order.
 * `isSearch`: a search of every ticket, whose scheduled order comes in parts too (scheduledParts).
 */
export function sortParts(
  sort: TicketSort,
  position?: TicketPosition,
  isSearch = false,
): [SortPart] | [SortPart, SortPart] | undefined {
  if (sort === 'scheduled' && isSearch) return scheduledParts(position);
  if (sort !== 'sla') return undefined;
  if (position && position.sort !== 'sla') {
    throw new Error(`a cursor of the ${position.sort} order in the sla order`);
  }
  const rest: SortPart = { where: slaDueAtNull, order: sortOrder('sla') };
  // The index's order: its expression is slaDueAt, so the ticket's deadline ascending.
  const keyedOrder = [
    sql`${slaDueAt} asc`,
    sql`${tickets.submittedAt} desc`,
    sql`${tickets.id} desc`,
  ];
  // `completed_at is null` is the index's predicate, written out so the planner may use it.
  const keyed = sql`${tickets.completedAt} is null and ${slaDueAt} is not null`;
  if (!position) return [{ where: keyed, order: keyedOrder }, rest];
  const beforeInNewest = sql`(${tickets.submittedAt}, ${tickets.id}) < (${timestamp(position.submittedAt)}, ${position.id}::uuid)`;
  // A position among the tickets without a deadline: only those older in newest order follow.
  if (position.slaDueAt === null) {
    return [{ where: sql`(${rest.where} and ${beforeInNewest})`, order: rest.order }];
  }
  const due = timestamp(position.slaDueAt);
  // `slaDueAt >= due` is redundant but an index condition: the walk starts at the position.
  const after = sql`${tickets.completedAt} is null and ${slaDueAt} >= ${due} and (${slaDueAt} > ${due} or (${slaDueAt} = ${due} and ${beforeInNewest}))`;
  return [{ where: after, order: keyedOrder }, rest];
}

/**
 * Decision 042 cut 62: a search's scheduled order in two parts, the scheduled tickets in the
 * sort's order (walked from tickets_scheduled_idx, or their matches sorted:
 * SCHEDULED_WALK_PER_TICKET) and then the unscheduled, which sort last and tie on the lead key, so
 * newest first (tickets_submitted_idx walked backwards, or their matches sorted, as the planner
 * chooses), after the cursor's position if any. A search walked the whole order with its words as
 * a filter: a word found only in unscheduled tickets read every scheduled one, then every
 * unscheduled match to sort them (the admin's `coolr`: 47,750 buffers, 1-2 s). Together the parts
 * hold exactly the tickets afterPosition keeps, in sortKeys' order.
 */
function scheduledParts(position?: TicketPosition): [SortPart] | [SortPart, SortPart] {
  if (position && position.sort !== 'scheduled') {
    throw new Error(`a cursor of the ${position.sort} order in the scheduled order`);
  }
  const newest = [sql`${tickets.submittedAt} desc`, sql`${tickets.id} desc`];
  const unscheduled = sql`${tickets.scheduledStart} is null`;
  const rest: SortPart = { where: unscheduled, order: newest };
  const keyed = (where: SQL): SortPart => ({
    where,
    order: [sql`${tickets.scheduledStart} asc`, ...newest],
    walkPerTicket: SCHEDULED_WALK_PER_TICKET,
  });
  if (!position) return [keyed(sql`${tickets.scheduledStart} is not null`), rest];
  const beforeInNewest = sql`(${tickets.submittedAt}, ${tickets.id}) < (${timestamp(position.submittedAt)}, ${position.id}::uuid)`;
  // A position among the unscheduled: only those older in newest order follow.
  if (position.scheduledStart === null) {
    return [{ where: sql`(${unscheduled} and ${beforeInNewest})`, order: newest }];
  }
  const start = timestamp(position.scheduledStart);
  // `scheduled_start >= start` is redundant but an index condition: the walk starts there.
  return [
    keyed(
      sql`${tickets.scheduledStart} >= ${start} and (${tickets.scheduledStart} > ${start} or (${tickets.scheduledStart} = ${start} and ${beforeInNewest}))`,
    ),
    rest,
  ];
}

/** The condition keeping the tickets after `position` in its sort. */
export function afterPosition(position: TicketPosition): SQL {
  const at = timestamp(position.submittedAt);
  const id = sql`${position.id}::uuid`;
  const beforeInNewest = sql`(${tickets.submittedAt}, ${tickets.id}) < (${at}, ${id})`;
  switch (position.sort) {
    case 'newest':
      return beforeInNewest;
    case 'oldest':
      return sql`(${tickets.submittedAt}, ${tickets.id}) > (${at}, ${id})`;
    case 'priority':
      // One direction throughout: a row comparison, which the index range scan serves.
      return sql`(${tickets.priority}, ${tickets.submittedAt}, ${tickets.id}) < (${position.priority}, ${at}, ${id})`;
    case 'scheduled': {
      if (position.scheduledStart === null) {
        // Among the unscheduled (the last group): only those older in newest order follow.
        return sql`(${tickets.scheduledStart} is null and ${beforeInNewest})`;
      }
      const start = timestamp(position.scheduledStart);
      return sql`(${tickets.scheduledStart} > ${start} or ${tickets.scheduledStart} is null or (${tickets.scheduledStart} = ${start} and ${beforeInNewest}))`;
    }
    case 'store': {
      // The name is read now from the store the cursor names, so the cursor stays short.
      const name = sql`(select lower(${locations.name}) from ${locations} where ${locations.id} = ${position.locationId}::uuid)`;
      return sql`(${storeName} > ${name} or (${storeName} = ${name} and ${beforeInNewest}))`;
    }
    case 'sla': {
      // As the scheduled order: deadlines ascending, then the tickets without one.
      if (position.slaDueAt === null) return sql`(${slaDueAt} is null and ${beforeInNewest})`;
      const due = timestamp(position.slaDueAt);
      return sql`(${slaDueAt} > ${due} or ${slaDueAt} is null or (${slaDueAt} = ${due} and ${beforeInNewest}))`;
    }
  }
}
