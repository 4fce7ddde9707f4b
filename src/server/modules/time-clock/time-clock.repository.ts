import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { PunchFlag } from '#contract/schemas/offline-sync.ts';
import type { TimeSession } from '#contract/schemas/time-session.ts';

import type { Database, Executor } from '../../db/database.ts';
import { locations, tickets, timeBreaks, timeSessions, users } from '../../db/schema.ts';
import { sessionWithTicketColumns } from '../../db/time-session-columns.ts';
import type { SessionWithTicketRow } from '../../db/time-session-columns.ts';
import { unpaidBreakSecondsSql } from '../../db/worked-time.ts';

const sessionColumns = { ...sessionWithTicketColumns, ticketId: timeSessions.ticketId };

/**
 * sessionColumns as an INSERT's or UPDATE's RETURNING reads them: the ticket's number and title
 * through a subquery of the written row's ticket, so the write answers the whole session and no
 * read follows it (issue 37: clock in + out).
 */
const writtenSessionColumns = {
  ...sessionColumns,
  // Written out qualified: Drizzle names a RETURNING's columns bare, and a bare ticket_id inside
  // the subquery would resolve to a column of tickets if it ever had one.
  ticketNumber: sql<
    number | null
  >`(select session_ticket.ticket_number from tickets as session_ticket where session_ticket.id = "time_sessions"."ticket_id")`,
  ticketTitle: sql<
    string | null
  >`(select session_ticket.title from tickets as session_ticket where session_ticket.id = "time_sessions"."ticket_id")`,
};

interface SessionRow extends SessionWithTicketRow {
  ticketId: string | null;
}

function toTimeSession(row: SessionRow): TimeSession {
  return {
    id: row.id,
    userId: row.userId,
    ticketId: row.ticketId,
    ticketNumber: row.ticketNumber,
    ticketTitle: row.ticketTitle,
    clockInTime: row.clockInTime.toISOString(),
    clockOutTime: row.clockOutTime ? row.clockOutTime.toISOString() : null,
    durationMinutes: row.durationMinutes,
    isActive: row.clockOutTime === null,
    notes: row.notes,
    breakMinutes: row.breakMinutes,
    unpaidBreakMinutes: row.unpaidBreakMinutes,
    workedMinutes:
      row.durationMinutes === null
        ? null
        : Math.max(0, row.durationMinutes - row.unpaidBreakMinutes),
    source: row.source,
    corrected: row.correctedAt !== null,
    offline: row.offline,
    punchFlag: row.punchFlag,
  };
}

export interface SessionPosition {
  clockInTime: Date;
  id: string;
}

/** Who a report may show: everyone (admin), or the sessions that belong to one store (manager). */
export type ReportScope =
  { kind: 'all' } | { kind: 'store'; locationId: string | null; managerId: string };

interface ReportFilter {
  /** Inclusive. */
  start?: Date;
  /** Exclusive. */
  end?: Date;
  scope: ReportScope;
}

/**
 * Where a page of the report ends: the last row's clock-in as the database wrote it (text, to the
 * microsecond: a JavaScript Date keeps milliseconds, and a cursor cut to them would repeat the row)
 * and its id, the order's tiebreak.
 */
export interface ReportCursor {
  clockInText: string;
  id: string;
}

/**
 * The report's two parts, in its order: sessions still open that began before the range (only
 * when it has a start), then those that began in it. Every clock-in of the first precedes every
 * clock-in of the second, so reading one after the other keeps the order.
 */
export type ReportPart = 'open-before' | 'began';

/**
 * Rows of one page of the report read at a time (issue 37: the report is streamed page by page).
 * Each page is a statement other requests wait behind on the embedded database's one connection,
 * and a stretch of the server's thread between them: at 1,000 rows a light request beside two fresh
 * month reports waited p99 263 ms embedded and 138 ms on PostgreSQL, at 250 rows 119 and 75 ms, for
 * fewer reports a second (2.4 → 1.8 embedded, 3 → 2.6 on PostgreSQL; decision 042 cut 18).
 */
export const REPORT_PAGE_ROWS = 250;

/**
 * Rows of a page where the pages give way (the embedded database in its thread, decision 042 cut
 * 29): a light request's statement waits behind at most one running page there, so the page's
 * length is that wait.
 */
const YIELDING_REPORT_PAGE_ROWS = 125;

