import { TZDate } from '@date-fns/tz';
import { addDays, endOfDay, endOfWeek, startOfDay, startOfWeek } from 'date-fns';

// "Today", "this week" and report days are days in the business time zone (config TZ), not in
// UTC and not in the browser's zone (architecture §1, §5).

export interface DayRange {
  start: Date;
  /** Exclusive. */
  end: Date;
}

export function dayRange(now: Date, timeZone: string): DayRange {
  const local = new TZDate(now.getTime(), timeZone);
  return {
    start: new Date(startOfDay(local).getTime()),
    end: new Date(endOfDay(local).getTime() + 1),
  };
}

export function weekRange(now: Date, timeZone: string): DayRange {
  const local = new TZDate(now.getTime(), timeZone);
  return {
    start: new Date(startOfWeek(local, { weekStartsOn: 0 }).getTime()),
    end: new Date(endOfWeek(local, { weekStartsOn: 0 }).getTime() + 1),
  };
}

/** Inclusive calendar days YYYY-MM-DD → the instants they span in the business time zone. */
export function daysToRange(startDay: string, endDay: string, timeZone: string): DayRange {
  const [sy, sm, sd] = startDay.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = endDay.split('-').map(Number) as [number, number, number];
  const start = new TZDate(sy, sm - 1, sd, 0, 0, 0, 0, timeZone);
  const endInclusive = new TZDate(ey, em - 1, ed, 0, 0, 0, 0, timeZone);
  return { start: new Date(start.getTime()), end: new Date(addDays(endInclusive, 1).getTime()) };
}

/** The business-zone calendar day (YYYY-MM-DD) of an instant. */
export function dayOf(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  const y = String(local.getFullYear());
  const m = String(local.getMonth() + 1).padStart(2, '0');
  const d = String(local.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** A calendar day (YYYY-MM-DD) moved by whole days; pure date arithmetic, no time zone involved. */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
