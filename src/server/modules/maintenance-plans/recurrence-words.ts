import type { RRule } from 'rrule';

import type { Language } from '#contract/languages.ts';

// The words of a plan's recurrence ('Every week on Monday and Thursday at 06:00'), per language
// (issue 40): recurrence.ts decides which parts a rule has, these say them. English is the text
// plans always showed; Spanish reads 'Cada semana los lunes y jueves a las 06:00'.

interface RecurrenceWords {
  /** 'Every week', 'Every 3 months' (freq: DAILY, WEEKLY, MONTHLY or YEARLY). */
  every: (freq: string, interval: number) => string;
  /** ' on Monday and Thursday' (days: MO, TU, …). */
  onWeekdays: (days: string[]) => string;
  /** ' on the 1st and the last day' (-1 the last day, -2 the one before). */
  onMonthDays: (days: number[]) => string;
  /** ' on 29 February' (month 1-12). */
  onDaysOfMonth: (days: number[], month: number) => string;
  /** ' at 06:00'. */
  at: (time: string) => string;
  /** A rarer rule in rrule's own words, capitalised. */
  ruleText: (rule: RRule) => string;
}

const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The weekday code (MO…) of a calendar day. */
export function weekdayCode(year: number, month: number, day: number): string {
  return WEEKDAY_CODES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? 'MO';
}

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

const ENGLISH_WEEKDAYS: Record<string, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const ENGLISH_UNITS: Record<string, string> = {
  DAILY: 'day',
  WEEKLY: 'week',
  MONTHLY: 'month',
  YEARLY: 'year',
};

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${String(n)}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${String(n)}${suffix}`;
}

function englishMonthDay(day: number): string {
  if (day === -1) return 'the last day';
  return day < 0 ? `the ${ordinal(-day)} to last day` : `the ${ordinal(day)}`;
}

function joined(words: string[], and: string): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${and} ${words[words.length - 1] ?? ''}`;
}

const ENGLISH: RecurrenceWords = {
  every: (freq, interval) => {
    const unit = ENGLISH_UNITS[freq] ?? '';
    return interval === 1 ? `Every ${unit}` : `Every ${String(interval)} ${unit}s`;
  },
  onWeekdays: (days) =>
    ` on ${joined(
      days.map((day) => ENGLISH_WEEKDAYS[day] ?? day),
      'and',
    )}`,
  onMonthDays: (days) => ` on ${joined(days.map(englishMonthDay), 'and')}`,
  onDaysOfMonth: (days, month) =>
    ` on ${joined(days.map(String), 'and')} ${ENGLISH_MONTHS[month - 1] ?? ''}`,
  at: (time) => ` at ${time}`,
  ruleText: (rule) => capitalised(rule.toText()),
};

// Spanish: weekdays in the plural after 'los' ('los lunes y jueves'), months in lower case.
const SPANISH_WEEKDAYS: Record<string, string> = {
  MO: 'lunes',
  TU: 'martes',
  WE: 'miércoles',
  TH: 'jueves',
  FR: 'viernes',
  SA: 'sábados',
  SU: 'domingos',
};
const SPANISH_DAY_NAMES = [
  'domingo',
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
];
const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const SPANISH_EVERY: Record<string, [string, string]> = {
  DAILY: ['Cada día', 'días'],
  WEEKLY: ['Cada semana', 'semanas'],
  MONTHLY: ['Cada mes', 'meses'],
  YEARLY: ['Cada año', 'años'],
};

function spanishMonthDay(day: number): string {
  if (day > 0) return `el día ${String(day)}`;
  if (day === -1) return 'el último día';
  if (day === -2) return 'el penúltimo día';
  return `el ${String(-day)}.º día contando desde el final`;
}

/** rrule's own words (its toText vocabulary) in Spanish, for the rarer rules. */
const RRULE_SPANISH: Record<string, string> = {
  every: 'cada',
  day: 'día',
  days: 'días',
  weekday: 'día entre semana',
  weekdays: 'días entre semana',
  week: 'semana',
  weeks: 'semanas',
  hour: 'hora',
  hours: 'horas',
  minute: 'minuto',
  minutes: 'minutos',
  month: 'mes',
  months: 'meses',
  year: 'año',
  years: 'años',
  on: 'el',
  'on the': 'el',
  the: 'el',
  in: 'en',
  at: 'a las',
  last: 'último',
  st: '.º',
  nd: '.º',
  rd: '.º',
  th: '.º',
  and: 'y',
  or: 'o',
  // 'for 5 times' reads '5 veces'.
  for: '',
  time: 'vez',
  times: 'veces',
  until: 'hasta el',
  '(~ approximate)': '(aprox.)',
};

/** rrule's words put together, tidied: a word it drops leaves no double space; 'el días' is 'los días'. */
function spanishRuleText(text: string): string {
  return capitalised(
    text
      .replace(/\s+/g, ' ')
      .replace(/\bel días\b/g, 'los días')
      .trim(),
  );
}

const SPANISH: RecurrenceWords = {
  every: (freq, interval) => {
    const [one, many] = SPANISH_EVERY[freq] ?? ['Cada', ''];
    return interval === 1 ? one : `Cada ${String(interval)} ${many}`;
  },
  onWeekdays: (days) =>
    ` los ${joined(
      days.map((day) => SPANISH_WEEKDAYS[day] ?? day),
      'y',
    )}`,
  onMonthDays: (days) =>
    days.length > 1 && days.every((day) => day > 0)
      ? ` los días ${joined(days.map(String), 'y')}`
      : ` ${joined(days.map(spanishMonthDay), 'y')}`,
  onDaysOfMonth: (days, month) =>
    ` el ${joined(days.map(String), 'y')} de ${SPANISH_MONTHS[month - 1] ?? ''}`,
  // 'a la 01:30', 'a las 06:00'.
  at: (time) => (time.startsWith('01:') ? ` a la ${time}` : ` a las ${time}`),
  ruleText: (rule) =>
    spanishRuleText(
      rule.toText(
        (word) => RRULE_SPANISH[String(word)] ?? String(word),
        {
          dayNames: SPANISH_DAY_NAMES,
          monthNames: SPANISH_MONTHS,
          tokens: {},
        },
        (year, month, day) => `${String(day)} de ${month} de ${String(year)}`,
      ),
    ),
};

export const RECURRENCE_WORDS: Record<Language, RecurrenceWords> = { en: ENGLISH, es: SPANISH };
