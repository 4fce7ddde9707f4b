import { z } from 'zod';

// Decision 013: dates far outside any plausible business use (year 9999, year 1) broke the server in
// several places (JavaScript and PostgreSQL disagree past year 9999, and years below 100 are read
// as 19xx). One range for calendar days and one for instants keep every date well inside what
// both sides handle; every schema that takes a date uses these two rules.

/** Calendar days: a certification's expiry, a report bound, an event's day. */
const DAY_MIN = '1900-01-01';
const DAY_MAX = '2200-12-31';

/** Instants: a ticket's schedule, a list's range bound. Years 2000–2100 in UTC (architecture §10). */
const INSTANT_MIN_YEAR = 2000;
const INSTANT_MAX_YEAR = 2100;

export const DAY_FORMAT_MESSAGE = 'must be a date as YYYY-MM-DD';
export const DAY_RANGE_MESSAGE = `must be a date between ${DAY_MIN} and ${DAY_MAX}`;
export const INSTANT_FORMAT_MESSAGE = 'must be an ISO 8601 date-time';
export const INSTANT_RANGE_MESSAGE = `must be a date-time between the years ${String(INSTANT_MIN_YEAR)} and ${String(INSTANT_MAX_YEAR)}`;

// zod checks the shape and that the day exists (no February 30); the range is ours.
const IsoDay = z.iso.date();
const IsoInstant = z.iso.datetime({ offset: true });

type DateProblem = 'format' | 'range';

/** Why `value` is not an acceptable calendar day (YYYY-MM-DD within the day range), if it is not. */
export function dayProblem(value: string): DateProblem | undefined {
  if (!IsoDay.safeParse(value).success) return 'format';
  // YYYY-MM-DD compares as text.
  if (value < DAY_MIN || value > DAY_MAX) return 'range';
  return undefined;
}

/** Why `value` is not an acceptable instant (ISO 8601 with an offset, its UTC year in range). */
export function instantProblem(value: string): DateProblem | undefined {
  if (!IsoInstant.safeParse(value).success) return 'format';
  // The UTC year: 9999-12-31T23:00:00-14:00 is already in year 10000.
  const utcYear = new Date(value).getUTCFullYear();
  if (!(utcYear >= INSTANT_MIN_YEAR && utcYear <= INSTANT_MAX_YEAR)) return 'range';
  return undefined;
}

/** A day or an instant (read by the server as its day in the business time zone). */
export function dayOrInstantProblem(value: string): DateProblem | undefined {
  if (IsoDay.safeParse(value).success) return dayProblem(value);
  if (IsoInstant.safeParse(value).success) return instantProblem(value);
  return 'format';
}
