import { formatInstant, formatMinutesIn } from '../../../lib/locale-format.ts';

// Decision 044: when things happen and for how long, in the chat's Spanish answers. The engine
// writes its dates and durations in English (format-time.ts: 'Thu Jan 8, 9:00 AM', 'Tue Jan 6 (all
// day)', '37h 0m'; warranty dates as ISO days) and a vendor's visit as a phrase (chat-tools.ts
// vendorVisit); chat-spanish.ts writes each line in Spanish, and these put its dates, durations
// and visits in Spanish too. The figures are the English
// line's: only the words change, in the forms of the server's locale-format.ts ('es-419').

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function spanishName(options: Intl.DateTimeFormatOptions, at: Date): string {
  return new Intl.DateTimeFormat('es-419', { ...options, timeZone: 'UTC' }).format(at);
}

// 2026-01-04 is a Sunday.
const SPANISH_WEEKDAYS = WEEKDAYS.map((_, index) =>
  spanishName({ weekday: 'short' }, new Date(Date.UTC(2026, 0, 4 + index))),
);
const SPANISH_MONTHS = MONTHS.map((_, index) =>
  spanishName({ month: 'short' }, new Date(Date.UTC(2026, index, 1))),
);

const DAY = String.raw`(?:Sun|Mon|Tue|Wed|Thu|Fri|Sat) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}`;
const CLOCK = String.raw`\d{1,2}:\d{2} [AP]M`;
/** A day and time as vendorVisit writes them: 'Thu Jan 8, 9:00 AM'. */
const WHEN = `(${DAY}, ${CLOCK})`;

/**
 * The English dates and times of a line already worded in Spanish: 'Thu Jan 8, 9:00 AM' → 'jue, 8
 * ene, 9:00 a.m.', 'Tue Jan 6 (all day)' → 'mar, 6 ene (todo el día)', 'hasta el 2026-03-01' →
 * 'hasta el 1 mar 2026'; durations '37h 0m' → '37 h 0 min'.
 */
export function datesInSpanish(line: string): string {
  return (
    line
      .replace(
        /\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2})\b/g,
        (_, weekday: string, month: string, day: string) =>
          `${SPANISH_WEEKDAYS[WEEKDAYS.indexOf(weekday)] ?? weekday}, ${day} ${SPANISH_MONTHS[MONTHS.indexOf(month)] ?? month}`,
      )
      .replace(/\b(\d{1,2}):(\d{2}) (AM|PM)\b/g, (_, hour: string, minute: string, half: string) =>
        formatInstant(
          new Date(
            Date.UTC(2026, 0, 1, (Number(hour) % 12) + (half === 'PM' ? 12 : 0), Number(minute)),
          ),
          'time',
          'es',
          'UTC',
        ),
      )
      .replace(/ \(all day\)/g, ' (todo el día)')
      // Warranty days (ISO in English, a machine form): 'el 1 mar 2026'.
      .replace(/\bel (\d{4})-(\d{2})-(\d{2})\b/g, (_, year: string, month: string, day: string) => {
        const at = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
        return `el ${formatInstant(at, 'date', 'es', 'UTC')}`;
      })
      // Durations: '37h 0m' / '45m' → '37 h 0 min' / '45 min' (format-time.ts formatMinutes).
      .replace(/\b(\d+)h (\d+)m\b/g, (_, hours: string, minutes: string) =>
        formatMinutesIn(Number(hours) * 60 + Number(minutes), 'es'),
      )
      .replace(
        /(^|[\s(—])(\d+)m\b/g,
        (_, before: string, minutes: string) =>
          `${before}${formatMinutesIn(Number(minutes), 'es')}`,
      )
      // 'a.m.' ends a sentence on its own period.
      .replace(/([ap]\.\s?m\.)\./g, '$1')
  );
}

const DISPATCH_STATUSES: Record<string, string> = {
  'work done': 'trabajo hecho',
  invoiced: 'facturado',
  approved: 'aprobado',
  paid: 'pagado',
};

/** 'el proveedor Arctic Air', or the name alone where the answer left 'vendor ' out. */
function vendor(name: string, isNamed: boolean): string {
  return isNamed ? `el proveedor ${name}` : name;
}

/**
 * Each phrase of vendorVisit (chat-tools.ts): [pattern, Spanish from the vendor's name, whether
 * 'vendor ' was written (the ticket's answer leaves it out after 'Outside vendor:') and the date].
 */
const VISITS: [RegExp, (name: string, isNamed: boolean, when: string) => string][] = [
  [
    new RegExp(String.raw`^sent to (vendor )?(.+?), not accepted yet \(due by ${WHEN}\)`),
    (name, isNamed, when) =>
      `enviado ${isNamed ? 'al proveedor' : 'a'} ${name}, sin aceptar todavía (fecha límite: ${when})`,
  ],
  [
    new RegExp(String.raw`^(vendor )?(.+?) accepted, arriving ${WHEN}`),
    (name, isNamed, when) => `${vendor(name, isNamed)} aceptó (llegada estimada: ${when})`,
  ],
  [
    new RegExp(String.raw`^(vendor )?(.+?) accepted \(due by ${WHEN}\)`),
    (name, isNamed, when) => `${vendor(name, isNamed)} aceptó (fecha límite: ${when})`,
  ],
  [
    new RegExp(String.raw`^(vendor )?(.+?) on site since ${WHEN}`),
    (name, isNamed, when) => `${vendor(name, isNamed)} está en sitio desde el ${when}`,
  ],
  [
    /^(vendor )?(.+?) on site(?=$|[.,;])/,
    (name, isNamed) => `${vendor(name, isNamed)} está en sitio`,
  ],
  [
    /^(vendor )?(.+?): (work done|invoiced|approved|paid)(?=$|[.,;])/,
    (name, isNamed, status) => `${vendor(name, isNamed)}: ${DISPATCH_STATUSES[status] ?? status}`,
  ],
];

/**
 * A line's leading vendor visit in Spanish ('vendor Arctic Air accepted, arriving Thu Jan 8, 9:00
 * AM, Tony' → 'el proveedor Arctic Air aceptó (llegada estimada: Thu Jan 8, 9:00 AM), Tony'; its
 * dates are datesInSpanish's), the rest of the line as it was; null when it starts with none.
 */
export function vendorVisitInSpanish(text: string): string | null {
  for (const [pattern, write] of VISITS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [whole, vendorWord, name = '', detail = ''] = match;
    return `${write(name, vendorWord !== undefined, detail)}${text.slice(whole.length)}`;
  }
  return null;
}
