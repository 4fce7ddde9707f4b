/**
 * Decision 006: a technician asking about a ticket not assigned to them. Decision 036 §6: what a
 * change queued offline hears when the ticket was reassigned meanwhile, on every ticket call
 * (tickets, checklist, photos; a comment hears 404 'Ticket not found' instead, decision 039).
 */
export const TICKET_NOT_ASSIGNED_MESSAGE = 'This ticket is not assigned to you';
