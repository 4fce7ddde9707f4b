import type { TFunction } from 'i18next';

import { formatDuration, toMinutes } from '#contract/utils/duration.ts';
import {
  formatLanguage,
  formatMinutes,
  formatNumber,
  localeDateForm,
} from '#web/lib/locale-format.ts';

import { formatReportDate } from './time-report-csv.ts';

// Decision 044: what the report screens show, by the language shown. English keeps the spec's forms
// (MM/dd/yyyy HH:mm, '2h 5m', product rules §9); the CSV files never come here (machine formats).

/** A session's instant: '01/07/2026 14:30' in English, Intl's numeric form in Spanish. */
export function reportDateTime(iso: string): string {
  if (formatLanguage() === 'en') return formatReportDate(iso);
  const at = new Date(iso);
  // Day and time side by side as the English form has them, without Intl's comma between.
  const day = localeDateForm(at, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = localeDateForm(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day} ${time}`;
}

/**
 * '2h 5m' ('2 h 5 min'); null when there is nothing to measure. `narrow` ('2h 5min') is for the
 * subtotals' columns, which must fit a phone's width side by side (issue 36).
 */
export function shownDuration(
  value: number | string | null | undefined,
  narrow = false,
): string | null {
  const minutes = toMinutes(value);
  if (minutes === null) return null;
  if (formatLanguage() === 'en') return formatDuration(minutes);
  if (!narrow) return formatMinutes(minutes);
  const unit = (amount: number, name: 'hour' | 'minute') =>
    formatNumber(amount, { style: 'unit', unit: name, unitDisplay: 'narrow' });
  const sign = minutes < 0 ? '-' : '';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return hours > 0
    ? `${sign}${unit(hours, 'hour')} ${unit(rest, 'minute')}`
    : `${sign}${unit(rest, 'minute')}`;
}

const PROBLEM_KEYS = {
  'Choose a start and an end date': 'problems.chooseDates',
  'End date must be on or after the start date': 'problems.endBeforeStart',
  'The range can be at most 2 years': 'problems.atMostTwoYears',
} as const;

/**
 * A date range's problem (the lib's English message, as the server writes it too) in the language
 * shown; an unknown message stays as it is.
 */
export function problemText(problem: string, t: TFunction<'reports'>): string {
  return Object.hasOwn(PROBLEM_KEYS, problem)
    ? t(PROBLEM_KEYS[problem as keyof typeof PROBLEM_KEYS])
    : problem;
}
