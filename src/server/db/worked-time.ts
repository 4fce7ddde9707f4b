import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';

import type { Executor } from './database.ts';
import { timeBreaks, timeSessions, timeSettings } from './schema.ts';

// Decision 035 §2: worked time = elapsed minus unpaid breaks. SQL pieces that read the outer
// query's `time_sessions` row, shared by every place that sums session time (time logged on
// tickets, this week's total, the dashboard's hours, the AI's minutes) so they agree.
//
// Which breaks are unpaid: a closed break was counted with the paid/unpaid setting of the moment
// its minutes were written, so it is unpaid when the session's unpaid_break_minutes is above 0;
// an open break follows the current setting (decision 035 §1: the setting of that moment).

/**
 * An instant in a statement: a Date's value, or a placeholder a prepared statement fills with the
 * ISO text at each run (the ticket list's page, decision 042), or SQL that reads one (the
 * dashboard's `(select $n::timestamptz)`, decision 042 cut 53).
 */
export type SqlInstant = Date | Placeholder | SQL;

const iso = (instant: SqlInstant) =>
  sql`${instant instanceof Date ? instant.toISOString() : instant}::timestamptz`;

function breakIsUnpaid(): SQL {
  return sql`case when ${timeBreaks.endTime} is null
      then not coalesce((select ${timeSettings.breaksPaid} from ${timeSettings} where ${timeSettings.id} = 1), false)
      else ${timeSessions.unpaidBreakMinutes} > 0
    end`;
}

/**
 * Seconds of the session's unpaid breaks inside [start, end); an open break counts up to `now`.
 * Omit the range for all of them.
 */
export function unpaidBreakSecondsSql(
  now: SqlInstant,
  range?: { start: SqlInstant; end: SqlInstant },
): SQL<number> {
  const until = sql`coalesce(${timeBreaks.endTime}, ${iso(now)})`;
  const end = range ? sql`least(${until}, ${iso(range.end)})` : until;
  const start = range
    ? sql`greatest(${timeBreaks.startTime}, ${iso(range.start)})`
    : sql`${timeBreaks.startTime}`;
  return sql<number>`coalesce((
      select sum(greatest(0, extract(epoch from (${end} - ${start}))))
      from ${timeBreaks}
      where ${timeBreaks.sessionId} = ${timeSessions.id} and ${breakIsUnpaid()}
    ), 0)`;
}

/**
 * The session's worked minutes: a closed one's stored duration minus its stored unpaid break
 * minutes (what its TimeSession answers); a running one's elapsed time up to `now` minus its
 * unpaid breaks so far, the open one included.
 */
export function workedMinutesSql(now: SqlInstant): SQL<number> {
  return sql<number>`greatest(0, case
      when ${timeSessions.clockOutTime} is null
        then round((extract(epoch from (${iso(now)} - ${timeSessions.clockInTime})) - ${unpaidBreakSecondsSql(now)}) / 60)
      else coalesce(${timeSessions.durationMinutes}, round(extract(epoch from (${timeSessions.clockOutTime} - ${timeSessions.clockInTime})) / 60))
        - ${timeSessions.unpaidBreakMinutes}
    end)`;
}

/**
 * The read of `userMinutesWorked`, to run alone or to embed as a scalar subquery (the dashboard
 * reads it inside its one statement, decision 042). Besides the conditions on the instants, the
 * session's range must overlap [start, end): the same sessions but a session ending at `start`
 * or lasting no time, which count 0 minutes, and PostgreSQL finds them by the person's
 * no-overlap index instead of reading every session they ever started (2,700 heap rows for a
 * technician of the bench's chain).
 */
export function userMinutesWorkedQuery(
  db: Executor,
  userId: string,
  range: { start: SqlInstant; end: SqlInstant },
  now: SqlInstant,
) {
  return db
    .select({
      minutes: sql<number>`coalesce(sum(extract(epoch from (
            least(coalesce(${timeSessions.clockOutTime}, ${iso(now)}), ${iso(range.end)})
            - greatest(${timeSessions.clockInTime}, ${iso(range.start)})
          )) - ${unpaidBreakSecondsSql(now, range)}) / 60, 0)::float8`,
    })
    .from(timeSessions)
    .where(
      and(
        eq(timeSessions.userId, userId),
        lt(timeSessions.clockInTime, range.end),
        or(isNull(timeSessions.clockOutTime), gte(timeSessions.clockOutTime, range.start)),
        lt(timeSessions.clockInTime, now),
        // As the no-overlap constraint's index (migration 0006) spells the session's range.
        sql`tstzrange(${timeSessions.clockInTime}, coalesce(${timeSessions.clockOutTime}, 'infinity'::timestamptz), '[)') && tstzrange(${iso(range.start)}, ${iso(range.end)}, '[)')`,
      ),
    );
}

/**
 * Worked minutes of a user's sessions inside [start, end), a running session counted up to
 * `now`, unpaid breaks left out (decision 035 §2); never below 0, not rounded.
 */
export async function userMinutesWorked(
  db: Executor,
  userId: string,
  range: { start: Date; end: Date },
  now: Date,
): Promise<number> {
  const [row] = await userMinutesWorkedQuery(db, userId, range, now);
  return Math.max(0, row?.minutes ?? 0);
}

/** The read of `userActiveSessionStart`, to run alone or to embed as a scalar subquery. */
export function userActiveSessionStartQuery(db: Executor, userId: string) {
  return db
    .select({ since: timeSessions.clockInTime })
    .from(timeSessions)
    .where(and(eq(timeSessions.userId, userId), isNull(timeSessions.clockOutTime)))
    .limit(1);
}

/** When the user's open session started, if one is open. */
export async function userActiveSessionStart(db: Executor, userId: string): Promise<Date | null> {
  const [row] = await userActiveSessionStartQuery(db, userId);
  return row?.since ?? null;
}
