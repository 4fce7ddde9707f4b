import { beforeAll, describe, expect, it } from 'vitest';

import type { AssignmentCandidate } from '#contract/schemas/assignment-candidate.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { assignTicket, createTicket } from '#tests/helpers/ai-fixtures.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { createUser } from '#tests/helpers/factories.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// The clock starts on Tuesday 2026-01-06 at 09:00 in New York (14:00 UTC).
const { ctx } = fileTestContext();
let alice: Actor;
let bob: Actor;
let carol: Actor;
let fryerTicket: Ticket;

async function certify(actor: Actor, certificationName: string, expirationDate: string | null) {
  const response = await ctx.admin.request({
    method: 'POST',
    url: '/api/certifications',
    payload: {
      userId: actor.user.id,
      certificationName,
      certificationNumber: `N-${certificationName}`,
      expirationDate,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function candidates(actor: Actor, ticketId: string) {
  return actor.request({ method: 'GET', url: `/api/tickets/${ticketId}/assignment-candidates` });
}

beforeAll(async () => {
  alice = await ctx.newActor('technician', { name: 'Alice Valid Busy' });
  bob = await ctx.newActor('technician', { name: 'Bob Expired' });
  carol = await ctx.newActor('technician', { name: 'Carol Valid Free' });
  await createUser(ctx.database.db, {
    role: 'technician',
    name: 'Ivan Inactive',
    status: 'inactive',
  });
  await certify(alice, 'Fryer Systems', '2027-01-01');
  await certify(bob, 'Fryer Systems', '2026-01-05');
  await certify(carol, 'HVAC', null);
  await certify(carol, 'fryer systems', null);

  fryerTicket = await createTicket(ctx, ctx.admin, { category: 'Fryer' });
  for (let index = 0; index < 2; index += 1) {
    await assignTicket(ctx, await createTicket(ctx, ctx.admin), alice);
  }
  // The default technician: a job that ended this morning, the next one tomorrow, a later one,
  // and a completed ticket that no longer counts.
  await assignTicket(ctx, await createTicket(ctx, ctx.admin), ctx.technician, {
    scheduledStart: '2026-01-06T05:00:00.000Z',
    scheduledEnd: '2026-01-06T06:00:00.000Z',
  });
  await assignTicket(ctx, await createTicket(ctx, ctx.admin), ctx.technician, {
    scheduledStart: '2026-01-09T15:00:00.000Z',
    scheduledEnd: '2026-01-09T17:00:00.000Z',
  });
  const tomorrow = await assignTicket(ctx, await createTicket(ctx, ctx.admin), ctx.technician, {
    scheduledStart: '2026-01-07T15:00:00.000Z',
    scheduledEnd: '2026-01-07T17:00:00.000Z',
  });
  const done = await assignTicket(ctx, await createTicket(ctx, ctx.admin), ctx.technician, {
    scheduledStart: '2026-01-06T20:00:00.000Z',
    scheduledEnd: '2026-01-06T21:00:00.000Z',
  });
  const completion = await ctx.admin.request({
    method: 'POST',
    url: `/api/tickets/${done.id}/complete`,
    payload: {},
  });
  expect(completion.statusCode, completion.body).toBe(200);
  expect(tomorrow.ticketNumber).toBeGreaterThan(0);
});

describe('GET /api/tickets/{id}/assignment-candidates', () => {
  it('lists active technicians, valid matching certification first, then fewest open tickets', async () => {
    const response = await candidates(ctx.admin, fryerTicket.id);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<AssignmentCandidate[]>();
    expect(list.map((candidate) => candidate.name)).not.toContain('Ivan Inactive');
    expect(list.map((candidate) => candidate.id)).toEqual([
      carol.user.id,
      alice.user.id,
      bob.user.id,
      ctx.technician.user.id,
    ]);
    expect(list.map((candidate) => candidate.hasValidMatchingCertification)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(list.map((candidate) => candidate.openTickets)).toEqual([0, 2, 0, 3]);
  });

  it('flags expired certifications and those matching the ticket’s category', async () => {
    const list = (await candidates(ctx.admin, fryerTicket.id)).json<AssignmentCandidate[]>();
    const byId = new Map(list.map((candidate) => [candidate.id, candidate]));
    expect(byId.get(bob.user.id)?.certifications).toEqual([
      { name: 'Fryer Systems', expiresAt: '2026-01-05', expired: true, matchesCategory: true },
    ]);
    expect(byId.get(carol.user.id)?.certifications).toEqual([
      { name: 'fryer systems', expiresAt: null, expired: false, matchesCategory: true },
      { name: 'HVAC', expiresAt: null, expired: false, matchesCategory: false },
    ]);
    expect(byId.get(ctx.technician.user.id)?.certifications).toEqual([]);
  });

  it('names each technician’s next scheduled job that has not ended', async () => {
    const list = (await candidates(ctx.admin, fryerTicket.id)).json<AssignmentCandidate[]>();
    const byId = new Map(list.map((candidate) => [candidate.id, candidate]));
    const next = byId.get(ctx.technician.user.id)?.nextJob;
    expect(next?.scheduledStart).toBe('2026-01-07T15:00:00.000Z');
    const ticket = await ctx.admin.request({
      method: 'GET',
      url: `/api/tickets/${next?.ticketId ?? ''}`,
    });
    expect(ticket.json<Ticket>().ticketNumber).toBe(next?.ticketNumber);
    expect(byId.get(alice.user.id)?.nextJob).toBeNull();
  });

  it('matches another category’s certification for another ticket', async () => {
    const hvac = await createTicket(ctx, ctx.admin, { category: 'HVAC' });
    const list = (await candidates(ctx.admin, hvac.id)).json<AssignmentCandidate[]>();
    expect(list[0]?.id).toBe(carol.user.id);
    expect(list.filter((candidate) => candidate.hasValidMatchingCertification)).toHaveLength(1);
  });

  it('is for admins only: 403 for managers and technicians, 401 signed out', async () => {
    expect((await candidates(ctx.manager, fryerTicket.id)).statusCode).toBe(403);
    expect((await candidates(ctx.technician, fryerTicket.id)).statusCode).toBe(403);
    const anonymous = await ctx.anonymous({
      method: 'GET',
      url: `/api/tickets/${fryerTicket.id}/assignment-candidates`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown ticket and 400 for a malformed id', async () => {
    const unknown = await candidates(ctx.admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: string }>().error).toBeTruthy();
    expect((await candidates(ctx.admin, 'not-an-id')).statusCode).toBe(400);
  });
});
