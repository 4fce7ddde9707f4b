import { daysToRange, shiftDay } from '../../lib/business-time.ts';

// Decision 035 §3 and §5: worked time per business day split into regular, overtime and double
// time. Pure: sessions in, minutes out.
//  - Rounding (0, 5, 15) moves each punch and break end to the nearest N minutes, half up; stored
//    punches are never touched, only what is computed here.
//  - Sessions are cut at the business day's midnights in real elapsed time, so a session across a
//    DST change counts the hours that passed and a day's totals follow the business day.
//  - Unpaid breaks are deducted on the day they happen; paid breaks are worked time.
//  - Per day: above the daily threshold is overtime, above the double-time threshold double time.
//    Per Sunday week: regular minutes past the weekly threshold become overtime, days in order;
//    daily overtime does not count toward the weekly threshold, so no minute is paid twice.

/**
 * An instant: a Date or its epoch milliseconds. Issue 37: the timesheets read instants as numbers
 * (no Date per punch for the collector); the payroll export hands in Dates.
 */
type Instant = Date | number;

function msOf(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}

interface WorkBreak {
  startTime: Instant;
  /** null: still on break (counts up to `now`). */
  endTime: Instant | null;
}

export interface WorkSession {
  clockInTime: Instant;
  /** null: still running (counts up to `now`). */
  clockOutTime: Instant | null;
  breaks: readonly WorkBreak[];
}

export interface PayRules {
  breaksPaid: boolean;
  roundingMinutes: number;
  /** null: off. */
  dailyOvertimeMinutes: number | null;
  /** null: off. */
  doubleTimeMinutes: number | null;
  /** null: off. */
  weeklyOvertimeMinutes: number | null;
}

interface DayPay {
  /** YYYY-MM-DD in the business time zone. */
  date: string;
  workedMinutes: number;
  regularMinutes: number;
  overtimeMinutes: number;
  doubleTimeMinutes: number;
  unpaidBreakMinutes: number;
}

export type PayTotals = Omit<DayPay, 'date'>;

/**
 * Decision 035 §1: a session's breaks are paid or unpaid as the setting was when they were recorded
 * (its stored unpaid minutes), so changing the setting never re-prices closed time; a session with
 * no break minutes recorded yet (a break still running) follows the current setting. The answer is
 * the breaks to deduct; compute with `breaksPaid: false` so exactly these are deducted. One rule
 * for timesheets and the payroll export, so they always agree.
 */
export function deductedBreaks(
  session: { breakMinutes: number; unpaidBreakMinutes: number },
  breaks: readonly WorkBreak[],
  breaksPaidNow: boolean,
): readonly WorkBreak[] {
  const unpaid = session.breakMinutes > 0 ? session.unpaidBreakMinutes > 0 : !breaksPaidNow;
  return unpaid ? breaks : [];
}

const MINUTE = 60_000;

/**
 * The instant (epoch milliseconds) moved to the nearest `minutes` boundary (half up); 0 leaves it
 * as it is.
 */
function roundInstant(instant: Instant, minutes: number): number {
  const ms = msOf(instant);
  if (minutes <= 0) return ms;
  const step = minutes * MINUTE;
  return Math.floor((ms + step / 2) / step) * step;
}

interface Span {
  start: number;
  end: number;
}

/** A session's worked spans and unpaid break spans, rounded and clipped to the session. */
export interface SessionSpans {
  worked: readonly Span[];
  unpaid: readonly Span[];
}

const NO_SPANS: readonly Span[] = [];

/**
 * The session's worked spans and its unpaid break spans, rounded and clipped to the session. A
 * timesheet computes them once per session for its days and the session's own minutes.
 */
export function sessionSpans(session: WorkSession, rules: PayRules, now: Date): SessionSpans {
  const start = roundInstant(session.clockInTime, rules.roundingMinutes);
  const end = Math.max(start, roundInstant(session.clockOutTime ?? now, rules.roundingMinutes));
  // Issue 37: most sessions have no break to deduct; their spans are one worked span.
  if (rules.breaksPaid || session.breaks.length === 0) {
    return { worked: end > start ? [{ start, end }] : NO_SPANS, unpaid: NO_SPANS };
  }
  const unpaid: Span[] = session.breaks
    .map((span) => ({
      start: Math.max(start, roundInstant(span.startTime, rules.roundingMinutes)),
      end: Math.min(end, roundInstant(span.endTime ?? now, rules.roundingMinutes)),
    }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);
  const worked: Span[] = [];
  let cursor = start;
  for (const span of unpaid) {
    if (span.start > cursor) worked.push({ start: cursor, end: span.start });
    cursor = Math.max(cursor, span.end);
  }
  if (end > cursor) worked.push({ start: cursor, end });
  return { worked, unpaid };
}

/** Milliseconds of `spans` (each list's, for every list) inside [start, end). */
function overlap(spanLists: readonly (readonly Span[])[], start: number, end: number): number {
  let sum = 0;
  for (const spans of spanLists) {
    for (const span of spans) {
      sum += Math.max(0, Math.min(span.end, end) - Math.max(span.start, start));
    }
  }
  return sum;
}

/** The worked minutes of a session's spans (sessionSpans), as sessionWorkedMinutes counts them. */
export function spansWorkedMinutes(spans: SessionSpans): number {
  let sum = 0;
  for (const span of spans.worked) sum += span.end - span.start;
  return Math.round(sum / MINUTE);
}

/**
 * One session's worked minutes as the timesheet shows it: rounded punches and break ends, unpaid
 * breaks deducted, a running session or break counted up to `now` (not cut at midnights).
 */
export function sessionWorkedMinutes(session: WorkSession, rules: PayRules, now: Date): number {
  return spansWorkedMinutes(sessionSpans(session, rules, now));
}

/** The Sunday on or before `day` (YYYY-MM-DD). */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shiftDay(day, -weekday);
}

