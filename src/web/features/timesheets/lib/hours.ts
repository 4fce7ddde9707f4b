import { formatNumber } from '#web/lib/locale-format.ts';

/**
 * Hours as the payroll export writes them: decimal with two places ('8.50'), so a clerk comparing the
 * screen with the CSV reads the same numbers. Used for every hour figure on /timesheets.
 */
export function formatHours(minutes: number): string {
  // The export's two places; the decimal mark is the language's (the CSV keeps its own, fixed).
  return formatNumber(minutes / 60, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
}

/** Minutes as minutes ('30 min'): breaks are counted in minutes, as the export's column is. */
export function formatMinutes(minutes: number): string {
  return `${formatNumber(minutes)} min`;
}
