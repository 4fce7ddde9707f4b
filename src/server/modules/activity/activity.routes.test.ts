import { beforeAll, describe, expect, it } from 'vitest';

import type { ActivityEntry } from '#contract/schemas/activity.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { assignTicket, createTicket } from '#tests/helpers/ai-fixtures.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

const { ctx } = fileTestContext();
let otherTech: Actor;
let downtown: Ticket;
let airport: Ticket;

beforeAll(async () => {
  otherTech = await ctx.newActor('technician', { username: 'other-tech', name: 'Olga Other' });
  downtown = await createTicket(ctx, ctx.manager, {
    title: 'Downtown fryer',
    location: 'Downtown',
  });
  airport = await createTicket(ctx, ctx.admin, {
    title: 'Airport grill',
    location: 'Airport',
    category: 'Grill',
  });
  await assignTicket(ctx, downtown, ctx.technician);
  ctx.clock.advance(1000);
  await assignTicket(ctx, airport, otherTech);
  ctx.clock.advance(1000);
  for (const actor of [ctx.technician, otherTech]) {
    const response = await actor.request({
      method: 'POST',
      url: '/api/time-clock/in',
      payload: {},
    });
    expect(response.statusCode).toBe(201);
    ctx.clock.advance(1000);
  }
});

async function recent(actor: Actor, query = ''): Promise<ActivityEntry[]> {
  const response = await actor.request({ method: 'GET', url: `/api/activity${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActivityEntry[]>();
}

describe('GET /api/activity', () => {
  it('gives admins the newest events first, worded for people', async () => {
    const entries = await recent(ctx.admin);
    expect(entries.map((entry) => entry.message)).toEqual([
      'Olga Other clocked in',
      `${ctx.technician.user.name} clocked in`,
      `Administrator assigned #${String(airport.ticketNumber)} to Olga Other`,
      `Administrator assigned #${String(downtown.ticketNumber)} to ${ctx.technician.user.name}`,
      `Administrator created #${String(airport.ticketNumber)}`,
      `${ctx.manager.user.name} created #${String(downtown.ticketNumber)}`,
    ]);
    expect(entries[2]).toMatchObject({
      kind: 'ticket.assigned',
      ticketNumber: airport.ticketNumber,
      actorName: 'Administrator',
    });
  });

  it('shows a manager only the events of tickets they submitted or at their store', async () => {
    const messages = (await recent(ctx.manager)).map((entry) => entry.message);
    expect(messages).toEqual([
      `Administrator assigned #${String(downtown.ticketNumber)} to ${ctx.technician.user.name}`,
      `${ctx.manager.user.name} created #${String(downtown.ticketNumber)}`,
    ]);
  });

  it('shows a technician their assigned tickets and their own clock-ins, not a colleague’s', async () => {
    const messages = (await recent(ctx.technician)).map((entry) => entry.message);
    expect(messages).toEqual([
      `${ctx.technician.user.name} clocked in`,
      `Administrator assigned #${String(downtown.ticketNumber)} to ${ctx.technician.user.name}`,
      `${ctx.manager.user.name} created #${String(downtown.ticketNumber)}`,
    ]);
    expect(messages.join('\n')).not.toContain('Olga');
  });

  it('words the stored events in the language the reader chose (issue 40)', async () => {
    const chose = await otherTech.request({
      method: 'PATCH',
      url: '/api/me',
      payload: { language: 'es' },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const number = `#${String(airport.ticketNumber)}`;
    // Whatever the browser asks: the person's own choice wins.
    const english = { 'accept-language': 'en-US' };
    const response = await otherTech.request({
      method: 'GET',
      url: '/api/activity',
      headers: english,
    });
    expect(response.json<ActivityEntry[]>().map((entry) => entry.message)).toEqual([
      'Olga Other marcó entrada',
      `Administrator asignó el ${number} a Olga Other`,
      `Administrator creó el ${number}`,
    ]);
    const history = await otherTech.request({
      method: 'GET',
      url: `/api/tickets/${airport.id}/activity`,
      headers: english,
    });
    expect(history.json<ActivityEntry[]>().map((entry) => entry.message)).toEqual([
      `Administrator creó el ${number}`,
      `Administrator asignó el ${number} a Olga Other`,
    ]);
  });

  it('takes a limit between 1 and 50, and refuses others with 400', async () => {
    expect(await recent(ctx.admin, '?limit=2')).toHaveLength(2);
    for (const limit of ['0', '51', 'many']) {
      const response = await ctx.admin.request({
        method: 'GET',
        url: `/api/activity?limit=${limit}`,
      });
      expect(response.statusCode, limit).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await ctx.anonymous({ method: 'GET', url: '/api/activity' })).statusCode).toBe(401);
  });
});
