import { TIME_SETTINGS_DEFAULTS } from '#contract/schemas/time-settings.ts';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';

import type { Database, Executor } from '../../db/database.ts';
import {
  payPeriodEvents,
  payPeriods,
  timeBreaks,
  timeSessions,
  timeSettings,
  timesheetApprovals,
  users,
} from '../../db/schema.ts';

// Decision 035 §7 and §8: stored pay periods, their events, and the reads the lock rules
// and the payroll export need (the chain's time settings, technicians' sessions with their breaks,
// and weekly approvals written by the timesheets module).

/** Serialises the overlap check and the insert of a pay period across requests and instances. */
const PAY_PERIOD_LOCK_KEY = 20_035_001;

export interface PayPeriodRow {
  id: string;
  startDate: string;
  endDate: string;
  lockedAt: Date | null;
  lockedBy: { id: string; name: string } | null;
}

interface PayPeriodEventRow {
  payPeriodId: string;
  kind: 'created' | 'locked' | 'unlocked';
  actor: { id: string; name: string } | null;
  reason: string | null;
  createdAt: Date;
}

export interface PaySettingsRow {
  breaksPaid: boolean;
  roundingMinutes: number;
  dailyOvertimeEnabled: boolean;
  dailyOvertimeMinutes: number;
  weeklyOvertimeEnabled: boolean;
  weeklyOvertimeMinutes: number;
  doubleTimeEnabled: boolean;
  doubleTimeMinutes: number;
  payPeriodLength: 'weekly' | 'biweekly';
  payPeriodAnchor: string;
}

/** A technician's session with its breaks, as the payroll computation reads it. */
export interface PaySessionRow {
  id: string;
  userId: string;
  userName: string;
  username: string;
  clockInTime: Date;
  clockOutTime: Date | null;
  breakMinutes: number;
  unpaidBreakMinutes: number;
  breaks: { startTime: Date; endTime: Date | null }[];
}

const DEFAULT_SETTINGS: PaySettingsRow = TIME_SETTINGS_DEFAULTS;

