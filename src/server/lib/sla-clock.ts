import { TZDate } from '@date-fns/tz';

import { clockMinutes, SLA_AT_RISK_SHARE } from '#contract/schemas/sla.ts';
import type { OpeningRange } from '#contract/schemas/sla.ts';

// Issue 39 (decision 045): the business-time clock of service-level targets. A store without
// opening hours runs 24x7 (elapsed time); with them, only the time it is open counts, read as wall
// times in the business time zone, so a DST change moves the instants and not the opening hours.
// Pauses are handled by the caller: it adds the paused business minutes to the target.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A local calendar day in the business zone. */
interface LocalDay {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

function localDayOf(instant: Date, timeZone: string): LocalDay {
  const local = new TZDate(instant.getTime(), timeZone);
  return {
    year: local.getFullYear(),
    month: local.getMonth(),
    day: local.getDate(),
    weekday: local.getDay(),
  };
}

function nextDay(day: LocalDay, days = 1): LocalDay {
  const date = new Date(Date.UTC(day.year, day.month, day.day + days));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}

/** The instant of a wall time (minutes after midnight, 1440 = the next midnight) on a local day. */
function instantOn(day: LocalDay, minutes: number, timeZone: string): number {
  if (minutes >= 1440) {
    const next = nextDay(day);
    return new TZDate(next.year, next.month, next.day, 0, 0, 0, 0, timeZone).getTime();
  }
  const hours = Math.floor(minutes / 60);
  return new TZDate(day.year, day.month, day.day, hours, minutes % 60, 0, 0, timeZone).getTime();
}

/** The day's open ranges as instants, in order. */
function openSpans(
  day: LocalDay,
  hours: readonly OpeningRange[],
  timeZone: string,
): [number, number][] {
  return hours
    .filter((range) => range.weekday === day.weekday)
    .map((range) => [clockMinutes(range.opens) ?? 0, clockMinutes(range.closes, true) ?? 0])
    .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))
    .map(([opens = 0, closes = 0]) => [
      instantOn(day, opens, timeZone),
      instantOn(day, closes, timeZone),
    ]);
}

/** Wall minutes a week the store is open (used to skip whole weeks of a long target). */
function weeklyOpenMinutes(hours: readonly OpeningRange[]): number {
  return hours.reduce(
    (sum, range) =>
      sum + Math.max(0, (clockMinutes(range.closes, true) ?? 0) - (clockMinutes(range.opens) ?? 0)),
    0,
  );
}

/**
 * The instant at which `minutes` of business time have run from `start`. Open 24x7 (no hours), that
 * is elapsed time; otherwise time counts only inside the opening ranges.
 */
export function addBusinessMinutes(
  start: Date,
  minutes: number,
  hours: readonly OpeningRange[],
  timeZone: string,
): Date {
  if (minutes <= 0) return start;
  if (hours.length === 0) return new Date(start.getTime() + minutes * MINUTE_MS);
  let remaining = minutes * MINUTE_MS;
  let cursor = start.getTime();
  let day = localDayOf(start, timeZone);
  // A year-long target on short hours would walk thousands of days: skip whole weeks first,
  // keeping one week in hand for the exact walk. (A skipped week's DST hour is not counted.)
  const weekly = weeklyOpenMinutes(hours) * MINUTE_MS;
  if (weekly > 0 && remaining > 2 * weekly) {
    const weeks = Math.floor(remaining / weekly) - 1;
    remaining -= weeks * weekly;
    cursor += weeks * 7 * DAY_MS;
    day = localDayOf(new Date(cursor), timeZone);
  }
  for (let step = 0; step < 3700; step += 1) {
    for (const [opens, closes] of openSpans(day, hours, timeZone)) {
      const from = Math.max(opens, cursor);
      if (closes <= from) continue;
      const span = closes - from;
      if (remaining <= span) return new Date(from + remaining);
      remaining -= span;
    }
    day = nextDay(day);
  }
  // Unreachable with at least one opening range; a guard against a loop without end.
  return new Date(cursor + remaining + 3700 * DAY_MS);
}

/** The business minutes between two instants (0 when `to` is not after `from`). */
export function businessMinutesBetween(
  from: Date,
  to: Date,
  hours: readonly OpeningRange[],
  timeZone: string,
): number {
  if (to.getTime() <= from.getTime()) return 0;
  if (hours.length === 0) return (to.getTime() - from.getTime()) / MINUTE_MS;
  let total = 0;
  let day = localDayOf(from, timeZone);
  const last = localDayOf(to, timeZone);
  const lastKey = Date.UTC(last.year, last.month, last.day);
  while (Date.UTC(day.year, day.month, day.day) <= lastKey) {
    for (const [opens, closes] of openSpans(day, hours, timeZone)) {
      const overlap = Math.min(closes, to.getTime()) - Math.max(opens, from.getTime());
      if (overlap > 0) total += overlap;
    }
    day = nextDay(day);
  }
  return total / MINUTE_MS;
}

/** A ticket's SLA instants. */
export interface SlaDeadlines {
  respondBy: Date;
  respondRiskAt: Date;
  resolveBy: Date;
  resolveRiskAt: Date;
}

/**
 * The deadlines of a ticket submitted at `submittedAt` whose clock stood still for `pausedMinutes`
 * of business time: each target (and 80 % of it, the at-risk line) counted in business time.
 */
export function slaDeadlines(input: {
  submittedAt: Date;
  respondMinutes: number;
  resolveMinutes: number;
  pausedMinutes: number;
  hours: readonly OpeningRange[];
  timeZone: string;
}): SlaDeadlines {
  const at = (minutes: number) =>
    addBusinessMinutes(
      input.submittedAt,
      minutes + input.pausedMinutes,
      input.hours,
      input.timeZone,
    );
  return {
    respondBy: at(input.respondMinutes),
    respondRiskAt: at(input.respondMinutes * SLA_AT_RISK_SHARE),
    resolveBy: at(input.resolveMinutes),
    resolveRiskAt: at(input.resolveMinutes * SLA_AT_RISK_SHARE),
  };
}
