import { format, parseISO, startOfMonth, subMonths } from 'date-fns';

import { spendRangeProblem } from '#contract/schemas/spend.ts';

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

/** 'Jan 2026' from '2026-01'. */
export function spendMonthLabel(month: string): string {
  return format(parseISO(`${month}-01`), 'MMM yyyy');
}

/** Whole units for chart axes ('$1.2K'), exact amounts elsewhere. */
export function compactMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(cents / 100);
}

/** Minutes as '1h 30m' or '45m'; '—' when there is nothing to measure. */
export function minutesLabel(minutes: number | null): string {
  if (minutes === null) return '—';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${String(hours)}h ${String(rest)}m` : `${String(rest)}m`;
}

/** A 0–1 rate as a whole percent; '—' when there is nothing to measure. */
export function rateLabel(rate: number | null): string {
  return rate === null ? '—' : `${String(Math.round(rate * 100))}%`;
}
