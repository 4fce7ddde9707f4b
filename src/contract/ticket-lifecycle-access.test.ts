import { describe, expect, it } from 'vitest';

import { TICKET_STATUSES } from './schemas/ticket.ts';
import {
  canAcceptTicket,
  canConfirmTicketFix,
  canEditTicketDetails,
  canReopenTicket,
} from './ticket-access.ts';
import type { TicketAccessFacts, TicketAccessUser } from './ticket-access.ts';

const admin: TicketAccessUser = { id: 'u-admin', role: 'admin' };
const manager: TicketAccessUser = { id: 'u-manager', role: 'manager', locationId: 'loc-1' };
const technician: TicketAccessUser = { id: 'u-tech', role: 'technician' };

function ticket(changes: Partial<TicketAccessFacts> = {}): TicketAccessFacts {
  return {
    status: 'open',
    submittedBy: manager.id,
    locationId: 'loc-1',
    assignedTo: technician.id,
    ...changes,
  };
}

describe('triage edits', () => {
  it('lets an admin edit any ticket until it is completed', () => {
    for (const status of TICKET_STATUSES) {
      expect(canEditTicketDetails(admin, ticket({ status }))).toBe(status !== 'completed');
    }
  });

  it('lets a manager edit only an open ticket they submitted', () => {
    expect(canEditTicketDetails(manager, ticket())).toBe(true);
    expect(canEditTicketDetails(manager, ticket({ status: 'accepted' }))).toBe(false);
    expect(canEditTicketDetails(manager, ticket({ submittedBy: 'u-other' }))).toBe(false);
  });

  it('never lets a technician edit', () => {
    expect(canEditTicketDetails(technician, ticket({ submittedBy: technician.id }))).toBe(false);
  });
});

describe('reopen and accept', () => {
  // Decision 049 (issue 36): a manager of the ticket's store reopens it too ('Not fixed').
  it('lets admins and the store’s managers reopen, and only completed tickets', () => {
    expect(canReopenTicket(admin, ticket({ status: 'completed' }))).toBe(true);
    expect(canReopenTicket(admin, ticket({ status: 'in-progress' }))).toBe(false);
    expect(canReopenTicket(manager, ticket({ status: 'completed' }))).toBe(true);
    expect(canReopenTicket(manager, ticket({ status: 'in-progress' }))).toBe(false);
    // Submitted by them at another store: that store's managers answer for it.
    expect(canReopenTicket(manager, ticket({ status: 'completed', locationId: 'loc-2' }))).toBe(
      false,
    );
    expect(canReopenTicket(technician, ticket({ status: 'completed' }))).toBe(false);
  });

  it('lets admins and the store’s managers confirm a fix, whatever submitted it', () => {
    expect(canConfirmTicketFix(admin, ticket({ locationId: 'loc-2' }))).toBe(true);
    expect(canConfirmTicketFix(manager, ticket({ submittedBy: 'u-other' }))).toBe(true);
    expect(canConfirmTicketFix(manager, ticket({ locationId: 'loc-2' }))).toBe(false);
    expect(canConfirmTicketFix({ ...manager, locationId: null }, ticket())).toBe(false);
    expect(canConfirmTicketFix(technician, ticket())).toBe(false);
  });

  it('offers Accept to the assigned technician on their open ticket only', () => {
    expect(canAcceptTicket(technician, ticket())).toBe(true);
    expect(canAcceptTicket(technician, ticket({ status: 'accepted' }))).toBe(false);
    expect(canAcceptTicket(technician, ticket({ assignedTo: 'u-other' }))).toBe(false);
    expect(canAcceptTicket(admin, ticket({ assignedTo: admin.id }))).toBe(false);
  });
});
