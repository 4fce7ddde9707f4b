/**
 * Hours as the payroll export writes them: decimal with two places ('8.50'), so a clerk comparing the
 * screen with the CSV reads the same numbers. Used for every hour figure on /timesheets.
 */
export function formatHours(minutes: number): string {
  return (minutes / 60).toFixed(2);
}

/** Minutes as minutes ('30 min'): breaks are counted in minutes, as the export's column is. */
export function formatMinutes(minutes: number): string {
  return `${String(minutes)} min`;
}
