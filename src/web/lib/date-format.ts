import { TZDate } from '@date-fns/tz';
import { format, formatDistance, isSameDay, parseISO } from 'date-fns';

import {
  formatLanguage,
  localeDate,
  localeLongDate,
  localeMonthDay,
  localeRelative,
  localeTime,
} from './locale-format.ts';

// One date and time style for every screen (decision 028): 'Jan 7, 2026', '9:30 AM',
// 'Jan 7, 2026 9:30 AM', headings 'Wednesday, January 7, 2026'. The time report keeps the spec's
// MM/dd/yyyy HH:mm (features/reports). When the browser is in another time zone than the business
// (the server's TZ, read from GET /api/health), times are shown in the business zone and say so:
// '9:30 AM EST', so a manager travelling reads the store's hours, not their hotel's. In another
// language than English the same instants, zones and labels come from Intl's forms for it
// (locale-format.ts, decision 044).

const DATE = 'MMM d, yyyy';
const TIME = 'h:mm a';
const LONG_DATE = 'EEEE, MMMM d, yyyy';

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
  return businessTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
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
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value;
    return offset(left) === offset(right);
  });
}

/** 'EST', 'EDT', 'GMT+1': the short name of the zone at that instant. */
function zoneName(at: Date, zone: string): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone
  );
}

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** The instant on the wall clock it is shown on: the labelled business zone, else the browser's. */
function shown(at: Date, zone: string | null, zones: Zones): Date {
  return new TZDate(at.getTime(), zone ?? zones.browser);
}

/** 'Jan 7, 2026' (the business day when the browser is elsewhere). */
export function formatDate(value: string | Date, zones: Zones = currentZones()): string {
  const at = toDate(value);
  if (formatLanguage() !== 'en') return localeDate(at, labelledZone(zones) ?? zones.browser);
  return format(shown(at, labelledZone(zones), zones), DATE);
}

/** '9:30 AM', or '9:30 AM EST' when the browser is in another zone than the business. */
export function formatTime(value: string | Date, zones: Zones = currentZones()): string {
  const at = toDate(value);
  const zone = labelledZone(zones);
  if (formatLanguage() !== 'en') return localeTime(at, zone ?? zones.browser, zone !== null);
  const time = format(shown(at, zone, zones), TIME);
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
  const [shownFrom, shownTo] = [shown(from, zone, zones), shown(to, zone, zones)];
  if (formatLanguage() !== 'en') {
    const shownZone = zone ?? zones.browser;
    const end = localeTime(to, shownZone, zone !== null);
    if (isSameDay(shownFrom, shownTo)) return `${localeTime(from, shownZone)} – ${end}`;
    return `${localeMonthDay(from, shownZone)} ${localeTime(from, shownZone)} – ${localeMonthDay(to, shownZone)} ${end}`;
  }
  if (isSameDay(shownFrom, shownTo))
    return `${format(shownFrom, TIME)} – ${format(shownTo, TIME)}${label}`;
  return `${format(shownFrom, `MMM d, ${TIME}`)} – ${format(shownTo, `MMM d, ${TIME}`)}${label}`;
}

/** A calendar day ('2026-01-07', no time, no zone): 'Jan 7, 2026'. */
export function formatDay(day: string): string {
  if (formatLanguage() !== 'en') return localeDate(parseISO(day), browserZone());
  return format(parseISO(day), DATE);
}

/** Headings: 'Wednesday, January 7, 2026' for a day in the browser's calendar. */
export function formatLongDate(value: Date): string {
  if (formatLanguage() !== 'en') return localeLongDate(value);
  return format(value, LONG_DATE);
}

/** 'about 2 hours ago'. */
export function formatRelative(value: string | Date, now: Date = new Date()): string {
  if (formatLanguage() !== 'en') return localeRelative(toDate(value), now);
  return formatDistance(toDate(value), now, { addSuffix: true });
}
