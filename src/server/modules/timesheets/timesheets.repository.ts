import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Database, Executor } from '../../db/database.ts';
import { isoInstant } from '../../db/instant-text.ts';
import {
  payPeriods,
  tickets,
  timeBreaks,
  timeCorrectionRequests,
  timesheetApprovals,
  timesheetEvents,
  timeSessions,
  timeSettings,
  users,
} from '../../db/schema.ts';
import { sessionWithTicketColumns } from '../../db/time-session-columns.ts';
import type { PunchFlag } from '#contract/schemas/offline-sync.ts';
import type { DayRange } from '../../lib/business-time.ts';

// Reads of the time tables for timesheets (the time-clock and corrections modules write them) and
// the writes of approvals. Ranges are half-open instants [start, end).

export interface SheetUser {
  id: string;
  name: string;
  username: string;
  role: 'admin' | 'manager' | 'technician';
  status: string;
  homeLocationId: string | null;
}

/**
 * A session of a week as the timesheets compute it. Issue 37: read as the drivers answer it, no
 * mapping by Drizzle; each instant as epoch milliseconds (what the pay rules compute with) and as
 * the text the answer writes (what toISOString gives), without a Date between.
 */
export interface SheetSession {
  id: string;
  userId: string;
  clockInTime: number;
  clockOutTime: number | null;
  clockInIso: string;
  clockOutIso: string | null;
  durationMinutes: number | null;
  ticketNumber: number | null;
  ticketTitle: string | null;
  notes: string | null;
  breakMinutes: number;
  unpaidBreakMinutes: number;
  source: 'clock' | 'manual';
  isCorrected: boolean;
  offline: boolean;
  punchFlag: PunchFlag | null;
}

/** A break of a week's session; instants as epoch milliseconds (issue 37). */
export interface SheetBreak {
  sessionId: string;
  startTime: number;
  endTime: number | null;
}

/** A break as breaksOf reads it (the time report's paid minutes). */
interface StoredBreak {
  sessionId: string;
  startTime: Date;
  endTime: Date | null;
}

export interface SettingsRow {
  breaksPaid: boolean;
  breakRuleEnabled: boolean;
  breakRuleAfterMinutes: number;
  breakRuleMinutes: number;
  roundingMinutes: number;
  dailyOvertimeEnabled: boolean;
  dailyOvertimeMinutes: number;
  weeklyOvertimeEnabled: boolean;
  weeklyOvertimeMinutes: number;
  doubleTimeEnabled: boolean;
  doubleTimeMinutes: number;
}

interface ApprovalRow {
  userId: string;
  weekStart: string;
  approvedAt: Date;
  approverId: string | null;
  approverName: string | null;
}

/** Who a listing covers: everyone, a store's technicians (by home store), or named people. */
export type SheetScope =
  | { kind: 'all' }
  | { kind: 'store'; locationId: string | null }
  | { kind: 'users'; ids: readonly string[] };

const userColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  role: users.role,
  status: users.status,
  homeLocationId: users.homeLocationId,
};

/**
 * Sessions touching [start, end): clocked in before its end, not clocked out before its start.
 * Issue 37: written as two branches an index serves, so a week is not a scan of every session
 * (500,000 at chain scale, 7,000 buffers): those that began in the range (the clock-in index), and
 * those that began before it and were still running at its start, whose [clock-in, clock-out)
 * range holds the start (the GiST index of time_sessions_no_overlap, whose expression this is).
 */
function touching(range: DayRange): SQL {
  return touchingBetween(
    sql`${range.start.toISOString()}::timestamptz`,
    sql`${range.end.toISOString()}::timestamptz`,
  );
}

/** touching() with the range's instants as SQL (placeholders in a prepared statement). */
function touchingBetween(start: SQL, end: SQL): SQL {
  const runningAtStart = sql`tstzrange(${timeSessions.clockInTime}, coalesce(${timeSessions.clockOutTime}, 'infinity'::timestamptz), '[)') @> ${start}`;
  return sql`((${timeSessions.clockInTime} >= ${start} and ${timeSessions.clockInTime} < ${end} and (${timeSessions.clockOutTime} is null or ${timeSessions.clockOutTime} > ${start})) or (${timeSessions.clockInTime} < ${start} and ${runningAtStart}))`;
}

/**
 * The placeholders of the week's prepared reads (issue 37): the people's ids as one text of
 * comma-separated ids (one parameter on both drivers, not one per person), the range's instants
 * as text.
 */
const sheetParams = {
  userIds: sql`string_to_array(${sql.placeholder('userIds')}::text, ',')::uuid[]`,
  start: sql`${sql.placeholder('start')}::timestamptz`,
  end: sql`${sql.placeholder('end')}::timestamptz`,
};

