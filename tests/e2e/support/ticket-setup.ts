import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

import { DEMO_USERS } from './demo-users.ts';

export interface NewTicket {
  title: string;
  description: string;
  location: string;
  category: string;
  priority: string;
}

/** A ticket created through the API of a signed-in request context; fails the test if refused. */
export async function createTicket(
  request: APIRequestContext,
  data: NewTicket,
): Promise<{ id: string; ticketNumber: number }> {
  const created = await request.post('/api/tickets', { data });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as { id: string; ticketNumber: number };
}

/** The demo technician's id, from the users list (the request context must be an admin's). */
export async function demoTechnicianId(request: APIRequestContext): Promise<string | undefined> {
  const users = (await (await request.get('/api/users')).json()) as {
    id: string;
    username: string;
  }[];
  return users.find((user) => user.username === DEMO_USERS.technician.username)?.id;
}

/** Assigns a ticket to the demo technician through an admin's API; fails the test if refused. */
export async function assignToDemoTechnician(
  request: APIRequestContext,
  ticketId: string,
): Promise<void> {
  const assigned = await request.patch(`/api/tickets/${ticketId}`, {
    data: { assignedTo: await demoTechnicianId(request) },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
}
