import { TZDate } from '@date-fns/tz';
import { eq, inArray } from 'drizzle-orm';

import { dayOf, shiftDay } from '../lib/business-time.ts';
import { breakMinutesOf, unpaidBreakMinutesOf } from '../modules/time-clock/break-minutes.ts';
import { weekStartOf } from '../modules/timesheets/overtime.ts';
import type { Executor } from './database.ts';
import {
  payPeriodEvents,
  payPeriods,
  timeBreaks,
  timeCorrectionRequests,
  timeSessionChanges,
  timeSessions,
  timeSettings,
  timesheetApprovals,
  timesheetEvents,
} from './schema.ts';

// Decision 035: the demo chain's payroll time, written over the sessions the demo has laid out
// (decision 030: none of one person's overlap). Most sessions get a break (a 30-minute lunch in the
// long ones), with the sessions' break minutes written as the time clock writes them; 'tech' works
// overtime last week; last week is approved for 'tech' and 'maria'; the pay period before last is
// locked; one of 'sam''s sessions was corrected by an admin (its history keeps the original punch);
// 'maria' has an open correction request. Everything is computed from `now`, so every demo looks alike.

const MINUTE = 60_000;
/** Sessions shorter than this get no break; from LUNCH_FROM on the break is a 30-minute lunch. */
const BREAK_FROM_MINUTES = 120;
const LUNCH_FROM_MINUTES = 300;
/** 'tech' ends last week this far past the weekly threshold. */
const OVERTIME_TARGET_MINUTES = 150;
export const DEMO_CORRECTION_REASON = 'Forgot to clock out — left at 17:30';

interface DemoPayrollContext {
  now: Date;
  timeZone: string;
  adminId: string | null;
  userId: (username: string) => string | undefined;
}

type Session = typeof timeSessions.$inferSelect;
interface Span {
  startTime: Date;
  endTime: Date;
}

function minutesBetween(start: Date, end: Date): number {
  return Math.round((end.getTime() - start.getTime()) / MINUTE);
}

/** A wall-clock time on a business day, as an instant. */
function at(day: string, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, hour, minute, 0, 0, timeZone).getTime());
}

/** The demo break of a session: none under two hours, else 15 or 30 minutes around its middle. */
function breakOf(clockIn: Date, clockOut: Date): Span | null {
  const minutes = minutesBetween(clockIn, clockOut);
  if (minutes < BREAK_FROM_MINUTES) return null;
  const length = minutes >= LUNCH_FROM_MINUTES ? 30 : 15;
  const startTime = new Date(clockIn.getTime() + Math.floor(minutes / 2 - length / 2) * MINUTE);
  return { startTime, endTime: new Date(startTime.getTime() + length * MINUTE) };
}

function snapshot(
  session: Pick<Session, 'clockInTime' | 'clockOutTime' | 'notes'>,
  breaks: Span[],
) {
  return {
    clockInTime: session.clockInTime.toISOString(),
    clockOutTime: session.clockOutTime ? session.clockOutTime.toISOString() : null,
    breaks: breaks.map((span) => ({
      startTime: span.startTime.toISOString(),
      endTime: span.endTime.toISOString(),
    })),
    notes: session.notes,
  };
}

/** The worked minutes of closed sessions starting in [start, end), unpaid breaks left out. */
function workedIn(sessions: Session[], start: Date, end: Date, breaksPaid: boolean): number {
  return sessions
    .filter((session) => session.clockInTime >= start && session.clockInTime < end)
    .reduce((sum, session) => {
      if (!session.clockOutTime) return sum;
      const span = breakOf(session.clockInTime, session.clockOutTime);
      const unpaid = span && !breaksPaid ? minutesBetween(span.startTime, span.endTime) : 0;
      return sum + minutesBetween(session.clockInTime, session.clockOutTime) - unpaid;
    }, 0);
}

/**
 * Lengthens 'tech''s ordinary shifts of last week (never into their next session) until the week's
 * worked time passes the weekly threshold, so the timesheet and the export show overtime.
 */
