import { DEFAULT_LANGUAGE } from '#contract/languages.ts';
import type { Language } from '#contract/languages.ts';

// Decision 044: numbers, money, durations, dates and times by the language shown, through Intl, in
// this one module. English keeps the app's fixed US forms (decision 028's 'Jan 7, 2026 9:30 AM' and
// product rules §9's '2h 5m', which date-format.ts and contract/utils/duration.ts write); other
// languages read Intl's forms for their locale. Times stay in the business time zone whatever the
// language: the zone is the caller's, never the locale's. CSV exports never come here (machine formats).

/** The Intl locale of each language: Spanish as read in Latin America and the US. */
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-419' };

let language: Language = DEFAULT_LANGUAGE;

/** Called by the translation layer whenever the language shown changes. */
export function setFormatLanguage(next: Language): void {
  language = next;
}

/** The language formats follow now. */
export function formatLanguage(): Language {
  return language;
}

function locale(): string {
  return LOCALES[language];
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The Intl.DateTimeFormat for a locale and options, built once: building one costs far more than
 * using it (decision 043: the dashboard's offline banner built several on every cache update).
 */
export function dateTimeFormat(
  localeName: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${localeName ?? ''} ${JSON.stringify(options)}`;
  let made = dateTimeFormats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(localeName, options);
    dateTimeFormats.set(key, made);
  }
  return made;
}

/** 1,234.5 / 1234,5 by the language shown. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale(), options).format(value);
}

/** Integer cents as money in the chain's currency: $1,234.50 / US$1234.50. */
export function formatMoney(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency }).format(cents / 100);
}

/** Minutes as hours and minutes: '2h 5m' in English (product rules §9), '2 h 5 min' in Spanish. */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(minutes));
  const hours = Math.floor(absolute / 60);
  const rest = absolute % 60;
  if (language === 'en') return hours > 0 ? `${sign}${hours}h ${rest}m` : `${sign}${rest}m`;
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale(), { style: 'unit', unit: name, unitDisplay: 'short' }).format(
      value,
    );
  return hours > 0
    ? `${sign}${unit(hours, 'hour')} ${unit(rest, 'minute')}`
    : `${sign}${unit(rest, 'minute')}`;
}

/** A date in the given zone: '7 ene 2026'. */
export function localeDate(at: Date, timeZone: string): string {
  return dateTimeFormat(locale(), { dateStyle: 'medium', timeZone }).format(at);
}

/** A time in the given zone: '9:30 a.m.'; `zoneName` adds the zone's short name. */
export function localeTime(at: Date, timeZone: string, zoneName = false): string {
  return dateTimeFormat(locale(), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    ...(zoneName ? { timeZoneName: 'short' } : {}),
  }).format(at);
}

/** A date without its year in the given zone: '7 ene'. */
export function localeMonthDay(at: Date, timeZone: string): string {
  return dateTimeFormat(locale(), { month: 'short', day: 'numeric', timeZone }).format(at);
}

/** A day column's heading in the given zone: 'dom 22'. */
export function localeWeekdayDay(at: Date, timeZone: string): string {
  return dateTimeFormat(locale(), { weekday: 'short', day: 'numeric', timeZone }).format(at);
}

/** A month's heading: 'noviembre de 2026'. */
export function localeMonthYear(at: Date): string {
  return dateTimeFormat(locale(), { month: 'long', year: 'numeric' }).format(at);
}

/** A weekday's name, 'dom' / 'domingo' (`long`), on the browser's calendar. */
export function localeWeekday(at: Date, long = false): string {
  return dateTimeFormat(locale(), { weekday: long ? 'long' : 'short' }).format(at);
}

/** Another date form Intl knows ('07/01/2026', 'ene 2026'), by the language shown; the caller's zone. */
export function localeDateForm(at: Date, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(locale(), options).format(at);
}

/** A heading's day: 'miércoles, 7 de enero de 2026'. */
export function localeLongDate(at: Date, timeZone?: string): string {
  return dateTimeFormat(locale(), { dateStyle: 'full', timeZone }).format(at);
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'hace 2 horas' / 'en 5 minutos'. */
export function localeRelative(at: Date, now: Date): string {
  const seconds = (at.getTime() - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(locale(), { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(Math.round(seconds / 60), 'minute');
}
