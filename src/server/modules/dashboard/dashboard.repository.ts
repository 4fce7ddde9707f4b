import { and, gte, lt, sql } from 'drizzle-orm';

import type { TicketAudience } from '#contract/ticket-access.ts';

import type { Database } from '../../db/database.ts';
import { tickets } from '../../db/schema.ts';
import { ticketVisibleTo } from '../../db/ticket-visibility.ts';
import { userActiveSessionStart, userMinutesWorked } from '../../db/worked-time.ts';
import { createFixConfirmationRepository } from './fix-confirmation.repository.ts';
import { outOfOrderUnits } from './out-of-order.repository.ts';
import { createStoreWorkRepository } from './store-work.repository.ts';
import { createTechnicianTodayRepository } from './technician-today.repository.ts';

// Dashboard numbers as aggregates in SQL: one pass over the visible tickets with filtered counts,
// index range scans for the weekly series, never rows in memory (decisions 007 and 008: 100,000 tickets).

export interface TicketCounts {
  total: number;
  open: number;
  awaitingAssignment: number;
  inProgress: number;
  completed: number;
  urgent: number;
  down: number;
  completedToday: number;
  submittedThisWeek: number;
}

function iso(date: Date): string {
  return date.toISOString();
}

export function createDashboardRepository(db: Database) {
  return {
    // Decision 031: the technician's Today list.
    ...createTechnicianTodayRepository(db),
    // Issue 36: the manager's store work.
    ...createStoreWorkRepository(db),
    // Issue 36: confirmations of completed work.
    ...createFixConfirmationRepository(db),
    async ticketCounts(
      audience: TicketAudience,
      today: { start: Date; end: Date },
      week: { start: Date; end: Date },
    ): Promise<TicketCounts> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          open: sql<number>`(count(*) filter (where ${tickets.status} = 'open'))::int`,
          awaitingAssignment: sql<number>`(count(*) filter (where ${tickets.status} = 'open' and ${tickets.assignedTo} is null))::int`,
          inProgress: sql<number>`(count(*) filter (where ${tickets.status} not in ('open', 'completed')))::int`,
          completed: sql<number>`(count(*) filter (where ${tickets.status} = 'completed'))::int`,
          urgent: sql<number>`(count(*) filter (where ${tickets.priority} = 'urgent' and ${tickets.status} <> 'completed'))::int`,
          // Out of Order without a unit; units down are counted by outOfOrderUnits.
          down: sql<number>`(count(*) filter (where ${tickets.equipmentDown} and ${tickets.status} <> 'completed' and ${tickets.equipmentId} is null))::int`,
          completedToday: sql<number>`(count(*) filter (where ${tickets.status} = 'completed' and ${tickets.completedAt} >= ${iso(today.start)}::timestamptz and ${tickets.completedAt} < ${iso(today.end)}::timestamptz))::int`,
          submittedThisWeek: sql<number>`(count(*) filter (where ${tickets.submittedAt} >= ${iso(week.start)}::timestamptz and ${tickets.submittedAt} < ${iso(week.end)}::timestamptz))::int`,
        })
        .from(tickets)
        .where(ticketVisibleTo(audience));
      return {
        total: row?.total ?? 0,
        open: row?.open ?? 0,
        awaitingAssignment: row?.awaitingAssignment ?? 0,
        inProgress: row?.inProgress ?? 0,
        completed: row?.completed ?? 0,
        urgent: row?.urgent ?? 0,
        down: (row?.down ?? 0) + (await outOfOrderUnits(db, audience)),
        completedToday: row?.completedToday ?? 0,
        submittedThisWeek: row?.submittedThisWeek ?? 0,
      };
    },

    /** Tickets created and completed in each [boundaries[i], boundaries[i+1]) of every ticket. */
    async weeklyCounts(boundaries: Date[]): Promise<{ created: number[]; completed: number[] }> {
      const first = boundaries[0];
      const last = boundaries.at(-1);
      if (!first || !last || boundaries.length < 2) return { created: [], completed: [] };
      const buckets = (column: typeof tickets.submittedAt | typeof tickets.completedAt) =>
        sql.join(
          boundaries
            .slice(0, -1)
            .map(
              (start, index) =>
                sql`(count(*) filter (where ${column} >= ${iso(start)}::timestamptz and ${column} < ${iso(boundaries[index + 1] ?? last)}::timestamptz))::int`,
            ),
          sql`, `,
        );
      const [createdRows, completedRows] = await Promise.all([
        db
          .select({ counts: sql<number[]>`array[${buckets(tickets.submittedAt)}]` })
          .from(tickets)
          .where(and(gte(tickets.submittedAt, first), lt(tickets.submittedAt, last))),
        db
          .select({ counts: sql<number[]>`array[${buckets(tickets.completedAt)}]` })
          .from(tickets)
          .where(and(gte(tickets.completedAt, first), lt(tickets.completedAt, last))),
      ]);
      const toNumbers = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);
      return {
        created: toNumbers(createdRows[0]?.counts),
        completed: toNumbers(completedRows[0]?.counts),
      };
    },

    /**
     * Worked minutes of a user's sessions inside [start, end), a running session counted up to
     * `now`, unpaid breaks left out (decision 035 §2).
     */
    minutesWorked(userId: string, range: { start: Date; end: Date }, now: Date): Promise<number> {
      return userMinutesWorked(db, userId, range, now);
    },

    activeSessionStart(userId: string): Promise<Date | null> {
      return userActiveSessionStart(db, userId);
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
