import type { Timesheet } from '#contract/schemas/timesheet.ts';

/**
 * Why 'Approve week' is not offered yet (decision 035 §7), or null when it is: the timesheets
 * catalogue's `approval.blockedLocked` / `blockedOpen` hold the server's words (PERIOD_LOCKED_MESSAGE,
 * WEEK_HAS_OPEN_SESSION_MESSAGE). The server decides again; this only spares a refused click.
 */
export function approveBlocker(sheet: Timesheet): 'blockedLocked' | 'blockedOpen' | null {
  if (sheet.locked) return 'blockedLocked';
  if (sheet.sessions.some((session) => session.clockOutTime === null)) return 'blockedOpen';
  return null;
}
