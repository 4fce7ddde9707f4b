import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

import type { Language } from '#contract/languages.ts';

// Issue 40 (decision 044): dates, times, money and durations inside the sentences the server
// writes (history lines, notifications, e-mails), by the reader's language, always in the business
// time zone. English keeps the fixed US forms the spec and the history always had ('Jan 8, 2026,
// 9:00 AM', '2h 5m'), written with date-fns so they stay byte for byte (Intl's en-US puts a narrow
// no-break space before AM); other languages read Intl's forms, as the web's locale-format.ts does.

/** The Intl locale of each language: Spanish as read in Latin America and the US (as the web). */
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-419' };

type Form = 'date' | 'dateTime' | 'time' | 'monthDayTime';

const ENGLISH: Record<Form, string> = {
  date: 'MMM d, yyyy',
  dateTime: 'MMM d, yyyy, h:mm a',
  time: 'h:mm a',
  monthDayTime: 'MMM d, h:mm a',
};

const INTL: Record<Form, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
  monthDayTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
};

/**
 * An instant in the business time zone: 'Jan 8, 2026' / '8 ene 2026' (date), 'Jan 8, 2026, 9:00
 * AM' / '8 ene 2026, 9:00 a.m.' (dateTime), '9:00 AM' / '9:00 a.m.' (time), 'Nov 27, 9:00 AM' /
 * '27 nov, 9:00 a.m.' (monthDayTime).
 */
export function formatInstant(at: Date, form: Form, language: Language, timeZone: string): string {
  if (language === 'en') return format(new TZDate(at.getTime(), timeZone), ENGLISH[form]);
  return new Intl.DateTimeFormat(LOCALES[language], { ...INTL[form], timeZone }).format(at);
}

/** Integer cents in the chain's currency: '$1,234.50' / 'USD 1,234.50'. */
export function formatMoneyIn(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency }).format(
    cents / 100,
  );
}

/** Minutes as hours and minutes: '2h 5m' in English (product rules §9), '2 h 5 min' in Spanish. */
export function formatMinutesIn(minutes: number, language: Language): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (language === 'en')
    return hours > 0 ? `${String(hours)}h ${String(rest)}m` : `${String(rest)}m`;
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(LOCALES[language], {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
    }).format(value);
  return hours > 0 ? `${unit(hours, 'hour')} ${unit(rest, 'minute')}` : unit(rest, 'minute');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ENGLISH_INSTANT =
  /^(?:(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2}), (\d{4}))?(?:(?:, |^)(\d{1,2}):(\d{2}) (AM|PM))?$/;

/**
 * A date or a range the server wrote in English into a stored sentence ('Jan 8, 2026', 'Jan 8,
 * 2026, 9:00 AM – 5:00 PM', 'Jan 8, 2026, 9:00 AM – Jan 9, 2026, 5:00 PM'), in `language`. Stored
 * notification lines are English (their text is their key, decision 044), and their dates are
 * already in the business time zone, so the wall-clock figures are read back as they are. Anything
 * else is answered unchanged.
 */
export function localizeEnglishDate(text: string, language: Language): string {
  if (language === 'en') return text;
  const parts = text.split(' – ');
  if (parts.length > 2) return text;
  let day: { y: number; m: number; d: number } | undefined;
  const shown: string[] = [];
  for (const part of parts) {
    const match = ENGLISH_INSTANT.exec(part);
    if (!match || part === '') return text;
    const [, month, date, year, hour, minute, half] = match;
    if (month && date && year) day = { y: Number(year), m: MONTHS.indexOf(month), d: Number(date) };
    if (!day) return text;
    if (hour === undefined || minute === undefined) {
      shown.push(formatInstant(new Date(Date.UTC(day.y, day.m, day.d)), 'date', language, 'UTC'));
      continue;
    }
    const hours = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
    const at = new Date(Date.UTC(day.y, day.m, day.d, hours, Number(minute)));
    // A range's end on the same day names only its time, as the English does.
    shown.push(formatInstant(at, month ? 'dateTime' : 'time', language, 'UTC'));
  }
  return shown.join(' – ');
}
