import type { TFunction } from 'i18next';

// The editor's recurrence builder writes the plan's RRULE rule line (decision 034) and reads back
// the subset it writes, so an existing plan opens in the builder. A rule outside the subset (typed
// through the API) stays as it is and shows as 'Custom rule'.

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type RecurrenceUnit = 'days' | 'weeks' | 'months';

/** What the builder's controls hold. */
export interface Recurrence {
  unit: RecurrenceUnit;
  /** Every N units, 1 or more. */
  interval: number;
  /** Weekly: the days it falls on (none: the start date's weekday, as RRULE does). */
  weekdays: Weekday[];
  /** Monthly: on day N (1..31) or on the month's last day. */
  monthDay: number | 'last';
}

export const DEFAULT_RECURRENCE: Recurrence = {
  unit: 'months',
  interval: 1,
  weekdays: [],
  monthDay: 1,
};

const FREQ_OF: Record<RecurrenceUnit, string> = {
  days: 'DAILY',
  weeks: 'WEEKLY',
  months: 'MONTHLY',
};

/** The rule line for the builder's values, e.g. `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH`. */
export function buildRrule(recurrence: Recurrence): string {
  const parts = [`FREQ=${FREQ_OF[recurrence.unit]}`];
  if (recurrence.interval !== 1) parts.push(`INTERVAL=${String(recurrence.interval)}`);
  if (recurrence.unit === 'weeks' && recurrence.weekdays.length > 0) {
    // Always in Monday-first order, so the same choice writes the same rule.
    const days = WEEKDAYS.filter((day) => recurrence.weekdays.includes(day));
    parts.push(`BYDAY=${days.join(',')}`);
  }
  if (recurrence.unit === 'months') {
    parts.push(`BYMONTHDAY=${recurrence.monthDay === 'last' ? '-1' : String(recurrence.monthDay)}`);
  }
  return parts.join(';');
}

const UNIT_OF: Record<string, RecurrenceUnit> = {
  DAILY: 'days',
  WEEKLY: 'weeks',
  MONTHLY: 'months',
};

/**
 * The builder's values for a rule it could have written, or null for any other rule (another
 * frequency, COUNT/UNTIL, BYSETPOS…), which the editor keeps as a custom rule.
 */
export function parseRrule(rule: string): Recurrence | null {
  const text = rule.trim().replace(/^RRULE:/i, '');
  if (text === '') return null;
  const fields = new Map<string, string>();
  for (const part of text.split(';')) {
    const match = /^([A-Z]+)=([A-Z0-9,+-]+)$/i.exec(part.trim());
    if (!match?.[1] || match[2] === undefined) return null;
    const key = match[1].toUpperCase();
    if (fields.has(key)) return null;
    fields.set(key, match[2].toUpperCase());
  }
  const unit = UNIT_OF[fields.get('FREQ') ?? ''];
  if (!unit) return null;
  const known = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'WKST']);
  if ([...fields.keys()].some((key) => !known.has(key))) return null;
  if (fields.has('WKST') && fields.get('WKST') !== 'MO') return null;

  const intervalText = fields.get('INTERVAL') ?? '1';
  if (!/^\d+$/.test(intervalText)) return null;
  const interval = Number(intervalText);
  if (interval < 1 || interval > 999) return null;

  const recurrence: Recurrence = { ...DEFAULT_RECURRENCE, unit, interval };
  const byDay = fields.get('BYDAY');
  if (byDay !== undefined) {
    if (unit !== 'weeks') return null;
    const days = byDay.split(',');
    if (!days.every((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day))) {
      return null;
    }
    recurrence.weekdays = WEEKDAYS.filter((day) => days.includes(day));
  }
  const byMonthDay = fields.get('BYMONTHDAY');
  if (unit === 'months') {
    if (byMonthDay === undefined) return null;
    if (byMonthDay === '-1') recurrence.monthDay = 'last';
    else if (/^\d+$/.test(byMonthDay) && Number(byMonthDay) >= 1 && Number(byMonthDay) <= 31) {
      recurrence.monthDay = Number(byMonthDay);
    } else return null;
  } else if (byMonthDay !== undefined) return null;
  return recurrence;
}

/**
 * The builder's values in the reader's words (the catalogue's `preview.words`), shown at once while
 * the server's preview (the authority, with its own text) loads: 'Every 3 months on the 1st',
 * 'Every week on Mon, Thu' / 'Cada 3 meses el día 1', 'Cada semana: lun, jue'.
 */
export function describeRecurrence(
  recurrence: Recurrence,
  t: TFunction<'maintenance-plans'>,
): string {
  const every = t(`preview.words.${recurrence.unit}`, { count: recurrence.interval });
  if (recurrence.unit === 'weeks' && recurrence.weekdays.length > 0) {
    const days = recurrence.weekdays.map((day) => t(`weekdays.${day}`)).join(', ');
    return t('preview.words.onWeekdays', { every, days });
  }
  if (recurrence.unit === 'months') {
    return recurrence.monthDay === 'last'
      ? t('preview.words.onLastDay', { every })
      : t('preview.words.onMonthDay', { every, count: recurrence.monthDay, ordinal: true });
  }
  return every;
}