function addOvertime(
  own: Session[],
  week: { start: Date; end: Date },
  thresholdMinutes: number,
  breaksPaid: boolean,
): void {
  const sorted = [...own].sort((a, b) => a.clockInTime.getTime() - b.clockInTime.getTime());
  let missing =
    thresholdMinutes + OVERTIME_TARGET_MINUTES - workedIn(sorted, week.start, week.end, breaksPaid);
  for (const [index, session] of sorted.entries()) {
    if (missing <= 0) break;
    if (session.ticketId !== null || !session.clockOutTime) continue;
    if (session.clockInTime < week.start || session.clockInTime >= week.end) continue;
    const next = sorted[index + 1];
    const room = next ? minutesBetween(session.clockOutTime, next.clockInTime) - 1 : 150;
    // Up to 2.5 h more a day; moving past a break threshold changes the break too, so recount.
    const extra = Math.max(0, Math.min(150, room, missing + 30));
    if (extra === 0) continue;
    const before = workedIn([session], week.start, week.end, breaksPaid);
    session.clockOutTime = new Date(session.clockOutTime.getTime() + extra * MINUTE);
    session.durationMinutes = minutesBetween(session.clockInTime, session.clockOutTime);
    missing -= workedIn([session], week.start, week.end, breaksPaid) - before;
  }
}

