import { format, parseISO, startOfMonth, subMonths } from 'date-fns';
import Papa from 'papaparse';

import type { PmComplianceReport } from '#contract/schemas/pm-plan.ts';
import { protectCsvRows } from '#contract/utils/csv.ts';
import { formatLanguage, formatNumber, localeDateForm } from '#web/lib/locale-format.ts';

import type { PmComplianceFilters } from '../api/get-pm-compliance.ts';

const DAY_FORMAT = 'yyyy-MM-dd';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The default period: the current month and the five before it, up to today. */
export function lastSixMonths(today: Date): Pick<PmComplianceFilters, 'from' | 'to'> {
  return {
    from: format(startOfMonth(subMonths(today, 5)), DAY_FORMAT),
    to: format(today, DAY_FORMAT),
  };
}

/** The message for a period the server would refuse (it also says so), or null. */
export function complianceRangeProblem(range: { from: string; to: string }): string | null {
  if (!DAY_PATTERN.test(range.from) || !DAY_PATTERN.test(range.to))
    return 'Choose a start and an end date';
  if (range.to < range.from) return 'End date must be on or after the start date';
  const limit = format(subMonths(parseISO(range.to), 24), DAY_FORMAT);
  if (range.from < limit) return 'The range can be at most 2 years';
  return null;
}

/** "Mar 2026" for "2026-03" ('mar 2026' in Spanish). */
export function monthLabel(month: string): string {
  if (formatLanguage() !== 'en') {
    return localeDateForm(new Date(`${month}-15T12:00:00Z`), {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  }
  return format(parseISO(`${month}-01`), 'MMM yyyy');
}

/** '85%' ('85 %' where the language spaces it). */
export function percentLabel(percent: number | null): string {
  return percent === null
    ? '—'
    : formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 2 });
}

interface MonthCompliance {
  month: string;
  label: string;
  percent: number | null;
}

/** Compliance per month over the shown stores, the same rule as the server's totals. */
export function complianceByMonth(report: PmComplianceReport): MonthCompliance[] {
  const byMonth = new Map<string, { onTime: number; settled: number }>();
  for (const row of report.rows) {
    const entry = byMonth.get(row.month) ?? { onTime: 0, settled: 0 };
    entry.onTime += row.onTime;
    entry.settled += row.due - row.open;
    byMonth.set(row.month, entry);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, entry]) => ({
      month,
      label: monthLabel(month),
      percent: entry.settled === 0 ? null : Math.round((100 * entry.onTime) / entry.settled),
    }));
}

const PM_COMPLIANCE_CSV_COLUMNS = [
  'Store',
  'Month',
  'Due',
  'On Time',
  'Late',
  'Missed',
  'Open',
  'Compliance %',
] as const;

/** The table as CSV, with a Total line; spreadsheet formulas in store names are neutralised. */
export function buildPmComplianceCsv(report: PmComplianceReport): string {
  const rows = report.rows.map((row) => [
    row.location,
    row.month,
    String(row.due),
    String(row.onTime),
    String(row.late),
    String(row.missed),
    String(row.open),
    row.compliancePercent === null ? '' : String(row.compliancePercent),
  ]);
  const { totals } = report;
  rows.push([
    'Total',
    '',
    String(totals.due),
    String(totals.onTime),
    String(totals.late),
    String(totals.missed),
    String(totals.open),
    totals.compliancePercent === null ? '' : String(totals.compliancePercent),
  ]);
  return Papa.unparse([[...PM_COMPLIANCE_CSV_COLUMNS], ...protectCsvRows(rows)]);
}

export function pmComplianceFileName(range: { from: string; to: string }): string {
  return `pm-compliance-${range.from}-to-${range.to}.csv`;
}
