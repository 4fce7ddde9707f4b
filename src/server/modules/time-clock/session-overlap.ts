import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

import { REPORT_DATE_FORMAT } from '#contract/constants.ts';

import type { OverlappingSession } from './time-clock.repository.ts';

function businessTime(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), REPORT_DATE_FORMAT);
}

/**
 * The 409 SESSION_OVERLAP text (decision 030): names the session in the way, in the report's
 * date format and the business time zone, so the person can find it on the report.
 */
export function overlapMessage(other: OverlappingSession, timeZone: string): string {
  const end = other.clockOutTime ? businessTime(other.clockOutTime, timeZone) : 'now';
  const ticket = other.ticketNumber === null ? '' : ` on ticket #${String(other.ticketNumber)}`;
  return (
    `This time overlaps another session of the same person: ` +
    `${businessTime(other.clockInTime, timeZone)} to ${end}${ticket}`
  );
}
