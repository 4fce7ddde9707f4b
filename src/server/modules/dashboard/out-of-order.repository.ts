import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { TicketAudience } from '#contract/ticket-access.ts';

import { equipment, tickets } from '../../db/schema.ts';
import { ticketVisibleTo } from '../../db/ticket-visibility.ts';

// Product rules §11: the 'Out of Order' card counts units that are down (decision 033), plus open
// tickets marked equipment down that name no unit (the count before the register, so nothing it
// counted is lost). A unit counts for whoever may see it: admins every unit, a manager their
// store's units and those on tickets they see, a technician the units of tickets assigned to them.

/**
 * Units that are down, as the audience sees them: a scalar subquery for the dashboard's one
 * statement (decision 042). The units that are down come first (equipment_down_idx, migration
 * 0026: a few of the chain's thousands), then, for each one not at the manager's store, whether
 * a ticket the audience sees names it (tickets_equipment_idx: that unit's tickets only). The form
 * before read every visible ticket naming a unit into an array and looked each up (800 tickets
 * and 4 ms for a manager of the bench's chain).
 */
export function outOfOrderUnitsSql(audience: TicketAudience): SQL<number> {
  const onVisibleTicket = sql`exists (select 1 from ${tickets} where ${and(
    eq(tickets.equipmentId, equipment.id),
    ticketVisibleTo(audience),
  )})`;
  const visible =
    audience.kind === 'all'
      ? undefined
      : audience.kind === 'submitted-or-location' && audience.locationId
        ? sql`(${equipment.locationId} = ${audience.locationId} or ${onVisibleTicket})`
        : onVisibleTicket;
  // 'down' written out, not a parameter: the planner matches it with the index's predicate.
  return sql<number>`(select count(*)::int from ${equipment} where ${and(
    sql`${equipment.status} = 'down'`,
    visible,
  )})`;
}
