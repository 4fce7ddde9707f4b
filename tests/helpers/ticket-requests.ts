import { randomUUID } from 'node:crypto';

import { expect } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';

import type { Actor, TestContext } from './build-test-app.ts';

// What the ticket API tests share: times on the tests' clock, a word to find one test's tickets,
// and creating a ticket through POST /api/tickets.

// The tests' clock starts on Tuesday 2026-01-06 at 09:00 in New York (14:00 UTC).
export const YESTERDAY_9AM = '2026-01-05T14:00:00.000Z';
export const YESTERDAY_5PM = '2026-01-05T22:00:00.000Z';
export const TOMORROW_9AM = '2026-01-07T14:00:00.000Z';
export const TOMORROW_5PM = '2026-01-07T22:00:00.000Z';
export const IN_3_DAYS_9AM = '2026-01-09T14:00:00.000Z';
export const IN_3_DAYS_5PM = '2026-01-09T22:00:00.000Z';

/** A word that appears only in the tickets of one test, to list just those. */
export function uniqueTag(): string {
  return `tag${randomUUID().slice(0, 8)}`;
}

/**
 * Creates a ticket as `actor` from `payload` (the test's defaults and overrides), expecting 201,
 * then moves the clock a second on: distinct submission times keep "newest first" meaningful.
 */
export async function postTicket(
  ctx: TestContext,
  actor: Actor,
  payload: Record<string, unknown>,
): Promise<Ticket> {
  const response = await actor.request({ method: 'POST', url: '/api/tickets', payload });
  expect(response.statusCode, response.body).toBe(201);
  ctx.clock.advance(1000);
  return response.json<Ticket>();
}

/** The ticket as the admin reads it now (GET /api/tickets/:id), without checking the status. */
export async function storedTicket(ctx: TestContext, ticket: Ticket): Promise<Ticket> {
  const response = await ctx.admin.request({ method: 'GET', url: `/api/tickets/${ticket.id}` });
  return response.json<Ticket>();
}
