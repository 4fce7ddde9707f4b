import { and, eq, isNotNull, or, sql } from 'drizzle-orm';

import type { TicketAudience } from '#contract/ticket-access.ts';

import type { Database } from '../../db/database.ts';
import { equipment, tickets } from '../../db/schema.ts';
import { ticketVisibleTo } from '../../db/ticket-visibility.ts';

// Product rules §11: the 'Out of Order' card counts units that are down (decision 033), plus open
// tickets marked equipment down that name no unit (the count before the register, so nothing it
// counted is lost). A unit counts for whoever may see it: admins every unit, a manager their
// store's units and those on tickets they see, a technician the units of tickets assigned to them.

/** Units that are down, as the audience sees them. */
export async function outOfOrderUnits(db: Database, audience: TicketAudience): Promise<number> {
  // The units on visible tickets as one array read once (an InitPlan), not a subquery per unit:
  // with the manager's "submitted or at the store" the per-unit form was estimated at half a
  // million and PostgreSQL spent ~0.5 s compiling it with JIT for under a millisecond of work
  // (decision 042, cuts).
  const onVisibleTicket = sql`${equipment.id} = any(array(${db
    .select({ id: tickets.equipmentId })
    .from(tickets)
    .where(and(isNotNull(tickets.equipmentId), ticketVisibleTo(audience)))}))`;
  const visible =
    audience.kind === 'all'
      ? undefined
      : audience.kind === 'submitted-or-location' && audience.locationId
        ? or(eq(equipment.locationId, audience.locationId), onVisibleTicket)
        : onVisibleTicket;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(equipment)
    .where(and(eq(equipment.status, 'down'), visible));
  return row?.count ?? 0;
}
