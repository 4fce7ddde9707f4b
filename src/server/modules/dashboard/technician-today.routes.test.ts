import { beforeAll, describe, expect, it } from 'vitest';

import type { TechnicianToday } from '#contract/schemas/technician-today.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { assignTicket, createTicket, workAndComplete } from '#tests/helpers/ai-fixtures.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 031: GET /api/dashboard/today. The clock starts on Tuesday 2026-01-06 at 09:00 in New York
// (14:00 UTC): "today" runs from 05:00 UTC on the 6th to 05:00 UTC on the 7th.
const { ctx } = fileTestContext();
let otherTech: Actor;

beforeAll(async () => {
  otherTech = await ctx.newActor('technician', { username: 'other-tech' });
});

async function today(actor: Actor): Promise<TechnicianToday> {
  const response = await actor.request({ method: 'GET', url: '/api/dashboard/today' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TechnicianToday>();
}

async function setStatus(actor: Actor, ticket: Ticket, status: string): Promise<void> {
  const response = await actor.request({
    method: 'PATCH',
    url: `/api/tickets/${ticket.id}`,
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function ticket(title: string, technician: Actor, slot?: [string, string]): Promise<Ticket> {
  const created = await createTicket(ctx, ctx.admin, { title, location: 'Airport' });
  return assignTicket(
    ctx,
    created,
    technician,
    slot ? { scheduledStart: slot[0], scheduledEnd: slot[1] } : undefined,
  );
}

describe('GET /api/dashboard/today', () => {
  it('is the technicians’ own list: admins and managers are refused, signed-out callers asked to sign in', async () => {
    expect(
      (await ctx.admin.request({ method: 'GET', url: '/api/dashboard/today' })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.manager.request({ method: 'GET', url: '/api/dashboard/today' })).statusCode,
    ).toBe(403);
    expect((await ctx.anonymous({ method: 'GET', url: '/api/dashboard/today' })).statusCode).toBe(
      401,
    );
    expect(await today(ctx.technician)).toEqual({ date: '2026-01-06', tickets: [] });
  });

  it('lists my tickets scheduled today and in progress, in time order, each with its next action', async () => {
    // Scheduled yesterday: set up on Monday, since a schedule may not start before today.
    ctx.clock.set('2026-01-05T13:00:00.000Z');
    const sinceYesterday = await ticket('Two-day job since yesterday', ctx.technician, [
      '2026-01-05T14:00:00.000Z',
      '2026-01-06T22:00:00.000Z',
    ]);
    await setStatus(ctx.technician, sinceYesterday, 'waiting-for-parts');
    await ticket('Yesterday 11 PM New York', ctx.technician, [
      '2026-01-06T04:00:00.000Z',
      '2026-01-06T04:30:00.000Z',
    ]);
    ctx.clock.set('2026-01-06T14:00:00.000Z');
    const afternoon = await ticket('Afternoon: walk-in cooler', ctx.technician, [
      '2026-01-06T18:00:00.000Z',
      '2026-01-06T19:00:00.000Z',
    ]);
    const lateEvening = await ticket('10 PM New York, already tomorrow in UTC', ctx.technician, [
      '2026-01-07T03:00:00.000Z',
      '2026-01-07T04:00:00.000Z',
    ]);
    const morning = await ticket('Morning: ice machine', ctx.technician, [
      '2026-01-06T15:00:00.000Z',
      '2026-01-06T16:00:00.000Z',
    ]);
    await setStatus(ctx.technician, morning, 'accepted');
    const underWay = await ticket('Unscheduled, in progress', ctx.technician);
    await setStatus(ctx.technician, underWay, 'in-progress');
    const clockedOn = await ticket('Unscheduled, accepted, clocked in on it', ctx.technician);
    await setStatus(ctx.technician, clockedOn, 'accepted');

    // Never listed: another day, yesterday evening in New York (today in UTC), another
    // technician's, unscheduled and merely open, completed today.
    await ticket('Tomorrow', ctx.technician, [
      '2026-01-07T15:00:00.000Z',
      '2026-01-07T16:00:00.000Z',
    ]);
    await ticket('Another technician’s, today', otherTech, [
      '2026-01-06T15:00:00.000Z',
      '2026-01-06T16:00:00.000Z',
    ]);
    await ticket('Open, unscheduled', ctx.technician);
    const done = await ticket('Completed today', ctx.technician, [
      '2026-01-06T14:00:00.000Z',
      '2026-01-06T15:00:00.000Z',
    ]);
    await workAndComplete(ctx, done, ctx.technician, 5);

    const clockIn = await ctx.technician.request({
      method: 'POST',
      url: '/api/time-clock/in',
      payload: { ticketId: clockedOn.id, notes: null },
    });
    expect(clockIn.statusCode, clockIn.body).toBe(201);

    const list = await today(ctx.technician);
    expect(list.date).toBe('2026-01-06');
    // Unscheduled work under way first (by number), then by scheduled start.
    expect(list.tickets.map((item) => [item.title, item.nextAction, item.isClockedIn])).toEqual([
      ['Unscheduled, in progress', 'clock-in', false],
      ['Unscheduled, accepted, clocked in on it', 'complete', true],
      ['Two-day job since yesterday', 'clock-in', false],
      ['Morning: ice machine', 'clock-in', false],
      ['Afternoon: walk-in cooler', 'accept', false],
      ['10 PM New York, already tomorrow in UTC', 'accept', false],
    ]);
    const row = list.tickets[4];
    expect(row?.location.address).toMatch(/\S/);
    expect(row).toEqual({
      id: afternoon.id,
      ticketNumber: afternoon.ticketNumber,
      title: 'Afternoon: walk-in cooler',
      status: 'open',
      priority: 'medium',
      location: { id: afternoon.locationId, name: 'Airport', address: row?.location.address },
      category: { id: row?.category.id, name: 'Fryer' },
      scheduledStart: '2026-01-06T18:00:00.000Z',
      scheduledEnd: '2026-01-06T19:00:00.000Z',
      allDay: false,
      isClockedIn: false,
      nextAction: 'accept',
    });
    expect(list.tickets.map((item) => item.id)).toContain(lateEvening.id);

    // The other technician sees none of mine, only their own ticket of today.
    expect((await today(otherTech)).tickets.map((item) => item.title)).toEqual([
      'Another technician’s, today',
    ]);
  });
});
