import { describe, expect, it } from 'vitest';

import type { TicketStatus } from './schemas/ticket.ts';
import {
  canAssignTicket,
  canChangeTicketStatus,
  canClockInOnTicket,
  canCompleteTicket,
  canCreateTicket,
  canRescheduleTicket,
  canViewTicket,
  ticketAudienceFor,
  ticketDetailActions,
} from './ticket-access.ts';
import type { TicketAccessFacts, TicketAccessUser } from './ticket-access.ts';

const DOWNTOWN = 'loc-downtown';
const AIRPORT = 'loc-airport';

const admin: TicketAccessUser = { id: 'u-admin', role: 'admin', locationId: null };
const manager: TicketAccessUser = { id: 'u-manager', role: 'manager', locationId: DOWNTOWN };
const storelessManager: TicketAccessUser = { id: 'u-m2', role: 'manager', locationId: null };
const technician: TicketAccessUser = { id: 'u-tech', role: 'technician', locationId: null };
const otherTechnician: TicketAccessUser = { id: 'u-tech2', role: 'technician' };

function ticket(changes: Partial<TicketAccessFacts> = {}): TicketAccessFacts {
  return {
    status: 'open',
    submittedBy: 'u-someone',
    locationId: AIRPORT,
    assignedTo: technician.id,
    ...changes,
  };
}

describe('who sees a ticket', () => {
  it('lets an admin see every ticket', () => {
    expect(canViewTicket(admin, ticket({ assignedTo: null }))).toBe(true);
  });

  it('lets a manager see tickets they submitted and tickets at their store, nothing else', () => {
    expect(canViewTicket(manager, ticket({ submittedBy: manager.id }))).toBe(true);
    expect(canViewTicket(manager, ticket({ locationId: DOWNTOWN }))).toBe(true);
    expect(canViewTicket(manager, ticket())).toBe(false);
  });

  it('does not give a manager without a store the tickets of storeless rows', () => {
    expect(canViewTicket(storelessManager, ticket())).toBe(false);
    expect(canViewTicket(storelessManager, ticket({ submittedBy: storelessManager.id }))).toBe(
      true,
    );
  });

  it('lets a technician see only the tickets assigned to them', () => {
    expect(canViewTicket(technician, ticket())).toBe(true);
    expect(canViewTicket(otherTechnician, ticket())).toBe(false);
    expect(
      canViewTicket(technician, ticket({ submittedBy: technician.id, assignedTo: null })),
    ).toBe(false);
  });

  it('names the audience the SQL condition is built from', () => {
    expect(ticketAudienceFor(admin)).toEqual({ kind: 'all' });
    expect(ticketAudienceFor(manager)).toEqual({
      kind: 'submitted-or-location',
      userId: manager.id,
      locationId: DOWNTOWN,
    });
    expect(ticketAudienceFor(otherTechnician)).toEqual({ kind: 'assigned', userId: 'u-tech2' });
  });
});

describe('who acts on a ticket', () => {
  it('lets only admins and managers create tickets', () => {
    expect([admin, manager, technician].map(canCreateTicket)).toEqual([true, true, false]);
  });

  it('lets an admin or the assigned technician change the status until it is completed', () => {
    const statuses: TicketStatus[] = ['open', 'accepted', 'in-progress', 'waiting-for-parts'];
    for (const status of statuses) {
      expect(canChangeTicketStatus(admin, ticket({ status }))).toBe(true);
      expect(canChangeTicketStatus(technician, ticket({ status }))).toBe(true);
      expect(canChangeTicketStatus(otherTechnician, ticket({ status }))).toBe(false);
      expect(canChangeTicketStatus(manager, ticket({ status, locationId: DOWNTOWN }))).toBe(false);
    }
    expect(canChangeTicketStatus(admin, ticket({ status: 'completed' }))).toBe(false);
    expect(canChangeTicketStatus(technician, ticket({ status: 'completed' }))).toBe(false);
  });

  it('gives completing the same owners as a status change', () => {
    expect(canCompleteTicket(technician, ticket({ status: 'in-progress' }))).toBe(true);
    expect(canCompleteTicket(admin, ticket({ status: 'open' }))).toBe(true);
    expect(canCompleteTicket(otherTechnician, ticket({ status: 'in-progress' }))).toBe(false);
    expect(canCompleteTicket(technician, ticket({ status: 'completed' }))).toBe(false);
  });

  it('refuses a user whose role changed away from technician, though still named on the ticket', () => {
    const promoted: TicketAccessUser = { ...technician, role: 'manager' };
    expect(canChangeTicketStatus(promoted, ticket())).toBe(false);
    expect(canClockInOnTicket(promoted, ticket())).toBe(false);
  });

  it('lets only admins assign, and only open tickets', () => {
    expect(canAssignTicket(admin, ticket({ status: 'open' }))).toBe(true);
    expect(canAssignTicket(admin, ticket({ status: 'accepted' }))).toBe(false);
    expect(canAssignTicket(manager, ticket({ status: 'open' }))).toBe(false);
  });

  it('lets only admins reschedule an assigned ticket that is not completed', () => {
    expect(canRescheduleTicket(admin, ticket())).toBe(true);
    expect(canRescheduleTicket(admin, ticket({ assignedTo: null }))).toBe(false);
    expect(canRescheduleTicket(admin, ticket({ status: 'completed' }))).toBe(false);
    expect(canRescheduleTicket(technician, ticket())).toBe(false);
  });

  it('lets only the assigned technician clock in on a ticket that is not completed', () => {
    expect(canClockInOnTicket(technician, ticket({ status: 'accepted' }))).toBe(true);
    expect(canClockInOnTicket(technician, ticket({ status: 'completed' }))).toBe(false);
    expect(canClockInOnTicket(otherTechnician, ticket())).toBe(false);
    expect(canClockInOnTicket(admin, ticket())).toBe(false);
  });
});

describe('the ticket detail actions', () => {
  it('offers the assigned technician the clock on an open ticket and completion in progress', () => {
    expect(ticketDetailActions(technician, ticket({ status: 'open' }))).toEqual({
      changeStatus: true,
      assign: false,
      reschedule: false,
      goToClock: true,
      complete: false,
    });
    expect(ticketDetailActions(technician, ticket({ status: 'in-progress' }))).toMatchObject({
      goToClock: false,
      complete: true,
    });
  });

  it('offers an admin assignment on open tickets and rescheduling on assigned ones', () => {
    expect(ticketDetailActions(admin, ticket({ status: 'open', assignedTo: null }))).toEqual({
      changeStatus: true,
      assign: true,
      reschedule: false,
      goToClock: false,
      complete: false,
    });
    expect(ticketDetailActions(admin, ticket({ status: 'accepted' }))).toMatchObject({
      assign: false,
      reschedule: true,
    });
  });

  it('offers a manager no action and nobody an action on a completed ticket', () => {
    const none = {
      changeStatus: false,
      assign: false,
      reschedule: false,
      goToClock: false,
      complete: false,
    };
    expect(ticketDetailActions(manager, ticket({ locationId: DOWNTOWN }))).toEqual(none);
    expect(ticketDetailActions(admin, ticket({ status: 'completed' }))).toEqual(none);
    expect(ticketDetailActions(technician, ticket({ status: 'completed' }))).toEqual(none);
  });
});
