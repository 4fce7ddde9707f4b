import { format, startOfMonth, startOfWeek, subDays } from 'date-fns';

import type { ReportRange } from '../api/get-time-report.ts';

const DAY_FORMAT = 'yyyy-MM-dd';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

type ReportPreset = 'today' | 'this-week' | 'last-7-days' | 'this-month';

/** The presets' words are the reports catalogue's `dates.presets.<id>`. */
export const REPORT_PRESETS: { id: ReportPreset }[] = [
  { id: 'today' },
  { id: 'this-week' },
  { id: 'last-7-days' },
  { id: 'this-month' },
];

/** A preset's inclusive days, ending today; weeks start on Sunday (product rules §2 calendar). */
export function presetRange(preset: ReportPreset, today: Date): ReportRange {
  const endDate = format(today, DAY_FORMAT);
  switch (preset) {
    case 'today':
      return { startDate: endDate, endDate };
    case 'this-week':
      return { startDate: format(startOfWeek(today, { weekStartsOn: 0 }), DAY_FORMAT), endDate };
    case 'last-7-days':
      return { startDate: format(subDays(today, 6), DAY_FORMAT), endDate };
    case 'this-month':
      return { startDate: format(startOfMonth(today), DAY_FORMAT), endDate };
  }
}

/** The message to show for a range the server would refuse, or null when it can be asked. */
export function rangeProblem(range: ReportRange): string | null {
  if (!DAY_PATTERN.test(range.startDate) || !DAY_PATTERN.test(range.endDate))
    return 'Choose a start and an end date';
  if (range.endDate < range.startDate) return 'End date must be on or after the start date';
  return null;
}
