import type { PayRules, WorkSession } from '../timesheets/overtime.ts';
import { deductedBreaks, payDays, totalsOf, weekStartOf } from '../timesheets/overtime.ts';
import { dayOf, daysToRange, shiftDay } from '../../lib/business-time.ts';
import { payRules } from '../settings/time-settings.service.ts';
import type { PaySessionRow, PaySettingsRow } from './pay-periods.repository.ts';
import type { PeriodDays } from './pay-period-schedule.ts';

// Decision 035 §5 and §8: a technician's pay minutes over a pay period, counted per Sunday week so
// that only approved weeks are paid unless the export says otherwise. Pure.

/** Each session passes only the breaks it deducts (workSessionOf), so none is treated as paid here. */
function payRulesOf(settings: PaySettingsRow): PayRules {
  return { ...payRules(settings), breaksPaid: false };
}

/**
 * Decision 035 §1: a session's breaks are paid or unpaid as the setting was when they were recorded
 * (its stored unpaid minutes), so changing the setting never re-prices closed time. A session
 * without recorded break minutes yet (a break still running) follows the current setting.
 */
function workSessionOf(session: PaySessionRow, settings: PaySettingsRow): WorkSession {
  return {
    clockInTime: session.clockInTime,
    clockOutTime: session.clockOutTime,
    breaks: deductedBreaks(session, session.breaks, settings.breaksPaid),
  };
}

/** The Sunday weeks in which the session has time inside the period. */
function weeksOfSession(
  session: Pick<PaySessionRow, 'clockInTime' | 'clockOutTime'>,
  period: PeriodDays,
  timeZone: string,
  now: Date,
): string[] {
  const range = daysToRange(period.startDate, period.endDate, timeZone);
  const start = Math.max(session.clockInTime.getTime(), range.start.getTime());
  const end = Math.min((session.clockOutTime ?? now).getTime(), range.end.getTime());
  if (end <= start) return [];
  const first = weekStartOf(dayOf(new Date(start), timeZone));
  const last = weekStartOf(dayOf(new Date(end - 1), timeZone));
  const weeks: string[] = [];
  for (let week = first; week <= last; week = shiftDay(week, 7)) weeks.push(week);
  return weeks;
}

/** `userId|weekStart` of every technician-week with time in the period. */
export function technicianWeeks(
  sessions: readonly PaySessionRow[],
  period: PeriodDays,
  timeZone: string,
  now: Date,
): Set<string> {
  const weeks = new Set<string>();
  for (const session of sessions) {
    for (const week of weeksOfSession(session, period, timeZone, now)) {
      weeks.add(`${session.userId}|${week}`);
    }
  }
  return weeks;
}

interface PayrollRow {
  userId: string;
  name: string;
  username: string;
  regularMinutes: number;
  overtimeMinutes: number;
  doubleTimeMinutes: number;
  unpaidBreakMinutes: number;
  /** Every week of theirs with time in the period is approved. */
  approved: boolean;
}

/**
 * One row per technician with time in the period, by name. Days of weeks
 * that are not approved count only when `includeUnapproved`.
 */
export function payrollRows(input: {
  sessions: readonly PaySessionRow[];
  settings: PaySettingsRow;
  period: PeriodDays;
  approved: ReadonlySet<string>;
  includeUnapproved: boolean;
  timeZone: string;
  now: Date;
}): PayrollRow[] {
  const { settings, period, approved, timeZone, now } = input;
  const rules = payRulesOf(settings);
  const byUser = new Map<string, PaySessionRow[]>();
  for (const session of input.sessions) {
    const list = byUser.get(session.userId) ?? [];
    list.push(session);
    byUser.set(session.userId, list);
  }
  const rows: PayrollRow[] = [];
  for (const [userId, sessions] of byUser) {
    const weeks = new Set(sessions.flatMap((s) => weeksOfSession(s, period, timeZone, now)));
    if (weeks.size === 0) continue;
    const days = payDays(
      sessions.map((session) => workSessionOf(session, settings)),
      rules,
      { startDay: period.startDate, endDay: period.endDate },
      timeZone,
      now,
    ).filter(
      (day) => input.includeUnapproved || approved.has(`${userId}|${weekStartOf(day.date)}`),
    );
    const totals = totalsOf(days);
    const first = sessions[0];
    rows.push({
      userId,
      name: first?.userName ?? '',
      username: first?.username ?? '',
      regularMinutes: totals.regularMinutes,
      overtimeMinutes: totals.overtimeMinutes,
      doubleTimeMinutes: totals.doubleTimeMinutes,
      unpaidBreakMinutes: totals.unpaidBreakMinutes,
      approved: [...weeks].every((week) => approved.has(`${userId}|${week}`)),
    });
  }
  // Sorted here, not by the database's collation, so both databases answer the same order.
  return rows.sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || a.username.localeCompare(b.username, 'en'),
  );
}