/**
 * What the report computes on read (decision 035 §4, issue 36), from the settings the report read
 * once and the instant it is computed at.
 */
export interface ReportComputed {
  /** An open session's review clock and an open break's end run to it. */
  now: Date;
  /** needsReview: open, or once open, for longer than this. */
  reviewAfterMs: number;
  /** The timesheets' rounding of punches and break ends (0: none). */
  roundingMinutes: number;
  breakRuleEnabled: boolean;
  breakRuleAfterMinutes: number;
  breakRuleMinutes: number;
}

/** One page of the report: its rows' JSON texts joined by commas, and where the next page starts. */
interface ReportPage {
  body: string;
  next: ReportCursor | null;
}

/**
 * An instant in epoch milliseconds, cut to the millisecond as the drivers' Date is. Through
 * date_part's float8 seconds (a third of a page's cost went to extract's numeric arithmetic): the
 * stored microseconds divided by 1e6, times 1e6, are within 0.25 µs of the integer before the year
 * 2255 (two roundings of half an ulp, 2^-22 s and 2^-2 µs), so round() gives them back exactly.
 */
function epochMs(instant: SQL): SQL {
  return sql`(round(date_part('epoch', ${instant}) * 1000000)::int8 / 1000)`;
}

/** An instant as Date.prototype.toISOString writes it (UTC, milliseconds cut, not rounded). */
function isoText(instant: SQL): SQL {
  return sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * Issue 37: the report's rows as JSON text written by the database, field by field as the
 * contract's serializer writes ReportTimeSessionSchema (its order, nulls, numbers, booleans and
 * strings; row_to_json escapes text as JSON.stringify does), so the server copies a page's text to
 * the answer and builds no object per row. The computed fields follow their JavaScript rules:
 * - workedMinutes of a closed session: the timesheets' paid minutes (overtime.ts
 *   sessionWorkedMinutes with deductedBreaks): punches and break ends rounded half up to the
 *   rounding step, the session's breaks deducted when it recorded unpaid minutes, each clipped to
 *   the rounded session, overlaps counted once, then rounded to the minute half up. Open: its
 *   duration less unpaid breaks (null while it has no duration).
 * - breakRuleViolated (break-rule.ts): on the stored duration less unpaid breaks.
 * - needsReview: clock-out (or now) minus clock-in, in milliseconds, past the review threshold.
 * The report.routes test compares this text with the contract serializers' for the same rows.
 */
