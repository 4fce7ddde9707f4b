import { and, inArray, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Executor } from '../../db/database.ts';
import { equipment, tickets } from '../../db/schema.ts';

// The status a ticket sets on its unit (decision 033): SQL only, run inside the writing transaction.

export function createEquipmentStatusRepository() {
  return {
    /**
     * The unit a ticket is on now, as an activity lookup (one row `{ equipmentId }`, the id or
     * null; none when the ticket is gone), read in the entry's own insert.
     */
    unitOfTicketLookup(ticketId: string): SQL {
      return sql`select ${tickets.equipmentId} as "equipmentId" from ${tickets} where ${tickets.id} = ${ticketId}`;
    },

    /** The unit id of a lookup's answer, or null. */
    unitOfFound(found: unknown[]): string | null {
      const [row] = found as { equipmentId?: unknown }[];
      return typeof row?.equipmentId === 'string' ? row.equipmentId : null;
    },

    /**
     * Down while any open (not completed) ticket on the unit is marked equipment down, in service
     * once none is left. A retired unit is never touched; a unit an admin set down by hand with no
     * such ticket is only brought back by a ticket event that concerns it.
     */
    async syncUnits(equipmentIds: readonly string[], now: Date, tx: Executor): Promise<void> {
      if (equipmentIds.length === 0) return;
      const anyOpenDown = sql`exists (select 1 from ${tickets} where ${tickets.equipmentId} = ${equipment.id} and ${tickets.equipmentDown} and ${tickets.status} <> 'completed')`;
      await tx
        .update(equipment)
        .set({
          status: sql`case when ${anyOpenDown} then 'down' else 'in-service' end`,
          updatedAt: now,
        })
        .where(
          and(
            inArray(equipment.id, [...equipmentIds]),
            ne(equipment.status, 'retired'),
            // Only rows whose status actually changes, so updatedAt means something.
            sql`${equipment.status} <> case when ${anyOpenDown} then 'down' else 'in-service' end`,
          ),
        );
    },
  };
}

export type EquipmentStatusRepository = ReturnType<typeof createEquipmentStatusRepository>;