export async function seedDemoPayroll(tx: Executor, context: DemoPayrollContext): Promise<void> {
  const { now, timeZone, adminId } = context;
  const [settings] = await tx.select().from(timeSettings).where(eq(timeSettings.id, 1));
  const breaksPaid = settings?.breaksPaid ?? false;
  const weeklyThreshold = settings?.weeklyOvertimeMinutes ?? 2400;
  const technicians = ['tech', 'maria', 'sam']
    .map((username) => ({ username, id: context.userId(username) }))
    .filter((entry): entry is { username: string; id: string } => entry.id !== undefined);
  if (technicians.length === 0) return;
  const idOf = (username: string) => technicians.find((t) => t.username === username)?.id;

  const today = dayOf(now, timeZone);
  const thisWeek = weekStartOf(today);
  const lastWeek = shiftDay(thisWeek, -7);
  const lastWeekRange = { start: at(lastWeek, 0, 0, timeZone), end: at(thisWeek, 0, 0, timeZone) };
  const sessions = await tx
    .select()
    .from(timeSessions)
    .where(
      inArray(
        timeSessions.userId,
        technicians.map((t) => t.id),
      ),
    );
  const ownedBy = (userId: string | undefined) =>
    sessions
      .filter((session) => session.userId === userId && session.clockOutTime !== null)
      .sort((a, b) => a.clockInTime.getTime() - b.clockInTime.getTime());

  // 1. Overtime last week for 'tech'.
  const techId = idOf('tech');
  if (techId) addOvertime(ownedBy(techId), lastWeekRange, weeklyThreshold, breaksPaid);

  // 2. The correction: 'sam' forgot to clock out on a recent day and the admin set 17:30.
  const samId = idOf('sam');
  const samSessions = ownedBy(samId);
  const corrected = [...samSessions].reverse().find((session, index, newestFirst) => {
    const day = dayOf(session.clockInTime, timeZone);
    if (day === today || session.clockInTime < lastWeekRange.start || session.ticketId)
      return false;
    const leftAt = at(day, 17, 30, timeZone);
    const later = newestFirst[index - 1];
    return session.clockInTime < leftAt && (!later || later.clockInTime > leftAt);
  });
  let correctedOriginal: { session: Session; breaks: Span[] } | null = null;
  if (corrected?.clockOutTime) {
    const day = dayOf(corrected.clockInTime, timeZone);
    const original = { ...corrected, clockOutTime: at(day, 22, 40, timeZone) };
    correctedOriginal = {
      session: original,
      breaks: [breakOf(corrected.clockInTime, corrected.clockOutTime)].filter(
        (span): span is Span => span !== null,
      ),
    };
    corrected.clockOutTime = at(day, 17, 30, timeZone);
    corrected.durationMinutes = minutesBetween(corrected.clockInTime, corrected.clockOutTime);
    corrected.correctedAt = new Date(
      Math.min(now.getTime(), at(shiftDay(day, 1), 9, 5, timeZone).getTime()),
    );
  }

  // 3. Breaks in every session of two hours or more, and the sessions' break minutes.
  for (const session of sessions) {
    if (!session.clockOutTime) continue;
    const span =
      session === corrected && correctedOriginal
        ? (correctedOriginal.breaks[0] ?? null)
        : breakOf(session.clockInTime, session.clockOutTime);
    const breakMinutes = span ? breakMinutesOf([span], session.clockOutTime) : 0;
    if (span) await tx.insert(timeBreaks).values({ sessionId: session.id, ...span });
    await tx
      .update(timeSessions)
      .set({
        clockOutTime: session.clockOutTime,
        durationMinutes: session.durationMinutes,
        breakMinutes,
        unpaidBreakMinutes: unpaidBreakMinutesOf(breakMinutes, breaksPaid),
        correctedAt: session.correctedAt,
      })
      .where(eq(timeSessions.id, session.id));
  }

  // 4. The correction's history: the original punch as 'before'.
  if (corrected && correctedOriginal) {
    await tx.insert(timeSessionChanges).values({
      sessionId: corrected.id,
      actorId: adminId,
      kind: 'edited',
      before: snapshot(correctedOriginal.session, correctedOriginal.breaks),
      after: snapshot(corrected, correctedOriginal.breaks),
      reason: DEMO_CORRECTION_REASON,
      createdAt: corrected.correctedAt ?? now,
    });
  }

  // 5. An open correction request of 'maria' about her latest session.
  const mariaId = idOf('maria');
  const asked = ownedBy(mariaId).at(-1);
  if (mariaId && asked) {
    const note = 'I started at 7:00, not 8:00 — the store tablet was offline when I arrived.';
    const createdAt = new Date(
      Math.min(now.getTime(), (asked.clockOutTime ?? now).getTime() + 30 * MINUTE),
    );
    await tx
      .insert(timeCorrectionRequests)
      .values({ sessionId: asked.id, requestedBy: mariaId, note, createdAt });
    await tx.insert(timeSessionChanges).values({
      sessionId: asked.id,
      actorId: mariaId,
      kind: 'correction-requested',
      before: null,
      after: null,
      reason: note,
      createdAt,
    });
  }

  // 6. Last week approved for 'tech' and 'maria' on Monday morning; 'sam''s is left to approve.
  const approvedAt = new Date(
    Math.min(now.getTime(), at(shiftDay(thisWeek, 1), 9, 0, timeZone).getTime()),
  );
  for (const userId of [techId, mariaId]) {
    if (!userId) continue;
    await tx
      .insert(timesheetApprovals)
      .values({ userId, weekStart: lastWeek, approvedBy: adminId, approvedAt });
    await tx.insert(timesheetEvents).values({
      userId,
      weekStart: lastWeek,
      kind: 'approved',
      actorId: adminId,
      createdAt: approvedAt,
    });
  }

  // 7. Pay periods on the chain's schedule: the current one, the last, and the one before, locked.
  const anchor = settings?.payPeriodAnchor ?? '2026-01-04';
  const length = settings?.payPeriodLength === 'biweekly' ? 14 : 7;
  const daysSinceAnchor = Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${anchor}T00:00:00Z`)) / (24 * 60 * MINUTE),
  );
  const currentStart = shiftDay(anchor, Math.floor(daysSinceAnchor / length) * length);
  for (const back of [2, 1, 0]) {
    const startDate = shiftDay(currentStart, -back * length);
    const endDate = shiftDay(startDate, length - 1);
    const createdAt = at(startDate, 0, 5, timeZone);
    const lockedAt =
      back === 2
        ? new Date(Math.min(now.getTime(), at(shiftDay(endDate, 3), 10, 0, timeZone).getTime()))
        : null;
    const [period] = await tx
      .insert(payPeriods)
      .values({ startDate, endDate, createdAt, lockedAt, lockedBy: lockedAt ? adminId : null })
      .onConflictDoNothing()
      .returning({ id: payPeriods.id });
    if (!period) continue;
    await tx
      .insert(payPeriodEvents)
      .values({ payPeriodId: period.id, kind: 'created', actorId: null, createdAt });
    if (lockedAt) {
      await tx
        .insert(payPeriodEvents)
        .values({ payPeriodId: period.id, kind: 'locked', actorId: adminId, createdAt: lockedAt });
    }
  }
}
