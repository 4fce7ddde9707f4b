import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

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
  const users = (await (await request.get('/api/users')).json()) as {
    id: string;
    username: string;
  }[];
  const tech = users.find((user) => user.username === 'tech');
  if (!tech) throw new Error('no demo technician');
  const created = await request.post('/api/tickets', {
    data: {
      title,
      description: 'Burner keeps going out during service',
      location: 'Downtown',
      category: 'HVAC',
      priority: 'medium',
    },
  });
  expect(created.ok()).toBe(true);
  const ticket = (await created.json()) as ScheduledTicket;
  const assigned = await request.patch(`/api/tickets/${ticket.id}`, {
    data: {
      assignedTo: tech.id,
      scheduledStart: start.toISOString(),
      scheduledEnd: end.toISOString(),
      allDay: false,
    },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  return (await assigned.json()) as ScheduledTicket;
}
