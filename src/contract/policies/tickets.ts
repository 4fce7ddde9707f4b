import type { UserRole, UserStatus } from '../constants.ts';
import type { TicketAccessFacts } from '../ticket-access.ts';
import type { PolicyUser, RoleHolder } from './policy-user.ts';

// The ticket rules that read a ticket's status and people live in src/contract/ticket-access.ts
// (decision 020); these are the role rules services ask before they look at the ticket.

/** Product rules §6: admins assign and unassign technicians. */
export function canAssignTechnicians(user: RoleHolder): boolean {
  return user.role === 'admin';
}

/** Product rules §4: tickets go to active technicians (a reopened ticket keeps only such a one). */
export function isAssignableTechnician(person: { role: UserRole; status: UserStatus }): boolean {
  return person.role === 'technician' && person.status === 'active';
}

/** Product rules §6: admins change a ticket's priority. */
export function canChangeTicketPriority(user: RoleHolder): boolean {
  return user.role === 'admin';
}

/** Decision 025: bulk changes of several tickets are for admins. */
export function canBulkChangeTickets(user: RoleHolder): boolean {
  return user.role === 'admin';
}

/** Product rules §6: admins schedule tickets. */
export function canScheduleTickets(user: RoleHolder): boolean {
  return user.role === 'admin';
}

/**
 * Decision 023: admins reopen completed tickets; issue 36: so do managers, a ticket of their own
 * store they find not fixed (canReopenTicket reads the ticket).
 */
export function canReopenTickets(user: RoleHolder): boolean {
  return user.role === 'admin' || user.role === 'manager';
}

/** Decision 034: admins remove checklist items. */
export function canRemoveChecklistItems(user: RoleHolder): boolean {
  return user.role === 'admin';
}

/**
 * Product rules §6: who edits a ticket's details at all (admins, and a manager the tickets they
 * submitted); whether the ticket's status still allows it is canEditTicketDetails.
 */
export function isTicketEditor(
  user: PolicyUser,
  ticket: Pick<TicketAccessFacts, 'submittedBy'>,
): boolean {
  return user.role === 'admin' || (user.role === 'manager' && ticket.submittedBy === user.id);
}

/**
 * Decision 036 §6: a technician refused a ticket (reassigned while they were offline) hears why,
 * with 403; others who cannot see a ticket hear 404 (decision 034).
 */
export function hearsTicketNotAssigned(user: RoleHolder): boolean {
  return user.role === 'technician';
}
