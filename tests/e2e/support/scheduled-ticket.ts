import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

import { createTicket, demoTechnicianId } from './ticket-setup.ts';

export interface ScheduledTicket {
  id: string;
  ticketNumber: number;
  scheduledStart: string | null;
  scheduledEnd: string | null;
  allDay: boolean;
}

/**
 * A Downtown HVAC ticket created and assigned to the demo technician from `start` to `end`,
 * through the API of a request context signed in as an admin (arranging a calendar quickly).
 */
export async function scheduledTicketForTech(
  request: APIRequestContext,
  title: string,
  start: Date,
  end: Date,
): Promise<ScheduledTicket> {
  const techId = await demoTechnicianId(request);
  if (!techId) throw new Error('no demo technician');
  const ticket = await createTicket(request, {
    title,
    description: 'Burner keeps going out during service',
    location: 'Downtown',
    category: 'HVAC',
    priority: 'medium',
  });
  const assigned = await request.patch(`/api/tickets/${ticket.id}`, {
    data: {
      assignedTo: techId,
      scheduledStart: start.toISOString(),
      scheduledEnd: end.toISOString(),
      allDay: false,
    },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  return (await assigned.json()) as ScheduledTicket;
}

/**
 * A slot on the technician's Today list at any hour: from 30 minutes ago to 90 minutes from now.
 * Today lists the tickets whose slot overlaps the day (technician-today.repository.ts), so a slot
 * around the present is on it on both sides of midnight. "In a few minutes" fell on tomorrow when
 * a journey ran in the day's last minutes (fresh-clone CI at 23:58 UTC, 2026-11-30).
 */
export function slotAroundNow(): { scheduledStart: string; scheduledEnd: string } {
  const now = Date.now();
  return {
    scheduledStart: new Date(now - 30 * 60_000).toISOString(),
    scheduledEnd: new Date(now + 90 * 60_000).toISOString(),
  };
}
