import { and, eq, gte, lt, sql } from 'drizzle-orm';

import type { TicketAudience } from '#contract/ticket-access.ts';

import type { Database } from '../../db/database.ts';
import { tickets } from '../../db/schema.ts';
import { counted, countedTickets, visibleTicketCounts } from '../../db/ticket-counts.ts';
import { ticketVisibleTo } from '../../db/ticket-visibility.ts';
import { userActiveSessionStart, userMinutesWorked } from '../../db/worked-time.ts';
import { createFixConfirmationRepository } from './fix-confirmation.repository.ts';
import { outOfOrderUnits } from './out-of-order.repository.ts';
import { createStoreWorkRepository } from './store-work.repository.ts';
import { createTechnicianTodayRepository } from './technician-today.repository.ts';

// Dashboard numbers as aggregates in SQL: the standing numbers from the ticket counters (decision 042),
// index range scans for today, this week and the weekly series, never rows in memory (decisions 007
// and 008: 100,000 tickets).

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
      // Decision 042 (cuts): the standing numbers from the counters the writes keep; today's
      // completions and the week's reports by index range scans of those days only.
      const visible = ticketVisibleTo(audience);
      const [[row], [completedToday], [submittedThisWeek], outOfOrder] = await Promise.all([
        db
          .select({
            total: countedTickets(),
            open: countedTickets(sql`${counted.status} = 'open'`),
            awaitingAssignment: countedTickets(
              sql`${counted.status} = 'open' and ${counted.assignedTo} is null`,
            ),
            inProgress: countedTickets(sql`${counted.status} not in ('open', 'completed')`),
            completed: countedTickets(sql`${counted.status} = 'completed'`),
            urgent: countedTickets(
              sql`${counted.priority} = 'urgent' and ${counted.status} <> 'completed'`,
            ),
            // Out of Order without a unit; units down are counted by outOfOrderUnits.
            down: countedTickets(
              sql`${counted.downWithoutUnit} and ${counted.status} <> 'completed'`,
            ),
          })
          .from(visibleTicketCounts(audience)),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(tickets)
          .where(
            and(
              gte(tickets.completedAt, today.start),
              lt(tickets.completedAt, today.end),
              eq(tickets.status, 'completed'),
              visible,
            ),
          ),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(tickets)
          .where(
            and(gte(tickets.submittedAt, week.start), lt(tickets.submittedAt, week.end), visible),
          ),
        outOfOrderUnits(db, audience),
      ]);
      return {
        total: row?.total ?? 0,
        open: row?.open ?? 0,
        awaitingAssignment: row?.awaitingAssignment ?? 0,
        inProgress: row?.inProgress ?? 0,
        completed: row?.completed ?? 0,
        urgent: row?.urgent ?? 0,
        down: (row?.down ?? 0) + outOfOrder,
        completedToday: completedToday?.count ?? 0,
        submittedThisWeek: submittedThisWeek?.count ?? 0,
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