export function createPayPeriodsRepository(db: Database) {
  function selectPeriods(executor: Executor) {
    return executor
      .select({
        id: payPeriods.id,
        startDate: payPeriods.startDate,
        endDate: payPeriods.endDate,
        lockedAt: payPeriods.lockedAt,
        lockedById: payPeriods.lockedBy,
        lockedByName: users.name,
      })
      .from(payPeriods)
      .leftJoin(users, eq(users.id, payPeriods.lockedBy));
  }

  type Row = Awaited<ReturnType<ReturnType<typeof selectPeriods>['execute']>>[number];
  function toPeriod(row: Row): PayPeriodRow {
    return {
      id: row.id,
      startDate: row.startDate,
      endDate: row.endDate,
      lockedAt: row.lockedAt,
      lockedBy:
        row.lockedById === null ? null : { id: row.lockedById, name: row.lockedByName ?? '' },
    };
  }

  return {
    /** The chain's time settings (one row, id 1, written by the migration). */
    async settings(executor: Executor = db): Promise<PaySettingsRow> {
      const [row] = await executor
        .select({
          breaksPaid: timeSettings.breaksPaid,
          roundingMinutes: timeSettings.roundingMinutes,
          dailyOvertimeEnabled: timeSettings.dailyOvertimeEnabled,
          dailyOvertimeMinutes: timeSettings.dailyOvertimeMinutes,
          weeklyOvertimeEnabled: timeSettings.weeklyOvertimeEnabled,
          weeklyOvertimeMinutes: timeSettings.weeklyOvertimeMinutes,
          doubleTimeEnabled: timeSettings.doubleTimeEnabled,
          doubleTimeMinutes: timeSettings.doubleTimeMinutes,
          payPeriodLength: timeSettings.payPeriodLength,
          payPeriodAnchor: timeSettings.payPeriodAnchor,
        })
        .from(timeSettings)
        .where(eq(timeSettings.id, 1));
      return row ?? DEFAULT_SETTINGS;
    },

    /** Stored periods, newest first. */
    async list(): Promise<PayPeriodRow[]> {
      const rows = await selectPeriods(db).orderBy(desc(payPeriods.startDate));
      return rows.map(toPeriod);
    },

    async findById(id: string, executor: Executor = db): Promise<PayPeriodRow | null> {
      const [row] = await selectPeriods(executor).where(eq(payPeriods.id, id));
      return row ? toPeriod(row) : null;
    },

    /** Takes the period's row lock for the rest of the caller's transaction; false: no such period. */
    async lockRow(executor: Executor, id: string): Promise<boolean> {
      const rows = await executor
        .select({ id: payPeriods.id })
        .from(payPeriods)
        .where(eq(payPeriods.id, id))
        .for('update');
      return rows.length > 0;
    },

    /** Which of these start days are stored already. */
    async storedStarts(startDates: string[]): Promise<Set<string>> {
      if (startDates.length === 0) return new Set();
      const rows = await db
        .select({ startDate: payPeriods.startDate })
        .from(payPeriods)
        .where(inArray(payPeriods.startDate, startDates));
      return new Set(rows.map((row) => row.startDate));
    },

    /** Serialises period inserts for the rest of the caller's transaction. */
    async lockForInsert(executor: Executor): Promise<void> {
      await executor.execute(sql`select pg_advisory_xact_lock(${PAY_PERIOD_LOCK_KEY})`);
    },

    /** Whether a stored period shares a day with startDate..endDate (inclusive). */
    async overlaps(executor: Executor, startDate: string, endDate: string): Promise<boolean> {
      const rows = await executor
        .select({ id: payPeriods.id })
        .from(payPeriods)
        .where(and(lte(payPeriods.startDate, endDate), gte(payPeriods.endDate, startDate)))
        .limit(1);
      return rows.length > 0;
    },

    /** Inserts a period; null when one with the same start exists already. */
    async insert(
      executor: Executor,
      values: { startDate: string; endDate: string; now: Date },
    ): Promise<string | null> {
      const rows = await executor
        .insert(payPeriods)
        .values({ startDate: values.startDate, endDate: values.endDate, createdAt: values.now })
        .onConflictDoNothing({ target: payPeriods.startDate })
        .returning({ id: payPeriods.id });
      return rows[0]?.id ?? null;
    },

    async setLock(
      executor: Executor,
      id: string,
      lock: { lockedAt: Date; lockedBy: string } | null,
    ): Promise<void> {
      await executor
        .update(payPeriods)
        .set({ lockedAt: lock?.lockedAt ?? null, lockedBy: lock?.lockedBy ?? null })
        .where(eq(payPeriods.id, id));
    },

    async addEvent(
      executor: Executor,
      event: {
        payPeriodId: string;
        kind: 'created' | 'locked' | 'unlocked';
        actorId: string | null;
        reason: string | null;
        now: Date;
      },
    ): Promise<void> {
      await executor.insert(payPeriodEvents).values({
        payPeriodId: event.payPeriodId,
        kind: event.kind,
        actorId: event.actorId,
        reason: event.reason,
        createdAt: event.now,
      });
    },

    /** The periods' events, oldest first. */
    async events(periodIds: string[]): Promise<PayPeriodEventRow[]> {
      if (periodIds.length === 0) return [];
      const rows = await db
        .select({
          payPeriodId: payPeriodEvents.payPeriodId,
          kind: payPeriodEvents.kind,
          actorId: payPeriodEvents.actorId,
          actorName: users.name,
          reason: payPeriodEvents.reason,
          createdAt: payPeriodEvents.createdAt,
        })
        .from(payPeriodEvents)
        .leftJoin(users, eq(users.id, payPeriodEvents.actorId))
        .where(inArray(payPeriodEvents.payPeriodId, periodIds))
        .orderBy(asc(payPeriodEvents.createdAt), asc(payPeriodEvents.id));
      return rows.map((row) => ({
        payPeriodId: row.payPeriodId,
        kind: row.kind,
        actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? '' },
        reason: row.reason,
        createdAt: row.createdAt,
      }));
    },

    /** Whether anyone has a session still open that started before `end`. */
    async hasOpenSessionBefore(executor: Executor, end: Date): Promise<boolean> {
      const rows = await executor
        .select({ id: timeSessions.id })
        .from(timeSessions)
        .where(and(isNull(timeSessions.clockOutTime), lt(timeSessions.clockInTime, end)))
        .limit(1);
      return rows.length > 0;
    },

    /** Technicians' sessions touching [start, end), with their breaks, by name then clock-in. */
    async technicianSessions(range: { start: Date; end: Date }): Promise<PaySessionRow[]> {
      const rows = await db
        .select({
          id: timeSessions.id,
          userId: timeSessions.userId,
          userName: users.name,
          username: users.username,
          clockInTime: timeSessions.clockInTime,
          clockOutTime: timeSessions.clockOutTime,
          breakMinutes: timeSessions.breakMinutes,
          unpaidBreakMinutes: timeSessions.unpaidBreakMinutes,
        })
        .from(timeSessions)
        .innerJoin(users, eq(users.id, timeSessions.userId))
        .where(
          and(
            eq(users.role, 'technician'),
            lt(timeSessions.clockInTime, range.end),
            or(isNull(timeSessions.clockOutTime), gt(timeSessions.clockOutTime, range.start)),
          ),
        )
        .orderBy(asc(users.name), asc(users.username), asc(timeSessions.clockInTime));
      const breaks =
        rows.length === 0
          ? []
          : await db
              .select({
                sessionId: timeBreaks.sessionId,
                startTime: timeBreaks.startTime,
                endTime: timeBreaks.endTime,
              })
              .from(timeBreaks)
              .where(
                inArray(
                  timeBreaks.sessionId,
                  rows.map((row) => row.id),
                ),
              )
              .orderBy(asc(timeBreaks.startTime));
      const bySession = new Map<string, PaySessionRow['breaks']>();
      for (const span of breaks) {
        const list = bySession.get(span.sessionId) ?? [];
        list.push({ startTime: span.startTime, endTime: span.endTime });
        bySession.set(span.sessionId, list);
      }
      return rows.map((row) => ({ ...row, breaks: bySession.get(row.id) ?? [] }));
    },

    /** Approved weeks (Sunday starts) of these users between two Sundays, as `userId|weekStart`. */
    async approvedWeeks(userIds: string[], fromWeek: string, toWeek: string): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ userId: timesheetApprovals.userId, weekStart: timesheetApprovals.weekStart })
        .from(timesheetApprovals)
        .where(
          and(
            inArray(timesheetApprovals.userId, userIds),
            gte(timesheetApprovals.weekStart, fromWeek),
            lte(timesheetApprovals.weekStart, toWeek),
          ),
        );
      return new Set(rows.map((row) => `${row.userId}|${row.weekStart}`));
    },
  };
}

export type PayPeriodsRepository = ReturnType<typeof createPayPeriodsRepository>;
