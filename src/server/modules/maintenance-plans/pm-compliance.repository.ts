import { and, asc, between, eq, sql } from 'drizzle-orm';

import type { Database } from '../../db/database.ts';
import { locations, pmOccurrences, tickets } from '../../db/schema.ts';

// The compliance report's counts as one aggregate in SQL (decisions 007 and 008: never rows in memory), per store
// and business month of the due day. Deleted plans are soft-deleted: their occurrences stay and
// still count, so the plans table is not read at all.

interface ComplianceFilter {
  /** Inclusive due days, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Only this store, or every store when null. */
  locationId: string | null;
  /** Today in the business zone: a due day before it has ended. */
  today: string;
  /** The business time zone (IANA), for the day a ticket was completed on. */
  timeZone: string;
}

export interface ComplianceCountsRow {
  locationId: string;
  location: string;
  month: string;
  due: number;
  onTime: number;
  late: number;
  missed: number;
  open: number;
}

/** Done: generated and its ticket completed (coalesce: a missing ticket row is not done). */
function completedSql() {
  return sql`coalesce(${pmOccurrences.status} = 'generated' and ${tickets.status} = 'completed' and ${tickets.completedAt} is not null, false)`;
}

/** The due day is over (or the occurrence was never generated). */
function dayEndedSql(today: string) {
  return sql`(${pmOccurrences.status} = 'missed' or ${pmOccurrences.dueDate} < ${today}::date)`;
}

/** Occurrences due in the filter's days, at its store (every store when null). */
function dueInRangeAtStore(filter: ComplianceFilter) {
  return and(
    between(pmOccurrences.dueDate, filter.from, filter.to),
    filter.locationId === null ? undefined : eq(pmOccurrences.locationId, filter.locationId),
  );
}

export function createPmComplianceRepository(db: Database) {
  return {
    /**
     * Architecture §7: the tickets of missed occurrences (generated, not completed, due day over) in the
     * range, per store, so an insight can link them; the same definition as the counts' 'missed'.
     */
    async missedTickets(
      filter: ComplianceFilter,
      limit: number,
    ): Promise<{ location: string; ticketNumber: number }[]> {
      return db
        .select({ location: locations.name, ticketNumber: tickets.ticketNumber })
        .from(pmOccurrences)
        .innerJoin(locations, eq(locations.id, pmOccurrences.locationId))
        .innerJoin(tickets, eq(tickets.id, pmOccurrences.ticketId))
        .where(
          and(
            dueInRangeAtStore(filter),
            sql`not ${completedSql()} and ${dayEndedSql(filter.today)}`,
          ),
        )
        .orderBy(asc(locations.name), asc(pmOccurrences.dueDate))
        .limit(limit);
    },

    async countsByStoreAndMonth(filter: ComplianceFilter): Promise<ComplianceCountsRow[]> {
      // coalesce: a missed occurrence (or one whose ticket was deleted) has no ticket row, and a
      // NULL here would drop it from every count.
      const completed = completedSql();
      // On time: completed on or before its due day, both days in the business time zone.
      const inTime = sql`((${tickets.completedAt} at time zone ${filter.timeZone})::date <= ${pmOccurrences.dueDate})`;
      const dayEnded = dayEndedSql(filter.today);
      const month = sql<string>`to_char(${pmOccurrences.dueDate}, 'YYYY-MM')`;
      return db
        .select({
          locationId: pmOccurrences.locationId,
          location: locations.name,
          month,
          due: sql<number>`count(*)::int`.mapWith(Number),
          onTime: sql<number>`(count(*) filter (where ${completed} and ${inTime}))::int`.mapWith(
            Number,
          ),
          late: sql<number>`(count(*) filter (where ${completed} and not ${inTime}))::int`.mapWith(
            Number,
          ),
          missed:
            sql<number>`(count(*) filter (where not ${completed} and ${dayEnded}))::int`.mapWith(
              Number,
            ),
          open: sql<number>`(count(*) filter (where not ${completed} and not ${dayEnded}))::int`.mapWith(
            Number,
          ),
        })
        .from(pmOccurrences)
        .innerJoin(locations, eq(locations.id, pmOccurrences.locationId))
        .leftJoin(tickets, eq(tickets.id, pmOccurrences.ticketId))
        .where(dueInRangeAtStore(filter))
        .groupBy(pmOccurrences.locationId, locations.name, month)
        .orderBy(asc(locations.name), asc(month));
    },
  };
}

export type PmComplianceRepository = ReturnType<typeof createPmComplianceRepository>;
