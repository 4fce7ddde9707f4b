import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';

import { REPEAT_REPAIR_THRESHOLD } from '#contract/schemas/equipment.ts';
import type { TicketAudience } from '#contract/ticket-access.ts';

import type { Database } from '../../db/database.ts';
import { categories, equipment, locations, tickets } from '../../db/schema.ts';
import { ticketVisibleTo } from '../../db/ticket-visibility.ts';

// Decision 033: units with repeat repairs, counted over the tickets the caller may see.

export interface RepeatRepairUnit {
  name: string;
  location: string;
  category: string;
  repairs: number;
  urgent: number;
  ticketNumbers: number[];
  warrantyEndDate: string | null;
  warrantyProvider: string | null;
}

export function createRepeatRepairsRepository(db: Database) {
  return {
    async repeatRepairUnits(
      audience: TicketAudience,
      since: Date,
      limit: number,
    ): Promise<RepeatRepairUnit[]> {
      const repairs = sql<number>`count(*)::int`;
      return db
        .select({
          name: equipment.name,
          location: locations.name,
          category: categories.name,
          repairs,
          urgent: sql<number>`(count(*) filter (where ${tickets.priority} = 'urgent'))::int`,
          ticketNumbers: sql<
            number[]
          >`array_agg(${tickets.ticketNumber} order by ${tickets.ticketNumber})`,
          warrantyEndDate: equipment.warrantyEndDate,
          warrantyProvider: equipment.warrantyProvider,
        })
        .from(tickets)
        .innerJoin(equipment, eq(tickets.equipmentId, equipment.id))
        .innerJoin(locations, eq(equipment.locationId, locations.id))
        .innerJoin(categories, eq(equipment.categoryId, categories.id))
        .where(
          and(
            gte(tickets.submittedAt, since),
            // Decision 034: planned preventive work is not a repair.
            eq(tickets.preventive, false),
            ne(equipment.status, 'retired'),
            ticketVisibleTo(audience),
          ),
        )
        .groupBy(equipment.id, locations.name, categories.name)
        .having(sql`count(*) >= ${REPEAT_REPAIR_THRESHOLD}`)
        .orderBy(desc(repairs), equipment.name)
        .limit(limit);
    },
  };
}