function sheetValues(userIds: readonly string[], range: DayRange) {
  return {
    userIds: userIds.join(','),
    start: range.start.toISOString(),
    end: range.end.toISOString(),
  };
}

/** The sessions of the people touching the range, with the prepared statements' placeholders. */
const sheetSessionsWhere = sql`${timeSessions.userId} = any(${sheetParams.userIds}) and ${touchingBetween(sheetParams.start, sheetParams.end)}`;

/** A session's row as the drivers answer the week's sessions statement: instants as text. */
type SessionRow = Omit<
  SheetSession,
  'clockInTime' | 'clockOutTime' | 'clockInIso' | 'clockOutIso'
> & {
  clockInTime: string;
  clockOutTime: string | null;
};

function sheetSessionOf(row: SessionRow): SheetSession {
  const clockInIso = isoInstant(row.clockInTime);
  const clockOutIso = row.clockOutTime === null ? null : isoInstant(row.clockOutTime);
  return {
    id: row.id,
    userId: row.userId,
    clockInTime: Date.parse(clockInIso),
    clockOutTime: clockOutIso === null ? null : Date.parse(clockOutIso),
    clockInIso,
    clockOutIso,
    durationMinutes: row.durationMinutes,
    ticketNumber: row.ticketNumber,
    ticketTitle: row.ticketTitle,
    notes: row.notes,
    breakMinutes: row.breakMinutes,
    unpaidBreakMinutes: row.unpaidBreakMinutes,
    source: row.source,
    isCorrected: row.isCorrected,
    offline: row.offline,
    punchFlag: row.punchFlag,
  };
}

/** Columns each named as the drivers' rows name them (`alias` keys). */
function named(columns: Record<string, SQL | AnyPgColumn>) {
  return Object.fromEntries(
    Object.entries(columns).map(([name, column]) => [name, sql`${column}`.as(name)]),
  );
}

/**
 * A prepared statement's rows as the driver answers them, without Drizzle's mapping: the
 * node-postgres and PGlite sessions' prepared queries both have `all()`, which PgPreparedQuery's
 * type leaves out (as the ticket list reads its page, decision 042 cut 37).
 */
function allRows<Row>(prepared: object, values: Record<string, unknown>): Promise<Row[]> {
  return (prepared as { all(values: Record<string, unknown>): Promise<Row[]> }).all(values);
}

/** Locked pay periods that cover a business day from startDay to endDay. */
function lockedTouching(startDay: string | SQL, endDay: string | SQL): SQL | undefined {
  return and(
    isNotNull(payPeriods.lockedAt),
    lte(payPeriods.startDate, endDay),
    gte(payPeriods.endDate, startDay),
  );
}

/** A break as the timesheets read it, whichever way its sessions are chosen. */
const breakColumns = {
  sessionId: timeBreaks.sessionId,
  startTime: timeBreaks.startTime,
  endTime: timeBreaks.endTime,
};

/** The time settings' one row (settings). */
function settingsStatement(executor: Executor) {
  return executor.select().from(timeSettings).where(eq(timeSettings.id, 1));
}

/** Whether a user has a session touching the prepared statements' range. */
const hasTimeInRange = sql`exists (select 1 from ${timeSessions} where ${timeSessions.userId} = ${users.id} and ${touchingBetween(sheetParams.start, sheetParams.end)})`;

