import type { Ticket } from '#contract/schemas/ticket.ts';
import {
  canAcceptTicket,
  canClockInOnTicket,
  ticketDetailActions,
} from '#contract/ticket-access.ts';
import type { TicketAccessUser } from '#contract/ticket-access.ts';

/** The one step the phone's action bar offers (decision 031); null when the viewer has none. */
type TicketNextAction = 'accept' | 'go-to-clock' | 'complete';

/**
 * Picks the technician's next step from the contract's rules (never a copy of them): complete a
 * ticket in progress, accept an open one, otherwise clock in on it (an accepted ticket or one
 * waiting for parts is worked from the time clock).
 */
export function ticketNextAction(user: TicketAccessUser, ticket: Ticket): TicketNextAction | null {
  // The rules read the submitter's id; the API's `submittedBy` is their name.
  const facts = { ...ticket, submittedBy: ticket.submittedById };
  if (ticketDetailActions(user, facts).complete) return 'complete';
  if (canAcceptTicket(user, facts)) return 'accept';
  if (canClockInOnTicket(user, facts)) return 'go-to-clock';
  return null;
}