function reportRowsSql(onPage: SQL | { getSQL(): SQL }, computed: ReportComputed): SQL {
  const step = computed.roundingMinutes * 60_000;
  const rounded = (ms: SQL): SQL =>
    step > 0 ? sql`(((${ms}) + ${step / 2}::int8) / ${step}::int8) * ${step}::int8` : ms;
  const now = sql`${computed.now.getTime()}::int8`;
  const statedWorked = sql`case when s.duration_minutes is null then null else greatest(0, s.duration_minutes - s.unpaid_break_minutes) end`;
  const breakRuleViolated = computed.breakRuleEnabled
    ? sql`coalesce(s.clock_out_time is not null and s.duration_minutes is not null and greatest(0, s.duration_minutes - s.unpaid_break_minutes) > ${computed.breakRuleAfterMinutes}::int4 and s.break_minutes < ${computed.breakRuleMinutes}::int4, false)`
    : sql`false`;
  // Only a closed session with recorded unpaid break minutes reads its breaks.
  const unpaidMs = sql`case when s.clock_out_time is not null and s.break_minutes > 0 and s.unpaid_break_minutes > 0 then coalesce((
    select sum(upper(span) - lower(span))::int8
    from unnest((
      select range_agg(int8range(b.start_ms, b.end_ms))
      from (
        select greatest(w.start_ms, ${rounded(epochMs(sql`tb.start_time`))}) as start_ms,
          least(w.end_ms, ${rounded(sql`coalesce(${epochMs(sql`tb.end_time`)}, ${now})`)}) as end_ms
        from time_breaks as tb where tb.session_id = s.id
      ) as b
      where b.end_ms > b.start_ms
    )) as span
  ), 0) else 0 end`;
  const workedMinutes = sql`case when s.clock_out_time is null then ${statedWorked} else (w.end_ms - w.start_ms - ${unpaidMs} + 30000) / 60000 end`;
  const needsReview = sql`coalesce(ms.out_ms, ${now}) - ms.in_ms > ${computed.reviewAfterMs}::int8`;
  // The row's text by concatenation (cheaper for the database than row_to_json over a record):
  // free text through to_json (JSON.stringify's escapes), ids and enums quoted as they are (no
  // character in them needs an escape), numbers and booleans as their literals.
  const text = (value: SQL): SQL => sql`coalesce(to_json(${value})::text, 'null')`;
  const quoted = (value: SQL): SQL => sql`coalesce('"' || ${value}::text || '"', 'null')`;
  const numeric = (value: SQL): SQL => sql`coalesce((${value})::text, 'null')`;
  const bool = (value: SQL): SQL => sql`case when ${value} then 'true' else 'false' end`;
  const instant = (value: SQL): SQL => quoted(isoText(value));
  // The row's place in the report's order as text that sorts in it (under the C collation): the
  // clock-in in UTC to the microsecond, fixed width, then the id (uuids order as their hex text).
  return sql`select s.id, s.clock_in_time, to_char(s.clock_in_time at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00 ' || s.id::text as position, concat(
  '{"id":"', s.id::text,
  '","userId":"', s.user_id::text,
  '","ticketId":', ${quoted(sql`s.ticket_id`)},
  ',"ticketNumber":', ${numeric(sql`t.ticket_number`)},
  ',"ticketTitle":', ${text(sql`t.title`)},
  ',"clockInTime":', ${instant(sql`s.clock_in_time`)},
  ',"clockOutTime":', ${instant(sql`s.clock_out_time`)},
  ',"durationMinutes":', ${numeric(sql`s.duration_minutes`)},
  ',"isActive":', ${bool(sql`s.clock_out_time is null`)},
  ',"notes":', ${text(sql`s.notes`)},
  ',"breakMinutes":', s.break_minutes::text,
  ',"unpaidBreakMinutes":', s.unpaid_break_minutes::text,
  ',"workedMinutes":', ${numeric(workedMinutes)},
  ',"source":', ${quoted(sql`s.source`)},
  ',"corrected":', ${bool(sql`s.corrected_at is not null`)},
  ',"offline":', ${bool(sql`s.offline`)},
  ',"punchFlag":', ${quoted(sql`s.punch_flag`)},
  ',"userName":', ${text(sql`u.name`)},
  ',"storeId":', ${quoted(sql`store.id`)},
  ',"storeName":', ${text(sql`l.name`)},
  ',"needsReview":', ${bool(needsReview)},
  ',"breakRuleViolated":', ${bool(breakRuleViolated)},
  '}') as json
from (${onPage}) as page
join time_sessions as s on s.id = page.id
join users as u on u.id = s.user_id
left join tickets as t on t.id = s.ticket_id
cross join lateral (select coalesce(t.location_id, u.home_location_id, u.location_id) as id) as store
left join locations as l on l.id = store.id
cross join lateral (select ${epochMs(sql`s.clock_in_time`)} as in_ms, ${epochMs(sql`s.clock_out_time`)} as out_ms) as ms
cross join lateral (select ${rounded(sql`ms.in_ms`)} as start_ms, greatest(${rounded(sql`ms.in_ms`)}, ${rounded(sql`ms.out_ms`)}) as end_ms) as w`;
}

/** A session that a new or changed one would overlap (decision 030). */
export interface OverlappingSession {
  id: string;
  clockInTime: Date;
  clockOutTime: Date | null;
  ticketNumber: number | null;
}

