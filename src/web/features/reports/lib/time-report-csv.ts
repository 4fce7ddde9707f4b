import { format } from 'date-fns';
import Papa from 'papaparse';

import { REPORT_DATE_FORMAT } from '#contract/constants.ts';
import type { ReportTimeSession } from '#contract/schemas/time-session.ts';
import { protectCsvRows } from '#contract/utils/csv.ts';
import { formatDuration, toMinutes } from '#contract/utils/duration.ts';

// Product rules §9: the CSV's columns and file name.
const TIME_REPORT_CSV_COLUMNS = [
  'Technician',
  'Clock In',
  'Clock Out',
  'Duration',
  'Notes',
  // Decisions 029-031: after the spec's columns, never between them.
  'Ticket',
  'Store',
  'Hours',
] as const;

/** Decimal hours with two places ("2.25"); empty while the session is still open. */
function decimalHours(minutes: number | string | null): string {
  const whole = toMinutes(minutes);
  return whole === null ? '' : (whole / 60).toFixed(2);
}

export function formatReportDate(iso: string): string {
  return format(new Date(iso), REPORT_DATE_FORMAT);
}

/** 'time-report-{date}.csv' with the day the file is made. */
export function timeReportFileName(now: Date): string {
  return `time-report-${format(now, 'yyyy-MM-dd')}.csv`;
}

/**
 * The report as CSV text: a still open session's Clock Out reads 'Active'. Cells that could run as
 * a spreadsheet formula get a leading apostrophe (product rules §5); papaparse quotes cells that need it
 * and doubles their double quotes.
 */
export function buildTimeReportCsv(sessions: readonly ReportTimeSession[]): string {
  const rows = sessions.map((session) => [
    session.userName,
    formatReportDate(session.clockInTime),
    session.clockOutTime ? formatReportDate(session.clockOutTime) : 'Active',
    formatDuration(session.durationMinutes),
    session.notes ?? '',
    session.ticketNumber === null ? '' : `#${String(session.ticketNumber)}`,
    session.storeName ?? '',
    // Decision 035 (decision 035 §2): Hours are worked time, unpaid breaks left out; Duration stays elapsed.
    decimalHours(session.workedMinutes),
  ]);
  return Papa.unparse([[...TIME_REPORT_CSV_COLUMNS], ...protectCsvRows(rows)]);
}
