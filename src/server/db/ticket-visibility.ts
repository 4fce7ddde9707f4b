import { eq, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { TicketAudience } from '#contract/ticket-access.ts';

import { tickets } from './schema.ts';

/**
 * The SQL twin of canViewTicket (src/contract/ticket-access.ts): the condition on the tickets
 * table that keeps an audience's tickets, or undefined for everyone's. Every repository that
 * filters tickets by who asks uses this one builder (docs/decisions/020).
 */
export function ticketVisibleTo(audience: TicketAudience): SQL | undefined {
  const branches = ticketVisibleBranches(audience);
  return branches.length > 1 ? or(...branches) : branches[0];
}

/**
 * ticketVisibleTo's condition as the conditions it is the OR of (none for everyone's): a page of
 * a manager's tickets walks an index per branch (issue 37, decision 042).
 */
export function ticketVisibleBranches(audience: TicketAudience): SQL[] {
  switch (audience.kind) {
    case 'all':
      return [];
    case 'assigned':
      return [eq(tickets.assignedTo, audience.userId)];
    case 'submitted-or-location':
      return audience.locationId
        ? [eq(tickets.submittedBy, audience.userId), eq(tickets.locationId, audience.locationId)]
        : [eq(tickets.submittedBy, audience.userId)];
  }
}

/**
 * An audience for a statement prepared once per shape (issue 37, decision 042): `shape` names
 * the statement's variant (who may see what), `placeholders` is the audience with its ids as
 * placeholders `userId` and `locationId` (for ticketVisibleTo, visibleTicketCounts and the like),
 * and `values` fills them at each run.
 *
 * `readOnce`: each id read through a scalar subquery, `(select $n::uuid)`, an InitPlan's value
 * (decision 042 cut 53, as cuts 47, 51 and 52). The planner then costs a custom plan as it costs
 * the generic one and keeps the generic plan after the fifth run, the index ranges still used.
 * Bare placeholders let a custom plan use the person's own row counts, which came out under the
 * generic plan's for a manager's dashboard stats and stores' list: planned on every request.
 */
export function preparedAudience(
  audience: TicketAudience,
  options: { readOnce?: boolean } = {},
): {
  shape: 'all' | 'assigned' | 'submitted' | 'submitted-or-location';
  placeholders: TicketAudience;
  values: Record<string, string>;
} {
  const id = (name: string) =>
    (options.readOnce
      ? sql`(select ${sql.placeholder(name)}::uuid)`
      : sql.placeholder(name)) as unknown as string;
  const userId = id('userId');
  switch (audience.kind) {
    case 'all':
      return { shape: 'all', placeholders: audience, values: {} };
    case 'assigned':
      return {
        shape: 'assigned',
        placeholders: { kind: 'assigned', userId },
        values: { userId: audience.userId },
      };
    case 'submitted-or-location':
      return audience.locationId === null
        ? {
            shape: 'submitted',
            placeholders: { kind: 'submitted-or-location', userId, locationId: null },
            values: { userId: audience.userId },
          }
        : {
            shape: 'submitted-or-location',
            placeholders: {
              kind: 'submitted-or-location',
              userId,
              locationId: id('locationId'),
            },
            values: { userId: audience.userId, locationId: audience.locationId },
          };
  }
}
