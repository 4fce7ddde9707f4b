import {
  dateTimeFormat,
  formatLanguage,
  localeDate,
  localeLongDate,
  localeMonthDay,
  localeRelative,
  localeTime,
} from './locale-format.ts';
import { englishDistance } from './english-distance.ts';

// One date and time style for every screen (decision 028): 'Jan 7, 2026', '9:30 AM',
// 'Jan 7, 2026 9:30 AM', headings 'Wednesday, January 7, 2026'. The time report keeps the spec's
// MM/dd/yyyy HH:mm (features/reports). When the browser is in another time zone than the business
// (the server's TZ, read from GET /api/health), times are shown in the business zone and say so:
// '9:30 AM EST', so a manager travelling reads the store's hours, not their hotel's. In another
// language than English the same instants, zones and labels come from Intl's forms for it
// (locale-format.ts, decision 044). English is written by Intl's en-US forms too (decision 043:
// date-fns and its zone library left the first load); they are the same strings.

const DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
};
/** 'Jan 7, 9:30 AM'. */
const MONTH_DAY_TIME: Intl.DateTimeFormatOptions = { ...TIME, month: 'short', day: 'numeric' };

/** An English form in a zone (the browser's without one). */
function english(at: Date, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  // ICU puts a narrow no-break space before AM/PM; decision 028's forms have a plain one.
  return dateTimeFormat('en-US', { ...options, timeZone })
    .format(at)
    .replace(/\u202f/g, ' ');
}

/** '2026-01-07': the calendar day of an instant in a zone. */
function dayIn(at: Date, timeZone: string): string {
  return dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
    .format(at)
    .slice(0, 10);
}

interface Zones {
  /** The business time zone; null while unknown. */
  business: string | null;
  /** The browser's time zone. */
  browser: string;
}

let businessTimeZone: string | null = null;

/** Called once the server has said which zone the business runs in. */
export function setBusinessTimeZone(zone: string | null): void {
  businessTimeZone = zone;
}

/** The zone times are shown and entered in: the business zone once known, else the browser's. */
export function displayTimeZone(): string {
  return businessTimeZone ?? browserZone();
}

let browserTimeZone: string | undefined;

/** The browser's zone, read once (each read built a formatter: decision 043). */
function browserZone(): string {
  browserTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserTimeZone;
}

function currentZones(): Zones {
  return { business: businessTimeZone, browser: browserZone() };
}

/** The zone to show times in when it is not the browser's own, else null (no label needed). */
function labelledZone(zones: Zones): string | null {
  const { business, browser } = zones;
  if (business === null || business === browser || sameClock(business, browser)) return null;
  return business;
}

/** Two names for one clock (UTC and Etc/UTC): the same offset in January and in July. */
function sameClock(left: string, right: string): boolean {
  return [0, 6].every((month) => {
    const at = new Date(Date.UTC(2026, month, 15));
    const offset = (zone: string) =>
      dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value;
    return offset(left) === offset(right);
  });
}

/** 'EST', 'EDT', 'GMT+1': the short name of the zone at that instant. */
function zoneName(at: Date, zone: string): string {
  return (
    dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone
  );
}

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** 'Jan 7, 2026' (the business day when the browser is elsewhere). */
export function formatDate(value: string | Date, zones: Zones = currentZones()): string {
  const at = toDate(value);
  if (formatLanguage() !== 'en') return localeDate(at, labelledZone(zones) ?? zones.browser);
  return english(at, DATE, labelledZone(zones) ?? zones.browser);
}

/** '9:30 AM', or '9:30 AM EST' when the browser is in another zone than the business. */
export function formatTime(value: string | Date, zones: Zones = currentZones()): string {
  const at = toDate(value);
  const zone = labelledZone(zones);
  if (formatLanguage() !== 'en') return localeTime(at, zone ?? zones.browser, zone !== null);
  const time = english(at, TIME, zone ?? zones.browser);
  return zone === null ? time : `${time} ${zoneName(at, zone)}`;
}

/** 'Jan 7, 2026 9:30 AM', with the zone as formatTime adds it. */
export function formatDateTime(value: string | Date, zones: Zones = currentZones()): string {
  return `${formatDate(value, zones)} ${formatTime(value, zones)}`;
}

/** '9:00 AM – 5:00 PM' on one day, 'Jan 7, 9:00 AM – Jan 8, 5:00 PM' across days; one zone label. */
export function formatTimeRange(
  start: string | Date,
  end: string | Date,
  zones: Zones = currentZones(),
): string {
  const from = toDate(start);
  const to = toDate(end);
  const zone = labelledZone(zones);
  const label = zone === null ? '' : ` ${zoneName(to, zone)}`;
  const shownZone = zone ?? zones.browser;
  const isOneDay = dayIn(from, shownZone) === dayIn(to, shownZone);
  if (formatLanguage() !== 'en') {
    const end = localeTime(to, shownZone, zone !== null);
    if (isOneDay) return `${localeTime(from, shownZone)} – ${end}`;
    return `${localeMonthDay(from, shownZone)} ${localeTime(from, shownZone)} – ${localeMonthDay(to, shownZone)} ${end}`;
  }
  if (isOneDay)
    return `${english(from, TIME, shownZone)} – ${english(to, TIME, shownZone)}${label}`;
  return `${english(from, MONTH_DAY_TIME, shownZone)} – ${english(to, MONTH_DAY_TIME, shownZone)}${label}`;
}

/** A calendar day ('2026-01-07', no time, no zone): 'Jan 7, 2026'. */
export function formatDay(day: string): string {
  // The day itself: read at noon UTC and shown in UTC, so no zone moves it.
  const noon = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  if (formatLanguage() !== 'en') return localeDate(noon, 'UTC');
  return english(noon, DATE, 'UTC');
}

/** Headings: 'Wednesday, January 7, 2026' for a day in the browser's calendar. */
export function formatLongDate(value: Date): string {
  if (formatLanguage() !== 'en') return localeLongDate(value);
  return english(value, LONG_DATE);
}

/** 'about 2 hours ago'. */
export function formatRelative(value: string | Date, now: Date = new Date()): string {
  if (formatLanguage() !== 'en') return localeRelative(toDate(value), now);
  return englishDistance(toDate(value), now);
}
