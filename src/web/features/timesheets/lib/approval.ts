import type { Timesheet } from '#contract/schemas/timesheet.ts';
import {
  WEEK_HAS_OPEN_SESSION_MESSAGE,
  WEEK_NOT_ENDED_MESSAGE,
} from '#contract/schemas/timesheet.ts';
import { PERIOD_LOCKED_MESSAGE } from '#contract/schemas/time-correction.ts';

import { weekStartOf } from './week.ts';

/**
 * Why 'Approve week' is not offered yet, in the server's words (decision 035 §7), or null when it is.
 * The server decides again; this only spares a click that would be refused.
 */
export function approveBlocker(sheet: Timesheet, now: Date): string | null {
  if (sheet.locked) return PERIOD_LOCKED_MESSAGE;
  if (weekStartOf(now) <= sheet.weekStart) return WEEK_NOT_ENDED_MESSAGE;
  if (sheet.sessions.some((session) => session.clockOutTime === null))
    return WEEK_HAS_OPEN_SESSION_MESSAGE;
  return null;
}