/** usersOf's people, sorted by name: the statement for a scope's condition. */
function usersWhere(executor: Executor, where: SQL | undefined) {
  return executor
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/** usersOf({ kind: 'users' }): the named people. */
function namedUsersStatement(executor: Executor) {
  return usersWhere(executor, sql`${users.id} = any(${sheetParams.userIds})`);
}

/** usersOf({ kind: 'store' }): a store's technicians, active or with time in the range. */
function storeUsersStatement(executor: Executor) {
  return usersWhere(
    executor,
    and(
      eq(users.role, 'technician'),
      eq(users.homeLocationId, sql.placeholder('locationId')),
      or(eq(users.status, 'active'), hasTimeInRange),
    ),
  );
}

/** usersOf({ kind: 'all' }): active technicians and anyone with time in the range. */
function allUsersStatement(executor: Executor) {
  return usersWhere(
    executor,
    or(and(eq(users.role, 'technician'), eq(users.status, 'active')), hasTimeInRange),
  );
}

/** The approvals of the people's weeks (approvalsOf), with their approvers. */
function approvalsStatement(executor: Executor) {
  return executor
    .select({
      userId: timesheetApprovals.userId,
      weekStart: timesheetApprovals.weekStart,
      approvedAt: timesheetApprovals.approvedAt,
      approverId: users.id,
      approverName: users.name,
    })
    .from(timesheetApprovals)
    .leftJoin(users, eq(users.id, timesheetApprovals.approvedBy))
    .where(
      sql`${timesheetApprovals.userId} = any(${sheetParams.userIds}) and ${timesheetApprovals.weekStart} = any(string_to_array(${sql.placeholder('weekStarts')}::text, ',')::date[])`,
    );
}

/** Whether a locked pay period covers a day of the week (lockedBetween). */
function lockedStatement(executor: Executor) {
  return executor
    .select({ id: payPeriods.id })
    .from(payPeriods)
    .where(
      lockedTouching(
        sql`${sql.placeholder('startDay')}::date`,
        sql`${sql.placeholder('endDay')}::date`,
      ),
    )
    .limit(1);
}

/** The time clock's session columns; the week answers only whether a session was corrected. */
const { correctedAt, ...sessionColumns } = sessionWithTicketColumns;

/** The week's sessions (sessionsOf), with the prepared statements' placeholders. */
function sessionsStatement(executor: Executor) {
  return executor
    .select(named({ ...sessionColumns, isCorrected: sql`${correctedAt} is not null` }))
    .from(timeSessions)
    .leftJoin(tickets, eq(tickets.id, timeSessions.ticketId))
    .where(sheetSessionsWhere)
    .orderBy(asc(timeSessions.clockInTime), asc(timeSessions.id));
}

/** The breaks of the week's sessions (breaksOfSessionsOf), in start order. */
function breaksStatement(executor: Executor) {
  return executor
    .select(named(breakColumns))
    .from(timeBreaks)
    .innerJoin(timeSessions, eq(timeSessions.id, timeBreaks.sessionId))
    .where(sheetSessionsWhere)
    .orderBy(asc(timeBreaks.startTime));
}

/** The week's sessions with an open correction request (requestedSessionIdsOf). */
function requestedStatement(executor: Executor) {
  return executor
    .selectDistinct(named({ sessionId: timeCorrectionRequests.sessionId }))
    .from(timeCorrectionRequests)
    .innerJoin(timeSessions, eq(timeSessions.id, timeCorrectionRequests.sessionId))
    .where(and(sheetSessionsWhere, eq(timeCorrectionRequests.status, 'open')));
}

export function createTimesheetsRepository(db: Database) {
  /** The week's statements, built by Drizzle once (issue 37) and kept while the process runs. */
  const prepared = new Map<string, object>();

  /**
   * `statement` prepared under `name`: built once for the database; inside a transaction built
   * on its executor (the same text under the same name).
   */
  function preparedOn<Prepared extends object>(
    executor: Executor,
    name: string,
    statement: (executor: Executor) => { prepare(name: string): Prepared },
  ): Prepared {
    if (executor !== db) return statement(executor).prepare(name);
    let known = prepared.get(name) as Prepared | undefined;
    if (!known) {
      known = statement(db).prepare(name);
      prepared.set(name, known);
    }
    return known;
  }

  return {
    async settings(executor: Executor = db): Promise<SettingsRow | null> {
      const [row] = await preparedOn(executor, 'timesheets_settings', settingsStatement).execute();
      return row ?? null;
    },

    async userById(id: string, executor: Executor = db): Promise<SheetUser | null> {
      const [row] = await executor.select(userColumns).from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /**
     * The people a listing shows, sorted by name: active technicians of the scope plus anyone of
     * it with time touching the range (an inactive technician's last week, an admin who punched).
     */
    async usersOf(
      scope: SheetScope,
      range: DayRange,
      executor: Executor = db,
    ): Promise<SheetUser[]> {
      if (scope.kind === 'users') {
        if (scope.ids.length === 0) return [];
        return preparedOn(executor, 'timesheets_users_named', namedUsersStatement).execute({
          userIds: scope.ids.join(','),
        });
      }
      const values = sheetValues([], range);
      if (scope.kind === 'store') {
        if (scope.locationId === null) return [];
        return preparedOn(executor, 'timesheets_users_store', storeUsersStatement).execute({
          ...values,
          locationId: scope.locationId,
        });
      }
      return preparedOn(executor, 'timesheets_users_all', allUsersStatement).execute(values);
    },

    /** The ids of everyone with a session touching the range. */
    async userIdsWithTime(range: DayRange, executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .selectDistinct({ userId: timeSessions.userId })
        .from(timeSessions)
        .where(touching(range));
      return rows.map((row) => row.userId);
    },

    /** The people's sessions touching the range, by clock-in then id. */
    async sessionsOf(
      userIds: readonly string[],
      range: DayRange,
      executor: Executor = db,
    ): Promise<SheetSession[]> {
      if (userIds.length === 0) return [];
      const rows = await allRows<SessionRow>(
        preparedOn(executor, 'timesheets_sessions', sessionsStatement),
        sheetValues(userIds, range),
      );
      return rows.map(sheetSessionOf);
    },

    async breaksOf(sessionIds: readonly string[], executor: Executor = db): Promise<StoredBreak[]> {
      if (sessionIds.length === 0) return [];
      return executor
        .select(breakColumns)
        .from(timeBreaks)
        .where(inArray(timeBreaks.sessionId, [...sessionIds]))
        .orderBy(asc(timeBreaks.startTime));
    },

    /**
     * The breaks of the sessions `sessionsOf(userIds, range)` reads, in start order. Issue 37: by
     * the same conditions rather than by the sessions' ids, so a week of 3,200 sessions is not
     * 3,200 parameters for Drizzle to build (about 10 ms a statement) and the database to bind.
     */
    async breaksOfSessionsOf(
      userIds: readonly string[],
      range: DayRange,
      executor: Executor = db,
    ): Promise<SheetBreak[]> {
      if (userIds.length === 0) return [];
      const rows = await allRows<{ sessionId: string; startTime: string; endTime: string | null }>(
        preparedOn(executor, 'timesheets_breaks', breaksStatement),
        sheetValues(userIds, range),
      );
      return rows.map((row) => ({
        sessionId: row.sessionId,
        startTime: Date.parse(isoInstant(row.startTime)),
        endTime: row.endTime === null ? null : Date.parse(isoInstant(row.endTime)),
      }));
    },

    /** Of the sessions `sessionsOf(userIds, range)` reads, the ids with an open correction request. */
    async requestedSessionIdsOf(
      userIds: readonly string[],
      range: DayRange,
      executor: Executor = db,
    ): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await allRows<{ sessionId: string }>(
        preparedOn(executor, 'timesheets_requested', requestedStatement),
        sheetValues(userIds, range),
      );
      return new Set(rows.map((row) => row.sessionId));
    },

    async approvalsOf(
      userIds: readonly string[],
      weekStarts: readonly string[],
      executor: Executor = db,
    ): Promise<ApprovalRow[]> {
      if (userIds.length === 0 || weekStarts.length === 0) return [];
      return preparedOn(executor, 'timesheets_approvals', approvalsStatement).execute({
        userIds: userIds.join(','),
        weekStarts: weekStarts.join(','),
      });
    },

    /** Whether a locked pay period covers any business day from startDay to endDay. */
    async lockedBetween(startDay: string, endDay: string, executor: Executor = db) {
      const [row] = await preparedOn(executor, 'timesheets_locked', lockedStatement).execute({
        startDay,
        endDay,
      });
      return row !== undefined;
    },

    /** The locked pay periods touching startDay..endDay, as inclusive day pairs. */
    async lockedPeriods(startDay: string, endDay: string, executor: Executor = db) {
      return executor
        .select({ startDate: payPeriods.startDate, endDate: payPeriods.endDate })
        .from(payPeriods)
        .where(lockedTouching(startDay, endDay));
    },

    async hasOpenSession(userId: string, before: Date, executor: Executor = db) {
      const [row] = await executor
        .select({ id: timeSessions.id })
        .from(timeSessions)
        .where(
          and(
            eq(timeSessions.userId, userId),
            isNull(timeSessions.clockOutTime),
            lt(timeSessions.clockInTime, before),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Inserts the approval; false when the week was already approved (a concurrent approval). */
    async insertApproval(
      row: { userId: string; weekStart: string; approvedBy: string; approvedAt: Date },
      executor: Executor,
    ): Promise<boolean> {
      const inserted = await executor
        .insert(timesheetApprovals)
        .values(row)
        .onConflictDoNothing()
        .returning({ userId: timesheetApprovals.userId });
      return inserted.length > 0;
    },

    /** Deletes the approval; false when there was none. */
    async deleteApproval(userId: string, weekStart: string, executor: Executor) {
      const deleted = await executor
        .delete(timesheetApprovals)
        .where(
          and(eq(timesheetApprovals.userId, userId), eq(timesheetApprovals.weekStart, weekStart)),
        )
        .returning({ userId: timesheetApprovals.userId });
      return deleted.length > 0;
    },

    async insertEvent(
      row: {
        userId: string;
        weekStart: string;
        kind: 'approved' | 'unapproved';
        actorId: string;
        reason: string | null;
        createdAt: Date;
      },
      executor: Executor,
    ): Promise<void> {
      await executor.insert(timesheetEvents).values(row);
    },
  };
}

export type TimesheetsRepository = ReturnType<typeof createTimesheetsRepository>;
