import type { PunchFlag } from '#contract/schemas/offline-sync.ts';

import { tickets, timeSessions } from './schema.ts';

/**
 * A time session as the time clock and the timesheets read it, with its ticket's number and title
 * (the query left-joins tickets on the session's ticket).
 */
export const sessionWithTicketColumns = {
  id: timeSessions.id,
  userId: timeSessions.userId,
  clockInTime: timeSessions.clockInTime,
  clockOutTime: timeSessions.clockOutTime,
  durationMinutes: timeSessions.durationMinutes,
  ticketNumber: tickets.ticketNumber,
  ticketTitle: tickets.title,
  notes: timeSessions.notes,
  breakMinutes: timeSessions.breakMinutes,
  unpaidBreakMinutes: timeSessions.unpaidBreakMinutes,
  source: timeSessions.source,
  correctedAt: timeSessions.correctedAt,
  offline: timeSessions.offline,
  punchFlag: timeSessions.punchFlag,
};

/** A row read with sessionWithTicketColumns. */
export interface SessionWithTicketRow {
  id: string;
  userId: string;
  clockInTime: Date;
  clockOutTime: Date | null;
  durationMinutes: number | null;
  ticketNumber: number | null;
  ticketTitle: string | null;
  notes: string | null;
  breakMinutes: number;
  unpaidBreakMinutes: number;
  source: 'clock' | 'manual';
  correctedAt: Date | null;
  offline: boolean;
  punchFlag: PunchFlag | null;
}
