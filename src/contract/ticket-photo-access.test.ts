import { describe, expect, it } from 'vitest';

import { canAddTicketPhotos } from './ticket-access.ts';
import type { TicketAccessFacts, TicketAccessUser } from './ticket-access.ts';

// Decision 031: who adds photos to an existing ticket.

const DOWNTOWN = 'loc-downtown';
const AIRPORT = 'loc-airport';

const admin: TicketAccessUser = { id: 'u-admin', role: 'admin', locationId: null };
const downtownManager: TicketAccessUser = { id: 'u-m1', role: 'manager', locationId: DOWNTOWN };
const airportManager: TicketAccessUser = { id: 'u-m2', role: 'manager', locationId: AIRPORT };
const technician: TicketAccessUser = { id: 'u-tech', role: 'technician' };
const otherTechnician: TicketAccessUser = { id: 'u-tech2', role: 'technician' };

function ticket(changes: Partial<TicketAccessFacts> = {}): TicketAccessFacts {
  return {
    status: 'in-progress',
    submittedBy: 'u-someone',
    locationId: AIRPORT,
    assignedTo: technician.id,
    ...changes,
  };
}

describe('canAddTicketPhotos', () => {
  it('lets the admin, the assigned technician and the store’s manager add photos', () => {
    expect(canAddTicketPhotos(admin, ticket())).toBe(true);
    expect(canAddTicketPhotos(technician, ticket())).toBe(true);
    expect(canAddTicketPhotos(airportManager, ticket())).toBe(true);
  });

  it('lets a manager add to a ticket they submitted at another store', () => {
    expect(canAddTicketPhotos(downtownManager, ticket({ submittedBy: downtownManager.id }))).toBe(
      true,
    );
  });

  it('refuses another technician and another store’s manager', () => {
    expect(canAddTicketPhotos(otherTechnician, ticket())).toBe(false);
    expect(canAddTicketPhotos(downtownManager, ticket())).toBe(false);
    expect(canAddTicketPhotos(technician, ticket({ assignedTo: null }))).toBe(false);
  });

  it('refuses everyone once the ticket is completed', () => {
    for (const user of [admin, technician, airportManager]) {
      expect(canAddTicketPhotos(user, ticket({ status: 'completed' }))).toBe(false);
    }
  });
});
