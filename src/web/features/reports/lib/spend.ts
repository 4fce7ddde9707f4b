import { format, parseISO, startOfMonth, subMonths } from 'date-fns';

import { spendRangeProblem } from '#contract/schemas/spend.ts';
import {
  formatLanguage,
  formatMinutes,
  formatNumber,
  localeDateForm,
} from '#web/lib/locale-format.ts';

import type { SpendFilters } from '../api/get-spend-report.ts';

const DAY_FORMAT = 'yyyy-MM-dd';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The first day of the month eleven months ago to today: a year of months. */
export function lastTwelveMonths(today: Date): Pick<SpendFilters, 'from' | 'to'> {
  return {
    from: format(startOfMonth(subMonths(today, 11)), DAY_FORMAT),
    to: format(today, DAY_FORMAT),
  };
}

/** The message for a range the server would refuse (the same rule), or null. */
export function spendFormProblem(range: { from: string; to: string }): string | null {
  if (!DAY_PATTERN.test(range.from) || !DAY_PATTERN.test(range.to))
    return 'Choose a start and an end date';
  const problem = spendRangeProblem(range.from, range.to);
  if (problem === null) return null;
  return range.to < range.from ? 'End date must be on or after the start date' : problem;
}

/** 'Jan 2026' from '2026-01' ('ene 2026' in Spanish). */
export function spendMonthLabel(month: string): string {
  if (formatLanguage() !== 'en') {
    return localeDateForm(new Date(`${month}-15T12:00:00Z`), {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  }
  return format(parseISO(`${month}-01`), 'MMM yyyy');
}

/** Whole units for chart axes ('$1.2K'), exact amounts elsewhere; by the language shown. */
export function compactMoney(cents: number, currency: string): string {
  return formatNumber(cents / 100, {
    style: 'currency',
    currency,
    // The axis is narrow: '$3.2K', never 'USD 3.2 K'.
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
}

/** Minutes as '1h 30m' or '45m' ('1 h 30 min'); '—' when there is nothing to measure. */
export function minutesLabel(minutes: number | null): string {
  if (minutes === null) return '—';
  return formatMinutes(minutes);
}

/** A 0–1 rate as a whole percent; '—' when there is nothing to measure. */
export function rateLabel(rate: number | null): string {
  return rate === null ? '—' : formatNumber(Math.round(rate * 100) / 100, { style: 'percent' });
}
