import type { UserRole } from './constants.ts';
import type { TicketStatus } from './schemas/ticket.ts';

// The one owner of "who may do what with a ticket" (docs/decisions/020). Server services enforce
// these rules and the web asks the same functions which actions to show, so the two cannot drift.
// The SQL form of canViewTicket is src/server/db/ticket-visibility.ts, driven by ticketAudienceFor.

/** The person asking. The server passes its SessionUser; the web its signed-in user. */
export interface TicketAccessUser {
  id: string;
  role: UserRole;
  /** A manager's store; other roles have none. */
  locationId?: string | null;
}

/** The ticket columns the rules read. */
export interface TicketAccessFacts {
  status: TicketStatus;
  /** The submitter's user id (null once that user is deleted). */
  submittedBy: string | null;
  locationId: string;
  assignedTo: string | null;
}

/**
 * Whose tickets a user sees (product rules §6): admins all; managers the ones they submitted or at
 * their store; technicians the ones assigned to them.
 */
export type TicketAudience =
  | { kind: 'all' }
  | { kind: 'submitted-or-location'; userId: string; locationId: string | null }
  | { kind: 'assigned'; userId: string };

export function ticketAudienceFor(user: TicketAccessUser): TicketAudience {
  switch (user.role) {
    case 'admin':
      return { kind: 'all' };
    case 'manager':
      return {
        kind: 'submitted-or-location',
        userId: user.id,
        locationId: user.locationId ?? null,
      };
    case 'technician':
      return { kind: 'assigned', userId: user.id };
  }
}

/** Whether a ticket belongs to an audience: the in-memory twin of the SQL condition. */
function isInAudience(
  audience: TicketAudience,
  ticket: Pick<TicketAccessFacts, 'submittedBy' | 'locationId' | 'assignedTo'>,
): boolean {
  switch (audience.kind) {
    case 'all':
      return true;
    case 'submitted-or-location':
      return (
        ticket.submittedBy === audience.userId ||
        (audience.locationId !== null && ticket.locationId === audience.locationId)
      );
    case 'assigned':
      return ticket.assignedTo === audience.userId;
  }
}

export function canViewTicket(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'submittedBy' | 'locationId' | 'assignedTo'>,
): boolean {
  return isInAudience(ticketAudienceFor(user), ticket);
}

/** The technician the ticket is assigned to, as a technician today (a role change ends it). */
export function isAssignedTechnician(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'assignedTo'>,
): boolean {
  return user.role === 'technician' && ticket.assignedTo === user.id;
}

/**
 * The AI triage stored with a ticket (decision 027) is working advice for whoever fixes it: admins and
 * the assigned technician. Others (managers, other technicians) get null.
 */
export function canSeeTicketTriage(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'assignedTo'>,
): boolean {
  return user.role === 'admin' || isAssignedTechnician(user, ticket);
}

/** Product rules §2, §6: admins and managers create tickets. */
export function canCreateTicket(user: TicketAccessUser): boolean {
  return user.role === 'admin' || user.role === 'manager';
}

/**
 * Who works a ticket: an admin or its assigned technician, whatever its status. Services refuse
 * others with 403 before they answer 409 for a ticket that is already completed.
 */
export function canWorkOnTicket(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'assignedTo'>,
): boolean {
  return user.role === 'admin' || isAssignedTechnician(user, ticket);
}

/** Product rules §4, §6: an admin or the assigned technician, until the ticket is completed. */
export function canChangeTicketStatus(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'status' | 'assignedTo'>,
): boolean {
  return canWorkOnTicket(user, ticket) && ticket.status !== 'completed';
}

/**
 * Completing is a status change with notes, so it has the same owners. The screens offer the
 * completion form only where product rules §2 put it (see ticketDetailActions).
 */
export function canCompleteTicket(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'status' | 'assignedTo'>,
): boolean {
  return canChangeTicketStatus(user, ticket);
}

/** Product rules §4, §6: admins assign, and only while the ticket is open. */
export function canAssignTicket(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'status'>,
): boolean {
  return user.role === 'admin' && ticket.status === 'open';
}

/** Product rules §6: admins reschedule or clear the schedule of an assigned, uncompleted ticket. */
export function canRescheduleTicket(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'status' | 'assignedTo'>,
): boolean {
  return user.role === 'admin' && ticket.assignedTo !== null && ticket.status !== 'completed';
}