function splitDay(workedMinutes: number, rules: PayRules) {
  const doubleTime =
    rules.doubleTimeMinutes === null ? 0 : Math.max(0, workedMinutes - rules.doubleTimeMinutes);
  const belowDoubleTime = workedMinutes - doubleTime;
  const overtime =
    rules.dailyOvertimeMinutes === null
      ? 0
      : Math.max(0, belowDoubleTime - rules.dailyOvertimeMinutes);
  return { regular: belowDoubleTime - overtime, overtime, doubleTime };
}

interface CalendarDay extends Span {
  date: string;
  isWeekStart: boolean;
}

/** The calendars payDays has walked, by zone and range; a time zone's rules do not change. */
const calendars = new Map<string, readonly CalendarDay[]>();
const MAX_CALENDARS = 512;

/**
 * The business days from the Sunday of `startDay`'s week to `endDay`, with the instants each
 * spans. Issue 37: computed once per range, not once per person and day (a week's timesheets of
 * 200 people built 4,200 zoned dates, a third of the request's time).
 */
function calendarOf(startDay: string, endDay: string, timeZone: string): readonly CalendarDay[] {
  const key = `${timeZone}|${startDay}|${endDay}`;
  const known = calendars.get(key);
  if (known) return known;
  const days: CalendarDay[] = [];
  for (let day = weekStartOf(startDay); day <= endDay; day = shiftDay(day, 1)) {
    const bounds = daysToRange(day, day, timeZone);
    days.push({
      date: day,
      isWeekStart: weekStartOf(day) === day,
      start: bounds.start.getTime(),
      end: bounds.end.getTime(),
    });
  }
  if (calendars.size >= MAX_CALENDARS) calendars.clear();
  calendars.set(key, days);
  return days;
}

/**
 * Pay minutes of each business day from `startDay` to `endDay` (inclusive). The weekly threshold
 * counts from the Sunday of `startDay`'s week, so a period that starts mid-week still sees the
 * regular minutes worked earlier that week.
 */
export function payDays(
  sessions: readonly WorkSession[],
  rules: PayRules,
  range: { startDay: string; endDay: string },
  timeZone: string,
  now: Date,
): DayPay[] {
  return payDaysOfSpans(
    sessions.map((session) => sessionSpans(session, rules, now)),
    rules,
    range,
    timeZone,
  );
}

/** payDays of sessions whose spans are already computed (sessionSpans, with the same rules). */
export function payDaysOfSpans(
  spans: readonly SessionSpans[],
  rules: PayRules,
  range: { startDay: string; endDay: string },
  timeZone: string,
): DayPay[] {
  const worked = spans.map((span) => span.worked);
  const unpaid = spans.map((span) => span.unpaid);
  const days: DayPay[] = [];
  let weekRegular = 0;
  for (const { date: day, isWeekStart, start, end } of calendarOf(
    range.startDay,
    range.endDay,
    timeZone,
  )) {
    if (isWeekStart) weekRegular = 0;
    const workedMinutes = Math.round(overlap(worked, start, end) / MINUTE);
    const unpaidBreakMinutes = Math.round(overlap(unpaid, start, end) / MINUTE);
    const split = splitDay(workedMinutes, rules);
    let { regular, overtime } = split;
    if (rules.weeklyOvertimeMinutes !== null) {
      const room = Math.max(0, rules.weeklyOvertimeMinutes - weekRegular);
      const past = Math.max(0, regular - room);
      regular -= past;
      overtime += past;
    }
    weekRegular += regular;
    if (day >= range.startDay) {
      days.push({
        date: day,
        workedMinutes,
        regularMinutes: regular,
        overtimeMinutes: overtime,
        doubleTimeMinutes: split.doubleTime,
        unpaidBreakMinutes,
      });
    }
  }
  return days;
}

export function totalsOf(days: readonly DayPay[]): PayTotals {
  const sum: PayTotals = {
    workedMinutes: 0,
    regularMinutes: 0,
    overtimeMinutes: 0,
    doubleTimeMinutes: 0,
    unpaidBreakMinutes: 0,
  };
  for (const day of days) {
    sum.workedMinutes += day.workedMinutes;
    sum.regularMinutes += day.regularMinutes;
    sum.overtimeMinutes += day.overtimeMinutes;
    sum.doubleTimeMinutes += day.doubleTimeMinutes;
    sum.unpaidBreakMinutes += day.unpaidBreakMinutes;
  }
  return sum;
}
