import type { TicketStatus } from '../schemas/ticket.ts';
import { canAcceptTicket, canClockInOnTicket, canCompleteTicket } from '../ticket-access.ts';
import type { TicketAccessUser } from '../ticket-access.ts';

// Decision 031: the ONE button a row of the technician's Today list shows. The server computes it for
// GET /api/dashboard/today and the web could ask the same function, so the two never disagree.

export const TECHNICIAN_NEXT_ACTIONS = ['accept', 'clock-in', 'complete'] as const;
type TechnicianNextAction = (typeof TECHNICIAN_NEXT_ACTIONS)[number];

interface NextActionFacts {
  status: TicketStatus;
  assignedTo: string | null;
  /** The technician's running time session is on this ticket. */
  isClockedIn: boolean;
}

/**
 * - 'accept': the ticket is open and assigned to me (the detail's Accept).
 * - 'complete': my running session is on it: the work is under way, finishing is what is left.
 * - 'clock-in': accepted, in progress or waiting, and I am not clocked in on it. An in-progress
 *   ticket without my session (work started on another day) asks to clock in first, so today's
 *   time on it is recorded before it is completed.
 * null when none applies: not mine (or no longer a technician), or completed.
 */
export function technicianNextAction(
  user: TicketAccessUser,
  ticket: NextActionFacts,
): TechnicianNextAction | null {
  // Every action here is the assigned technician's, on a ticket not yet completed.
  if (!canClockInOnTicket(user, ticket)) return null;
  if (canAcceptTicket(user, ticket)) return 'accept';
  if (ticket.isClockedIn && canCompleteTicket(user, ticket)) return 'complete';
  return 'clock-in';
}
