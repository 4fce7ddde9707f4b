import { formatNumber } from '#web/lib/locale-format.ts';

/** Decision 029: this week's total as decimal hours with one place ('12.5', '12,5' in Spanish). */
export function weekHours(totalMinutes: number): string {
  return formatNumber(totalMinutes / 60, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
