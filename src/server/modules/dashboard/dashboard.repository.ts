import { and, gte, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { TicketAudience } from '#contract/ticket-access.ts';

import type { Database } from '../../db/database.ts';
import { ticketDayCounts, ticketDayZone, tickets, timeSessions } from '../../db/schema.ts';
import { counted, countedTickets, visibleTicketCounts } from '../../db/ticket-counts.ts';
import { preparedAudience, ticketVisibleTo } from '../../db/ticket-visibility.ts';
import { userActiveSessionStartQuery, userMinutesWorkedQuery } from '../../db/worked-time.ts';
import { createFixConfirmationRepository } from './fix-confirmation.repository.ts';
import { outOfOrderUnitsSql } from './out-of-order.repository.ts';
import { createStoreWorkRepository } from './store-work.repository.ts';
import { createTechnicianTodayRepository } from './technician-today.repository.ts';

// Dashboard numbers as aggregates in SQL, in one statement: the standing numbers from the ticket
// counters (decision 042), the weekly series from the day counters (cut 35), index range scans for
// today and this week, never rows
// in memory (decisions 007 and 008: 100,000 tickets).

/** The dashboard's numbers as read, before the service shapes them. */
interface DashboardNumbers {
  total: number;
  open: number;
  awaitingAssignment: number;
  inProgress: number;
  completed: number;
  urgent: number;
  down: number;
  completedToday: number;
  submittedThisWeek: number;
  /** Worked minutes today, not rounded. */
  minutesToday: number;
  activeSince: Date | null;
  /** Tickets created and completed in each [boundaries[i], boundaries[i+1]). */
  created: number[];
  completedByWeek: number[];
}

/** Instants as a PostgreSQL array's text, `{a,b,...}`, for a `timestamptz[]` parameter. */
function isoArray(instants: Date[]): string {
  return `{${instants.map((instant) => instant.toISOString()).join(',')}}`;
}

export function createDashboardRepository(db: Database) {
  /**
   * The numbers' statement, built by Drizzle once per audience shape and with or without the
   * weekly series (issue 37): building it cost more of the server's time per fresh request than
   * running it. Who asks, the instants and the weeks are placeholders, filled at each run; the
   * text is the one built per request before.
   *
   * Decision 042 cut 53: who asks (the audience's ids and the person's) and today's and this
   * week's instants are read through scalar subqueries, `(select $n::uuid)`, InitPlans' values,
   * and the completed status is written out. With bare placeholders a custom plan was costed with
   * the person's own row counts and the day's own ranges, under the generic plan's cost, so the
   * manager's and the technician's statements were planned on every request (0 generic plans of
   * 28 runs). Costed alike, the generic plan is kept after the fifth run, the same index ranges
   * read. The weeks (the admin's only, whose statement kept its generic plan) are as they were.
   */
  function prepareNumbers(shape: string, audience: TicketAudience, withWeeks: boolean) {
    const visible = ticketVisibleTo(audience);
    const instant = (name: string) => sql.placeholder(name);
    const readOnce = (name: string, type: 'timestamptz' | 'uuid') =>
      sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
    const countOf = (condition: SQL | undefined) =>
      sql`(select count(*)::int from ${tickets} where ${condition})`;
    // Per week, from the day counters the writes keep in the business time zone (decision 042
    // cut 35), while the zone they count in is this process's; otherwise an index-only count of
    // each week's range, as before (ticket-day-counts.ts). The zone's check is an uncorrelated
    // subquery PostgreSQL runs once, and only the branch chosen runs. Both series come in one
    // array, the created weeks then the completed ones: from the counters, one range scan of the
    // weeks' days, each day in week (day - first day) / 7, as a week is seven local dates from a
    // local midnight (cut 43: a lookup per week and series was 0.06 ms of the backend's 0.5 per
    // fresh admin request). One correlated subquery per series for the index's count, which the
    // planner plans once: a subquery per week cost a millisecond of planning per request.
    const countersInZone = sql`(select ${ticketDayZone.zone} from ${ticketDayZone}) = ${instant('timeZone')}::text`;
    const firstDay = sql`${instant('weekFirstDay')}::date`;
    const perWeekFromIndex = (column: typeof tickets.submittedAt | typeof tickets.completedAt) =>
      sql`array(select ${countOf(
        and(sql`${column} >= week.start`, sql`${column} < week.end`),
      )} from unnest(${instant('weekStarts')}::timestamptz[], ${instant('weekEnds')}::timestamptz[]) with ordinality as week(start, "end", n) order by week.n)`;
    const weekly = withWeeks
      ? sql`case when ${countersInZone} then (select array_agg(coalesce(day_counts.created, 0) order by week.n) || array_agg(coalesce(day_counts.completed, 0) order by week.n) from generate_series(0, ${instant('weekCount')}::int - 1) as week(n) left join (select (${ticketDayCounts.day} - ${firstDay}) / 7 as n, sum(${ticketDayCounts.created})::int as created, sum(${ticketDayCounts.completed})::int as completed from ${ticketDayCounts} where ${ticketDayCounts.day} >= ${firstDay} and ${ticketDayCounts.day} < ${instant('weekEndDay')}::date group by 1) as day_counts on day_counts.n = week.n) else ${perWeekFromIndex(tickets.submittedAt)} || ${perWeekFromIndex(tickets.completedAt)} end`
      : sql`'{}'::int[]`;
    const personId = readOnce('personId', 'uuid') as unknown as string;
    const today = {
      start: readOnce('todayStart', 'timestamptz'),
      end: readOnce('todayEnd', 'timestamptz'),
    };
    // Cut 66: the store counters (no assignee, no category) where the audience allows.
    return db
      .select({
        total: countedTickets(),
        open: countedTickets(sql`${counted.status} = 'open'`),
        awaitingAssignment: countedTickets(
          sql`${counted.status} = 'open' and ${counted.unassigned}`,
        ),
        completed: countedTickets(sql`${counted.status} = 'completed'`),
        urgent: countedTickets(
          sql`${counted.priority} = 'urgent' and ${counted.status} <> 'completed'`,
        ),
        // Out of Order without a unit, and the units down.
        down: sql<number>`${countedTickets(
          sql`${counted.downWithoutUnit} and ${counted.status} <> 'completed'`,
        )} + ${outOfOrderUnitsSql(audience)}`.mapWith(Number),
        completedToday: countOf(
          and(
            gte(tickets.completedAt, today.start),
            lt(tickets.completedAt, today.end),
            sql`${tickets.status} = 'completed'`,
            visible,
          ),
        ).mapWith(Number),
        submittedThisWeek: countOf(
          and(
            gte(tickets.submittedAt, readOnce('weekStart', 'timestamptz')),
            lt(tickets.submittedAt, readOnce('weekEnd', 'timestamptz')),
            visible,
          ),
        ).mapWith(Number),
        minutesToday: sql<number>`(${userMinutesWorkedQuery(
          db,
          personId,
          today,
          readOnce('now', 'timestamptz'),
        )})`.mapWith(Number),
        activeSince: sql<Date | null>`(${userActiveSessionStartQuery(db, personId)})`.mapWith(
          timeSessions.clockInTime,
        ),
        // The created weeks, then the completed ones.
        weekly: sql<number[]>`${weekly}`,
      })
      .from(visibleTicketCounts(audience, {}, { perStore: true }))
      .prepare(`dashboard_numbers_${shape}${withWeeks ? '_weeks' : ''}`);
  }

  const statements = new Map<string, ReturnType<typeof prepareNumbers>>();
  function numbersStatement(shape: string, audience: TicketAudience, withWeeks: boolean) {
    const name = `${shape}|${String(withWeeks)}`;
    let statement = statements.get(name);
    if (!statement) {
      statement = prepareNumbers(shape, audience, withWeeks);
      statements.set(name, statement);
    }
    return statement;
  }

  return {
    // Decision 031: the technician's Today list.
    ...createTechnicianTodayRepository(db),
    // Issue 36: the manager's store work.
    ...createStoreWorkRepository(db),
    // Issue 36: confirmations of completed work.
    ...createFixConfirmationRepository(db),
    /**
     * Every number of the dashboard in one statement (decision 042): the standing numbers from
     * the counters the writes keep, the rest as uncorrelated scalar subqueries PostgreSQL runs
     * once each, by index range scans of today, this week, each of the weeks in `boundaries` (none
     * without) and the person's sessions overlapping today. One round trip instead of eight.
     */
    async numbers(input: {
      audience: TicketAudience;
      userId: string;
      today: { start: Date; end: Date };
      week: { start: Date; end: Date };
      now: Date;
      boundaries: Date[];
      /** The days `boundaries` start, in `timeZone`, the business time zone. */
      boundaryDays: string[];
      timeZone: string;
    }): Promise<DashboardNumbers> {
      const { audience, userId, today, week, now, boundaries, boundaryDays, timeZone } = input;
      const prepared = preparedAudience(audience, { readOnce: true });
      const withWeeks = boundaries.length >= 2;
      const [row] = await numbersStatement(
        prepared.shape,
        prepared.placeholders,
        withWeeks,
      ).execute({
        ...prepared.values,
        personId: userId,
        todayStart: today.start.toISOString(),
        todayEnd: today.end.toISOString(),
        weekStart: week.start.toISOString(),
        weekEnd: week.end.toISOString(),
        now: now.toISOString(),
        ...(withWeeks
          ? {
              weekStarts: isoArray(boundaries.slice(0, -1)),
              weekEnds: isoArray(boundaries.slice(1)),
              weekFirstDay: boundaryDays[0],
              weekEndDay: boundaryDays.at(-1),
              weekCount: boundaries.length - 1,
              timeZone,
            }
          : {}),
      });
      const weekly = Array.isArray(row?.weekly) ? row.weekly.map(Number) : [];
      const weekCount = withWeeks ? boundaries.length - 1 : 0;
      return {
        total: row?.total ?? 0,
        open: row?.open ?? 0,
        awaitingAssignment: row?.awaitingAssignment ?? 0,
        // Neither open nor completed: the rest, as every ticket has a status (not null). Its own
        // filter (a not in over 2,434 counters) was 0.07 ms of the admin's statement (cut 43).
        inProgress: (row?.total ?? 0) - (row?.open ?? 0) - (row?.completed ?? 0),
        completed: row?.completed ?? 0,
        urgent: row?.urgent ?? 0,
        down: row?.down ?? 0,
        completedToday: row?.completedToday ?? 0,
        submittedThisWeek: row?.submittedThisWeek ?? 0,
        minutesToday: Math.max(0, row?.minutesToday ?? 0),
        activeSince: row?.activeSince ?? null,
        created: weekly.slice(0, weekCount),
        completedByWeek: weekly.slice(weekCount, 2 * weekCount),
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
