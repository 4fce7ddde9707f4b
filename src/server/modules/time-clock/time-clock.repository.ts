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

type ReportRow = TimeSession & {
  userName: string;
  storeId: string | null;
  storeName: string | null;
};

/** A session that a new or changed one would overlap (decision 030). */
export interface OverlappingSession {
  id: string;
  clockInTime: Date;
  clockOutTime: Date | null;
  ticketNumber: number | null;
}

export function createTimeClockRepository(db: Database) {
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
    /**
     * Serialises the writes of one person's sessions until the transaction ends, so an overlap
     * check and the write it allows cannot interleave with another request's (decision 030).
     */
    async lockSessionsOf(userId: string, executor: Executor): Promise<void> {
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
    async listForReport(
      filter: ReportFilter,
      page: { part: ReportPart; after?: ReportCursor; limit: number },
    ): Promise<{ rows: ReportRow[]; next: ReportCursor | null }> {
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
      // The store a row is shown under: its ticket's, else the person's home store (a manager's
      // store for a manager).
      const storeId = sql<
        string | null
      >`coalesce(${tickets.locationId}, ${users.homeLocationId}, ${users.locationId})`;
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const inOrder = [asc(timeSessions.clockInTime), asc(timeSessions.id)];
      // Decision 042: the whole chain's page is chosen from time_sessions alone, then joined. With
      // the joins in the same statement the planner (estimating a few hundred rows for a month of
      // thousands) joined every session from the cursor to the range's end and sorted them for
      // each page: the month's 14 pages read 118,000 buffers, the first page 12,600 joined rows.
      // A store's report filters on the joined rows, so it pages over them as before.
      const onPage =
        filter.scope.kind === 'all'
          ? inArray(
              timeSessions.id,
              db
                .select({ id: timeSessions.id })
                .from(timeSessions)
                .where(where)
                .orderBy(...inOrder)
                .limit(page.limit),
            )
          : where;
      const rows = await db
        .select({
          ...sessionColumns,
          userName: users.name,
          storeId,
          storeName: locations.name,
          clockInText: sql<string>`${timeSessions.clockInTime}::text`,
        })
        .from(timeSessions)
        .innerJoin(users, eq(timeSessions.userId, users.id))
        .leftJoin(tickets, eq(timeSessions.ticketId, tickets.id))
        .leftJoin(locations, sql`${locations.id} = ${storeId}`)
        .where(onPage)
        .orderBy(...inOrder)
        .limit(page.limit);
      const last = rows.at(-1);
      return {
        rows: rows.map((row) => ({
          ...toTimeSession(row),
          userName: row.userName,
          storeId: row.storeId,
          storeName: row.storeName,
        })),
        // A short page is the last one.
        next:
          last && rows.length === page.limit
            ? { clockInText: last.clockInText, id: last.id }
            : null,
      };
    },
  };
}

export type TimeClockRepository = ReturnType<typeof createTimeClockRepository>;