export function createTimeClockRepository(
  db: Database,
  options: {
    /**
     * The database runs one transaction at a time (the embedded database: PGlite holds it for a
     * transaction's whole length and queues every other statement behind it).
     */
    isOneTransactionAtATime?: boolean;
    /**
     * Where the report's pages are read, when not `db`: the embedded database's statements that
     * give way to the others waiting (decision 042 cut 29), so a light request beside a running
     * report waits behind one page at most.
     */
    reportPagesDb?: Database | undefined;
  } = {},
) {
  const reportPagesDb = options.reportPagesDb ?? db;
  const reportPageRows = options.reportPagesDb ? YIELDING_REPORT_PAGE_ROWS : REPORT_PAGE_ROWS;
  function selectSessions(executor: Executor = db) {
    return executor
      .select(sessionColumns)
      .from(timeSessions)
      .leftJoin(tickets, eq(timeSessions.ticketId, tickets.id));
  }

  /**
   * The person's first session overlapping [start, end) — end null is open-ended, as a running
   * session is — other than `exceptId`; the rule of the time_sessions_no_overlap constraint.
   */
  function overlapping(
    userId: string,
    range: { start: Date; end: Date | null; exceptId?: string },
    executor: Executor,
  ) {
    const end =
      range.end === null
        ? sql`'infinity'::timestamptz`
        : sql`${range.end.toISOString()}::timestamptz`;
    return executor
      .select({
        id: timeSessions.id,
        clockInTime: timeSessions.clockInTime,
        clockOutTime: timeSessions.clockOutTime,
        ticketNumber: tickets.ticketNumber,
      })
      .from(timeSessions)
      .leftJoin(tickets, eq(timeSessions.ticketId, tickets.id))
      .where(
        and(
          eq(timeSessions.userId, userId),
          range.exceptId ? sql`${timeSessions.id} <> ${range.exceptId}::uuid` : undefined,
          sql`tstzrange(${timeSessions.clockInTime}, coalesce(${timeSessions.clockOutTime}, 'infinity'::timestamptz), '[)') && tstzrange(${range.start.toISOString()}::timestamptz, ${end}, '[)')`,
        ),
      )
      .orderBy(asc(timeSessions.clockInTime))
      .limit(1);
  }

  return {
    /** Rows of a page of the report on this database (`reportPage`'s limit). */
    reportPageRows,
    /**
     * Serialises the writes of one person's sessions until the transaction ends, so an overlap
     * check and the write it allows cannot interleave with another request's (decision 030).
     */
    async lockSessionsOf(userId: string, executor: Executor): Promise<void> {
      // Issue 37 (decision 042 cut 20): where transactions already run one at a time, no other
      // request's can interleave with this one, so the lock would cost a round trip to the
      // embedded database's thread and guard nothing.
      if (options.isOneTransactionAtATime) return;
      await executor.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`time_sessions:${userId}`}::text, 0))`,
      );
    },

    /** The person's first session overlapping the range (see overlapping above). */
    async findOverlapping(
      userId: string,
      range: { start: Date; end: Date | null; exceptId?: string },
      executor: Executor,
    ): Promise<OverlappingSession | undefined> {
      const [row] = await overlapping(userId, range, executor);
      return row;
    },

    /**
     * findOverlapping and `alongside`, a select expression of the caller's (the lock guard's
     * read), in one statement (issue 37: a clock-in's reads).
     */
    async findOverlappingAlong<T>(
      userId: string,
      range: { start: Date; end: Date | null; exceptId?: string },
      alongside: SQL<T>,
      executor: Executor,
    ): Promise<{ overlapping: OverlappingSession | undefined; alongside: T }> {
      // Raw rows: the instants as epoch milliseconds, one shape on both drivers.
      const result = (await executor.execute(
        sql`select ${alongside} as alongside, other.id, (extract(epoch from other.clock_in_time) * 1000)::float8 as clock_in_ms, (extract(epoch from other.clock_out_time) * 1000)::float8 as clock_out_ms, other.ticket_number from (select 1) as one left join lateral (${overlapping(userId, range, executor)}) as other on true`,
      )) as {
        rows: {
          alongside: T;
          id: string | null;
          clock_in_ms: number | null;
          clock_out_ms: number | null;
          ticket_number: number | null;
        }[];
      };
      const row = result.rows[0];
      if (!row) throw new Error('findOverlappingAlong: the one-row select answered no row');
      return {
        alongside: row.alongside,
        overlapping:
          row.id === null || row.clock_in_ms === null
            ? undefined
            : {
                id: row.id,
                clockInTime: new Date(row.clock_in_ms),
                clockOutTime: row.clock_out_ms === null ? null : new Date(row.clock_out_ms),
                ticketNumber: row.ticket_number,
              },
      };
    },

    /**
     * A clock-in's checks and its insert in one statement, for a session on no ticket (issue 37,
     * decision 042 cut 44): whether any of the person's sessions overlaps [at, ∞) (the rule of
     * findOverlapping; which one is for findOverlapping to read when one does), the caller's
     * `locked` and `approved` select expressions (the lock guard's reads), and, only when nothing
     * overlaps and `locked` is false, the open session inserted as insertOpenSession inserts it
     * (undefined when time_sessions_one_open_per_user refuses it). Run under the person's session
     * lock, as findOverlappingAlong is. `write`, another module's write (the history entry's
     * insert), runs in the same statement whatever it inserts: the caller's transaction must roll
     * back when no session was opened.
     *
     * Written once as text (no query builder per request), and so that PostgreSQL keeps a generic
     * plan of it: with the first overlapping session read in order (and its ticket joined), the
     * generic plan's estimate (29 rows for a person's sessions overlapping an unknown range)
     * costed it at 356 against 20 for a custom plan, so the statement was planned on every run
     * (0.5 ms of planning to 0.2-0.3 ms of execution, custom_plans 8 of 8 in
     * pg_prepared_statements); asking only whether one overlaps, it runs generic after five.
     */
    async openSessionIfClear(
      values: {
        /** The new session's id, chosen by the caller (its history entry names it). */
        id: string;
        userId: string;
        clockInTime: Date;
        notes: string | null;
        offline: boolean;
        punchFlag: PunchFlag | null;
      },
      along: { locked: SQL<boolean>; approved: SQL<boolean>; write?: SQL | undefined },
      executor: Executor,
    ): Promise<{
      overlaps: boolean;
      locked: boolean;
      approved: boolean;
      opened: TimeSession | undefined;
    }> {
      const at = values.clockInTime.toISOString();
      // Raw rows: the instants as epoch milliseconds, one shape on both drivers.
      const result = (await executor.execute(
        sql`with ${along.write ? sql`recorded as (${along.write}), ` : sql``}checks as materialized (select ${along.locked} as locked, ${along.approved} as approved, exists(select 1 from time_sessions as s where s.user_id = ${values.userId}::uuid and tstzrange(s.clock_in_time, coalesce(s.clock_out_time, 'infinity'::timestamptz), '[)') && tstzrange(${at}::timestamptz, 'infinity'::timestamptz, '[)')) as overlaps), opened as (insert into time_sessions as s (id, user_id, clock_in_time, notes, offline, punch_flag) select ${values.id}::uuid, ${values.userId}::uuid, ${at}::timestamptz, ${values.notes}::text, ${values.offline}::boolean, ${values.punchFlag}::text from checks where not checks.overlaps and not checks.locked on conflict (user_id) where clock_out_time is null do nothing returning s.id, s.ticket_id, (extract(epoch from s.clock_in_time) * 1000)::float8 as clock_in_ms, s.notes, s.break_minutes, s.unpaid_break_minutes, s.source, (extract(epoch from s.corrected_at) * 1000)::float8 as corrected_at_ms, s.offline, s.punch_flag) select checks.locked, checks.approved, checks.overlaps, opened.* from checks left join opened on true`,
      )) as {
        rows: {
          locked: boolean;
          approved: boolean;
          overlaps: boolean;
          id: string | null;
          ticket_id: string | null;
          clock_in_ms: number | null;
          notes: string | null;
          break_minutes: number;
          unpaid_break_minutes: number;
          source: 'clock' | 'manual';
          corrected_at_ms: number | null;
          offline: boolean;
          punch_flag: PunchFlag | null;
        }[];
      };
      const row = result.rows[0];
      if (!row) throw new Error('openSessionIfClear: the one-row select answered no row');
      return {
        locked: row.locked,
        approved: row.approved,
        overlaps: row.overlaps,
        opened:
          row.id === null || row.clock_in_ms === null
            ? undefined
            : toTimeSession({
                id: row.id,
                userId: values.userId,
                ticketId: row.ticket_id,
                // A session on no ticket.
                ticketNumber: null,
                ticketTitle: null,
                clockInTime: new Date(row.clock_in_ms),
                clockOutTime: null,
                durationMinutes: null,
                notes: row.notes,
                breakMinutes: row.break_minutes,
                unpaidBreakMinutes: row.unpaid_break_minutes,
                source: row.source,
                correctedAt: row.corrected_at_ms === null ? null : new Date(row.corrected_at_ms),
                offline: row.offline,
                punchFlag: row.punch_flag,
              }),
      };
    },

    /**
     * Closes every running session on a ticket, or of a user, at `now` with the clock-out formula
     * durationMinutes = round(seconds / 60); answers what it closed.
     */
    async closeRunningSessions(
      scope: { ticketId: string } | { userId: string },
      now: Date,
      executor: Executor,
    ): Promise<
      { id: string; userId: string; ticketId: string | null; durationMinutes: number | null }[]
    > {
      // A clock that went backwards must not break the clock-out >= clock-in check.
      const clockOut = sql`greatest(${now.toISOString()}::timestamptz, ${timeSessions.clockInTime})`;
      return executor
        .update(timeSessions)
        .set({
          clockOutTime: clockOut,
          durationMinutes: sql`round(extract(epoch from (${clockOut} - ${timeSessions.clockInTime})) / 60)::integer`,
        })
        .where(
          and(
            'ticketId' in scope
              ? eq(timeSessions.ticketId, scope.ticketId)
              : eq(timeSessions.userId, scope.userId),
            isNull(timeSessions.clockOutTime),
          ),
        )
        .returning({
          id: timeSessions.id,
          userId: timeSessions.userId,
          ticketId: timeSessions.ticketId,
          durationMinutes: timeSessions.durationMinutes,
        });
    },

    /**
     * Opens a session and answers it, or answers undefined when the user already has one open. The
     * partial unique index time_sessions_one_open_per_user decides, so concurrent clock-ins cannot
     * both win.
     */
    async insertOpenSession(
      values: {
        userId: string;
        ticketId: string | null;
        clockInTime: Date;
        notes: string | null;
        /** Decision 036: the clock-in was tapped offline; why its tap time was not recorded. */
        offline?: boolean;
        punchFlag?: PunchFlag | null;
      },
      executor: Executor = db,
    ): Promise<TimeSession | undefined> {
      const [row] = await executor
        .insert(timeSessions)
        .values({
          userId: values.userId,
          ticketId: values.ticketId,
          clockInTime: values.clockInTime,
          notes: values.notes,
          offline: values.offline ?? false,
          punchFlag: values.punchFlag ?? null,
        })
        .onConflictDoNothing({ target: timeSessions.userId, where: sql`clock_out_time is null` })
        .returning(writtenSessionColumns);
      return row ? toTimeSession(row) : undefined;
    },

    /**
     * Closes the user's open session at `now` in one statement (so two clock-outs cannot both
     * close it) and answers it as closed; undefined when none is open. durationMinutes =
     * round(seconds / 60), the formula closeRunningSessions also uses. The session's open break
     * ends at the same instant in the same statement (issue 37: one round trip, where the breaks
     * service's endOpenBreaks was a second); `breaksEnded` tells the caller its break minutes are
     * still to be written (the answered session shows the minutes from before).
     */
    async closeOpenSession(
      userId: string,
      now: Date,
      notes: string | null,
      executor: Executor = db,
    ): Promise<{ session: TimeSession; breaksEnded: boolean } | undefined> {
      const at = sql`${now.toISOString()}::timestamptz`;
      // The open break of the session the UPDATE below closes: both read the same snapshot.
      // Never ended before it began (a clock that went backwards), as endOpenBreaks does.
      const endedBreaks = executor.$with('ended_breaks').as(
        executor
          .update(timeBreaks)
          .set({ endTime: sql`greatest(${at}, ${timeBreaks.startTime})` })
          .where(
            and(
              isNull(timeBreaks.endTime),
              inArray(
                timeBreaks.sessionId,
                executor
                  .select({ id: timeSessions.id })
                  .from(timeSessions)
                  .where(and(eq(timeSessions.userId, userId), isNull(timeSessions.clockOutTime))),
              ),
            ),
          )
          .returning({ sessionId: timeBreaks.sessionId }),
      );
      // A clock that went backwards must not break the clock-out >= clock-in check.
      const clockOut = sql`greatest(${at}, ${timeSessions.clockInTime})`;
      const [row] = await executor
        .with(endedBreaks)
        .update(timeSessions)
        .set({
          clockOutTime: clockOut,
          durationMinutes: sql`round(extract(epoch from (${clockOut} - ${timeSessions.clockInTime})) / 60)::integer`,
          // Clock-out notes are added to the clock-in notes, never replace them.
          ...(notes === null
            ? {}
            : {
                notes: sql`concat_ws(${'\n'}::text, ${timeSessions.notes}, ${notes}::text)`,
              }),
        })
        .where(and(eq(timeSessions.userId, userId), isNull(timeSessions.clockOutTime)))
        .returning({
          ...writtenSessionColumns,
          breaksEnded: sql<boolean>`exists(select 1 from ${endedBreaks})`,
        });
      return row ? { session: toTimeSession(row), breaksEnded: row.breaksEnded } : undefined;
    },

    /**
     * Decision 036 §5: marks the session of a punch tapped offline, and keeps the flag of
     * its latest flagged punch. Never clears either: an online punch later leaves them as they are.
     */
    async markPunch(
      sessionId: string,
      mark: { offline: boolean; flag: PunchFlag | null },
      executor: Executor,
    ): Promise<void> {
      if (!mark.offline && mark.flag === null) return;
      await executor
        .update(timeSessions)
        .set({
          ...(mark.offline ? { offline: true } : {}),
          ...(mark.flag === null ? {} : { punchFlag: mark.flag }),
        })
        .where(eq(timeSessions.id, sessionId));
    },

    /** The end of the user's latest closed session (a clock-in's tap time may not precede it). */
    async latestClockOut(userId: string, executor: Executor): Promise<Date | null> {
      const [row] = await executor
        .select({ clockOutTime: timeSessions.clockOutTime })
        .from(timeSessions)
        .where(and(eq(timeSessions.userId, userId), isNotNull(timeSessions.clockOutTime)))
        // Sessions never overlap (decision 030): the latest to begin is the latest to end.
        .orderBy(desc(timeSessions.clockInTime))
        .limit(1);
      return row?.clockOutTime ?? null;
    },

    async findById(id: string, executor: Executor = db): Promise<TimeSession | undefined> {
      const [row] = await selectSessions(executor).where(eq(timeSessions.id, id)).limit(1);
      return row ? toTimeSession(row) : undefined;
    },

    /** The user's running session, with its ticket's store (the time clock names it). */
    async findOpenSession(
      userId: string,
      executor: Executor = db,
    ): Promise<(TimeSession & { ticketStoreName: string | null }) | undefined> {
      const [row] = await executor
        .select({ ...sessionColumns, ticketStoreName: locations.name })
        .from(timeSessions)
        .leftJoin(tickets, eq(timeSessions.ticketId, tickets.id))
        .leftJoin(locations, eq(tickets.locationId, locations.id))
        .where(and(eq(timeSessions.userId, userId), isNull(timeSessions.clockOutTime)))
        .limit(1);
      return row ? { ...toTimeSession(row), ticketStoreName: row.ticketStoreName } : undefined;
    },

    /**
     * Minutes the user worked in [start, end): each session counts only its part inside the
     * range, a running one up to `now`, less its unpaid breaks inside the range (decision 035 §2).
     * Sessions never overlap (decision 030), so this is wall time.
     */
    async minutesWithin(
      userId: string,
      range: { start: Date; end: Date },
      now: Date,
    ): Promise<number> {
      const start = sql`${range.start.toISOString()}::timestamptz`;
      const end = sql`${range.end.toISOString()}::timestamptz`;
      const until = sql`coalesce(${timeSessions.clockOutTime}, ${now.toISOString()}::timestamptz)`;
      const [row] = await db
        .select({
          seconds: sql<
            string | null
          >`sum(greatest(0, extract(epoch from (least(${until}, ${end}) - greatest(${timeSessions.clockInTime}, ${start}))) - ${unpaidBreakSecondsSql(now, range)}))`,
        })
        .from(timeSessions)
        .where(
          and(
            eq(timeSessions.userId, userId),
            lt(timeSessions.clockInTime, range.end),
            sql`${until} > ${start}`,
          ),
        );
      return Math.round(Number(row?.seconds ?? 0) / 60);
    },

    /** The user's sessions, newest first, after `after` when paging. */
    async listByUser(
      userId: string,
      options: { limit: number; after?: SessionPosition },
    ): Promise<TimeSession[]> {
      const conditions: SQL[] = [eq(timeSessions.userId, userId)];
      if (options.after) {
        conditions.push(
          sql`(${timeSessions.clockInTime}, ${timeSessions.id}) < (${options.after.clockInTime.toISOString()}::timestamptz, ${options.after.id}::uuid)`,
        );
      }
      const rows = await selectSessions()
        .where(and(...conditions))
        .orderBy(desc(timeSessions.clockInTime), desc(timeSessions.id))
        .limit(options.limit);
      return rows.map(toTimeSession);
    },

    /**
     * Sessions of the report, ordered by clock-in. A session is in the range when it began in
     * the range, or when it began before the range's end and is still open: an open session
     * stays on every report until someone closes it, so a forgotten clock-out is seen.
     *
     * A manager's store scope (users.location_id of the manager) holds:
     * - a session tied to a ticket at that store;
     * - a session tied to no ticket, when its user has any ticket at that store assigned to
     *   them (a technician's general time belongs to every store they work for);
     * - the manager's own sessions.
     * A session tied to a ticket at another store belongs to that store only.
     *
     * One page of one part at a time, after `page.after` in the report's order (clock-in, then
     * id).
     */
    async reportPage(
      filter: ReportFilter,
      page: { part: ReportPart; after?: ReportCursor; limit: number },
      computed: ReportComputed,
    ): Promise<ReportPage> {
      const conditions: SQL[] = [];
      if (page.after) {
        conditions.push(
          sql`(${timeSessions.clockInTime}, ${timeSessions.id}) > (${page.after.clockInText}::timestamptz, ${page.after.id}::uuid)`,
        );
      }
      if (page.part === 'open-before') {
        // Still open from before the range: at most one a person (time_sessions_one_open_per_user).
        conditions.push(isNull(timeSessions.clockOutTime));
        if (filter.start) conditions.push(lt(timeSessions.clockInTime, filter.start));
      } else {
        // Began in the range: a range of the clock-in index read in order, so a page stops after
        // its rows instead of sorting the whole month's for each page (decisions 007 and 008).
        if (filter.start) conditions.push(gte(timeSessions.clockInTime, filter.start));
        if (filter.end) conditions.push(lt(timeSessions.clockInTime, filter.end));
      }
      if (filter.scope.kind === 'store') {
        const own = eq(timeSessions.userId, filter.scope.managerId);
        const locationId = filter.scope.locationId;
        if (locationId === null) {
          conditions.push(own);
        } else {
          const scoped = or(
            own,
            // tickets is the session's own ticket, left-joined below.
            eq(tickets.locationId, locationId),
            // Technicians whose home store this is (decision 030).
            eq(users.homeLocationId, locationId),
          );
          if (scoped) conditions.push(scoped);
        }
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      // Decision 042: the whole chain's page is chosen from time_sessions alone, then joined. With
      // the joins in the same statement the planner (estimating a few hundred rows for a month of
      // thousands) joined every session from the cursor to the range's end and sorted them for
      // each page: the month's 14 pages read 118,000 buffers, the first page 12,600 joined rows.
      // A store's report filters on the joined rows, so it pages over them.
      const chosen =
        filter.scope.kind === 'all'
          ? db.select({ id: timeSessions.id }).from(timeSessions)
          : db
              .select({ id: timeSessions.id })
              .from(timeSessions)
              .innerJoin(users, eq(timeSessions.userId, users.id))
              .leftJoin(tickets, eq(timeSessions.ticketId, tickets.id));
      const onPage = chosen
        .where(where)
        .orderBy(asc(timeSessions.clockInTime), asc(timeSessions.id))
        .limit(page.limit);
      const result = (await reportPagesDb.execute(
        // The last row's place by max() rather than two more ordered aggregates (each a sort of
        // the page: a tenth of the statement's time).
        sql`select string_agg(report.json, ',' order by report.clock_in_time, report.id) as body, count(*)::int as rows, max(report.position collate "C") as last_position from (${reportRowsSql(onPage, computed)}) as report`,
      )) as {
        rows: { body: string | null; rows: number; last_position: string | null }[];
      };
      const row = result.rows[0];
      if (!row) throw new Error('reportPage: the aggregate answered no row');
      const last = row.last_position;
      return {
        body: row.body ?? '',
        // A short page is the last one. The position is 'YYYY-MM-DD HH:MI:SS.US+00 <id>'.
        next:
          row.rows === page.limit && last !== null
            ? { clockInText: last.slice(0, 29), id: last.slice(30) }
            : null,
      };
    },
  };
}

export type TimeClockRepository = ReturnType<typeof createTimeClockRepository>;
