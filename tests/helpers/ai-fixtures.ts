import { expect } from 'vitest';

import type { Insight } from '#contract/schemas/ai.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';

import type { Actor, TestContext } from './build-test-app.ts';

// Test data for the AI, dashboard and activity tests, made through the public API as a client
// would: tickets, assignments with schedules, completions and time sessions.

export interface TicketDraft {
  title?: string;
  description?: string;
  location?: string;
  category?: string;
  priority?: 'low' | 'medium' | 'urgent';
  equipmentDown?: boolean;
  equipmentId?: string;
}

export async function createTicket(
  ctx: TestContext,
  actor: Actor,
  draft: TicketDraft = {},
): Promise<Ticket> {
  const response = await actor.request({
    method: 'POST',
    url: '/api/tickets',
    payload: {
      title: 'Fryer 2 not heating',
      description: 'Oil stuck at 250, pilot is lit.',
      location: 'Downtown',
      category: 'Fryer',
      priority: 'medium',
      ...draft,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  // Distinct submission times keep "newest first" meaningful.
  ctx.clock.advance(1000);
  return response.json<Ticket>();
}

export interface Slot {
  scheduledStart: string;
  scheduledEnd: string;
  allDay?: boolean;
}

export async function assignTicket(
  ctx: TestContext,
  ticket: Ticket,
  technician: Actor,
  slot?: Slot,
): Promise<Ticket> {
  const response = await ctx.admin.request({
    method: 'PATCH',
    url: `/api/tickets/${ticket.id}`,
    payload: { assignedTo: technician.user.id, ...(slot ? { allDay: false, ...slot } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Ticket>();
}

/** The technician clocks in on the ticket, works `minutes`, clocks out and completes it. */
export async function workAndComplete(
  ctx: TestContext,
  ticket: Ticket,
  technician: Actor,
  minutes: number,
): Promise<void> {
  const clockIn = await technician.request({
    method: 'POST',
    url: '/api/time-clock/in',
    payload: { ticketId: ticket.id },
  });
  expect(clockIn.statusCode, clockIn.body).toBe(201);
  ctx.clock.advance(minutes * 60_000);
  const clockOut = await technician.request({
    method: 'POST',
    url: '/api/time-clock/out',
    payload: {},
  });
  expect(clockOut.statusCode, clockOut.body).toBe(200);
  const complete = await technician.request({
    method: 'POST',
    url: `/api/tickets/${ticket.id}/complete`,
    payload: { completionNotes: 'Fixed.' },
  });
  expect(complete.statusCode, complete.body).toBe(200);
}

export async function certify(
  ctx: TestContext,
  technician: Actor,
  certificationName: string,
  expirationDate?: string,
): Promise<void> {
  const response = await ctx.admin.request({
    method: 'POST',
    url: '/api/certifications',
    payload: {
      userId: technician.user.id,
      certificationName,
      certificationNumber: `C-${certificationName.slice(0, 3).toUpperCase()}-${technician.user.username}`,
      ...(expirationDate ? { expirationDate } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

export async function ask(actor: Actor, question: string, context?: string): Promise<string> {
  const response = await actor.request({
    method: 'POST',
    url: '/api/ai/chat',
    payload: context === undefined ? { question } : { question, context },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ answer: string }>().answer;
}

/** The insights the actor's dashboard shows. */
export async function insights(actor: Actor): Promise<Insight[]> {
  const response = await actor.request({ method: 'GET', url: '/api/insights' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Insight[]>();
}