/** Clocking in on a ticket: the assigned technician, on a ticket not yet completed. */
export function canClockInOnTicket(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'status' | 'assignedTo'>,
): boolean {
  return isAssignedTechnician(user, ticket) && ticket.status !== 'completed';
}

interface TicketDetailActions {
  changeStatus: boolean;
  assign: boolean;
  reschedule: boolean;
  /** 'Go to Time Clock' for the assigned technician's open ticket. */
  goToClock: boolean;
  /** The completion notes and 'Complete Ticket' for the assigned technician's ticket in progress. */
  complete: boolean;
}

/** Which actions the ticket detail shows (product rules §2), each allowed by the rules above. */
export function ticketDetailActions(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'status' | 'assignedTo'>,
): TicketDetailActions {
  const isMine = isAssignedTechnician(user, ticket);
  return {
    changeStatus: canChangeTicketStatus(user, ticket),
    assign: canAssignTicket(user, ticket),
    reschedule: canRescheduleTicket(user, ticket),
    goToClock: isMine && ticket.status === 'open' && canClockInOnTicket(user, ticket),
    complete: isMine && ticket.status === 'in-progress' && canCompleteTicket(user, ticket),
  };
}

// Decision 023 lifecycle rules (docs/decisions/023).

/**
 * Triage edits of title, description, priority, category and store: admins until the ticket is
 * completed; a manager only on an open ticket they submitted.
 */
export function canEditTicketDetails(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'status' | 'submittedBy'>,
): boolean {
  if (user.role === 'admin') return ticket.status !== 'completed';
  return user.role === 'manager' && ticket.submittedBy === user.id && ticket.status === 'open';
}

/**
 * Issue 36: who answers for a ticket's store: admins, and the managers of the ticket's store (not a
 * manager who only submitted it elsewhere). They confirm completed work fixed, or reopen it.
 */
export function canConfirmTicketFix(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'locationId'>,
): boolean {
  if (user.role === 'admin') return true;
  return (
    user.role === 'manager' && user.locationId != null && user.locationId === ticket.locationId
  );
}

/**
 * A completed ticket is reopened (with a reason) by an admin, or by a manager of its store who
 * finds it not fixed (issue 36).
 */
export function canReopenTicket(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'status' | 'locationId'>,
): boolean {
  return ticket.status === 'completed' && canConfirmTicketFix(user, ticket);
}

/** 'Accept': the assigned technician takes on their open ticket (a status change to accepted). */
export function canAcceptTicket(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'status' | 'assignedTo'>,
): boolean {
  return (
    isAssignedTechnician(user, ticket) &&
    ticket.status === 'open' &&
    canChangeTicketStatus(user, ticket)
  );
}

/**
 * Decision 031: photos on an existing ticket (more evidence, after-photos), until it is completed: an
 * admin, the assigned technician, and a manager of its store or who submitted it. Everyone else
 * who cannot see the ticket is refused by the visibility rule first.
 */
export function canAddTicketPhotos(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'status' | 'submittedBy' | 'locationId' | 'assignedTo'>,
): boolean {
  if (ticket.status === 'completed') return false;
  switch (user.role) {
    case 'admin':
      return true;
    case 'technician':
      return isAssignedTechnician(user, ticket);
    case 'manager':
      return (
        ticket.submittedBy === user.id ||
        (user.locationId != null && ticket.locationId === user.locationId)
      );
  }
}

// Decision 034: a ticket's checklist (docs/decisions/034, Parts: checklist).

/**
 * Ticking and unticking checklist items: the assigned technician and admins, until the ticket is
 * completed. Others who may see the ticket read the checklist only.
 */
export function canTickChecklist(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'status' | 'assignedTo'>,
): boolean {
  return canWorkOnTicket(user, ticket) && ticket.status !== 'completed';
}

/** Adding an item to any ticket's checklist: the same people, while the ticket is not completed. */
export function canAddChecklistItem(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'status' | 'assignedTo'>,
): boolean {
  return canTickChecklist(user, ticket);
}

/** Removing an item (a mistake, a step that does not apply): admins, until completed. */
export function canRemoveChecklistItem(
  user: TicketAccessUser,
  ticket: Pick<TicketAccessFacts, 'status'>,
): boolean {
  return user.role === 'admin' && ticket.status !== 'completed';
}
