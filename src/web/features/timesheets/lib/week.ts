import { TZDate } from '@date-fns/tz';
import { addDays, format, parseISO } from 'date-fns';

import { displayTimeZone } from '#web/lib/date-format.ts';
import {
  formatLanguage,
  localeDate,
  localeMonthDay,
  localeWeekdayDay,
} from '#web/lib/locale-format.ts';

// Weeks start on Sunday in the business time zone (spec §2, decision 035); a week is named by its
// Sunday, YYYY-MM-DD, as GET /api/timesheets?weekStart= takes it.

const DAY = 'yyyy-MM-dd';

/** The Sunday of the week holding `now` in `zone`. */
export function weekStartOf(now: Date, zone: string = displayTimeZone()): string {
  const local = new TZDate(now.getTime(), zone);
  const day = format(local, DAY);
  return shiftDays(day, -local.getDay());
}

/** `day` moved by whole calendar days (no zone involved: a day is a calendar day). */
export function shiftDays(day: string, days: number): string {
  return format(addDays(parseISO(day), days), DAY);
}

export function isSunday(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && parseISO(day).getDay() === 0;
}

/** A calendar day for Intl: noon UTC, read in UTC, so no zone moves it to another day. */
function calendarDay(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/**
 * 'Nov 22 – Nov 28, 2026'; 'Dec 27, 2026 – Jan 2, 2027' across a year. Other languages: Intl's
 * forms ('22 nov – 28 nov 2026', decision 044).
 */
export function weekLabel(weekStart: string): string {
  const first = parseISO(weekStart);
  const last = parseISO(shiftDays(weekStart, 6));
  if (formatLanguage() !== 'en') {
    const from = calendarDay(weekStart);
    const to = calendarDay(shiftDays(weekStart, 6));
    const start =
      first.getFullYear() === last.getFullYear()
        ? localeMonthDay(from, 'UTC')
        : localeDate(from, 'UTC');
    return `${start} – ${localeDate(to, 'UTC')}`;
  }
  if (first.getFullYear() === last.getFullYear())
    return `${format(first, 'MMM d')} – ${format(last, 'MMM d, yyyy')}`;
  return `${format(first, 'MMM d, yyyy')} – ${format(last, 'MMM d, yyyy')}`;
}

/** 'Sun 22': a day's column heading. */
export function dayHeading(day: string): string {
  if (formatLanguage() !== 'en') return localeWeekdayDay(calendarDay(day), 'UTC');
  return format(parseISO(day), 'EEE d');
}

/** The week's seven days, Sunday first. */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, index) => shiftDays(weekStart, index));
}
