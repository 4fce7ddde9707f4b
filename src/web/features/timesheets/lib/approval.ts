import type { Timesheet } from '#contract/schemas/timesheet.ts';
import { WEEK_HAS_OPEN_SESSION_MESSAGE } from '#contract/schemas/timesheet.ts';
import { PERIOD_LOCKED_MESSAGE } from '#contract/schemas/time-correction.ts';

/**
 * Why 'Approve week' is not offered yet, in the server's words (decision 035 §7), or null when it is.
 * The server decides again; this only spares a click that would be refused.
 */
export function approveBlocker(sheet: Timesheet): string | null {
  if (sheet.locked) return PERIOD_LOCKED_MESSAGE;
  if (sheet.sessions.some((session) => session.clockOutTime === null))
    return WEEK_HAS_OPEN_SESSION_MESSAGE;
  return null;
}
