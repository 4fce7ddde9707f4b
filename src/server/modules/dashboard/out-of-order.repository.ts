import { and, eq, exists, or, sql } from 'drizzle-orm';

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
  const onVisibleTicket = exists(
    db
      .select({ one: sql`1` })
      .from(tickets)
      .where(and(eq(tickets.equipmentId, equipment.id), ticketVisibleTo(audience))),
  );
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
