import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Database, Executor } from '../../db/database.ts';
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
import type { SessionWithTicketRow } from '../../db/time-session-columns.ts';
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

export type SheetSession = SessionWithTicketRow;

export interface SheetBreak {
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
  const runningAtStart = sql`tstzrange(${timeSessions.clockInTime}, coalesce(${timeSessions.clockOutTime}, 'infinity'::timestamptz), '[)') @> ${range.start.toISOString()}::timestamptz`;
  return (
    or(
      and(
        gte(timeSessions.clockInTime, range.start),
        lt(timeSessions.clockInTime, range.end),
        or(isNull(timeSessions.clockOutTime), gt(timeSessions.clockOutTime, range.start)),
      ),
      and(lt(timeSessions.clockInTime, range.start), runningAtStart),
    ) ?? sql`true`
  );
}

/** Locked pay periods that cover a business day from startDay to endDay. */
function lockedTouching(startDay: string, endDay: string): SQL | undefined {
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

export function createTimesheetsRepository(db: Database) {
  return {
    async settings(executor: Executor = db): Promise<SettingsRow | null> {
      const [row] = await executor.select().from(timeSettings).where(eq(timeSettings.id, 1));
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
    async usersOf(scope: SheetScope, range: DayRange, executor: Executor = db) {
      const hasTime = sql`exists (select 1 from ${timeSessions} where ${timeSessions.userId} = ${users.id} and ${touching(range)})`;
      const technician = eq(users.role, 'technician');
      let where: SQL | undefined;
      if (scope.kind === 'users') {
        if (scope.ids.length === 0) return [];
        where = inArray(users.id, [...scope.ids]);
      } else if (scope.kind === 'store') {
        if (scope.locationId === null) return [];
        where = and(
          technician,
          eq(users.homeLocationId, scope.locationId),
          or(eq(users.status, 'active'), hasTime),
        );
      } else {
        where = or(and(technician, eq(users.status, 'active')), hasTime);
      }
      return executor
        .select(userColumns)
        .from(users)
        .where(where)
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
    },

    /** The ids of everyone with a session touching the range. */
    async userIdsWithTime(range: DayRange, executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .selectDistinct({ userId: timeSessions.userId })
        .from(timeSessions)
        .where(touching(range));
      return rows.map((row) => row.userId);
    },

    async sessionsOf(
      userIds: readonly string[],
      range: DayRange,
      executor: Executor = db,
    ): Promise<SheetSession[]> {
      if (userIds.length === 0) return [];
      return executor
        .select(sessionWithTicketColumns)
        .from(timeSessions)
        .leftJoin(tickets, eq(tickets.id, timeSessions.ticketId))
        .where(and(inArray(timeSessions.userId, [...userIds]), touching(range)))
        .orderBy(asc(timeSessions.clockInTime), asc(timeSessions.id));
    },

    async breaksOf(sessionIds: readonly string[], executor: Executor = db): Promise<SheetBreak[]> {
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
      return executor
        .select(breakColumns)
        .from(timeBreaks)
        .innerJoin(timeSessions, eq(timeSessions.id, timeBreaks.sessionId))
        .where(and(inArray(timeSessions.userId, [...userIds]), touching(range)))
        .orderBy(asc(timeBreaks.startTime));
    },

    /** Of the sessions `sessionsOf(userIds, range)` reads, the ids with an open correction request. */
    async requestedSessionIdsOf(
      userIds: readonly string[],
      range: DayRange,
      executor: Executor = db,
    ): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await executor
        .selectDistinct({ sessionId: timeCorrectionRequests.sessionId })
        .from(timeCorrectionRequests)
        .innerJoin(timeSessions, eq(timeSessions.id, timeCorrectionRequests.sessionId))
        .where(
          and(
            inArray(timeSessions.userId, [...userIds]),
            touching(range),
            eq(timeCorrectionRequests.status, 'open'),
          ),
        );
      return new Set(rows.map((row) => row.sessionId));
    },

    async approvalsOf(
      userIds: readonly string[],
      weekStarts: readonly string[],
      executor: Executor = db,
    ): Promise<ApprovalRow[]> {
      if (userIds.length === 0 || weekStarts.length === 0) return [];
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
          and(
            inArray(timesheetApprovals.userId, [...userIds]),
            inArray(timesheetApprovals.weekStart, [...weekStarts]),
          ),
        );
    },

    /** Whether a locked pay period covers any business day from startDay to endDay. */
    async lockedBetween(startDay: string, endDay: string, executor: Executor = db) {
      const [row] = await executor
        .select({ id: payPeriods.id })
        .from(payPeriods)
        .where(lockedTouching(startDay, endDay))
        .limit(1);
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
