import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';
import { calendarEvents } from '#server/db/schema.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

const { ctx } = fileTestContext({ deps: { modules: ['calendar-events'] } });

async function createEvent(
  actor: Actor,
  overrides: Record<string, unknown> = {},
): Promise<CalendarEvent> {
  const response = await actor.request({
    method: 'POST',
    url: '/api/calendar-events',
    payload: { title: 'Hood cleaning', date: '2026-02-10', allDay: true, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CalendarEvent>();
}

async function eventCount(): Promise<number> {
  const [row] = await ctx.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(calendarEvents);
  return Number(row?.count);
}

function put(actor: Actor, event: CalendarEvent, payload: Record<string, unknown>) {
  return actor.request({ method: 'PUT', url: `/api/calendar-events/${event.id}`, payload });
}

describe('POST /api/calendar-events', () => {
  it('creates an event with the spec’s payload, the creator taken from the session', async () => {
    const response = await ctx.technician.request({
      method: 'POST',
      url: '/api/calendar-events',
      payload: {
        title: '  Health inspection walkthrough ',
        description: 'Bring the temperature logs.',
        date: '2026-01-14',
        allDay: false,
        startTime: '10:00',
        endTime: '11:30',
        createdBy: ctx.admin.user.id,
      },
    });
    expect(response.statusCode).toBe(201);
    const event = response.json<CalendarEvent>();
    expect(event).toMatchObject({
      title: 'Health inspection walkthrough',
      description: 'Bring the temperature logs.',
      date: '2026-01-14',
      allDay: false,
      startTime: '10:00',
      endTime: '11:30',
      createdBy: ctx.technician.user.id,
      createdByName: ctx.technician.user.name,
      createdAt: ctx.clock.now().toISOString(),
    });
  });

  it('keeps no times on an all-day event and treats a blank description as none', async () => {
    const event = await createEvent(ctx.manager, {
      description: '   ',
      allDay: true,
      startTime: '09:00',
      endTime: '17:00',
    });
    expect(event).toMatchObject({
      allDay: true,
      startTime: null,
      endTime: null,
      description: null,
    });
  });

  it('reads a full date-time as its day in the business time zone', async () => {
    // 02:00 UTC on the 15th is still the 14th in New York.
    const event = await createEvent(ctx.manager, { date: '2026-01-15T02:00:00.000Z' });
    expect(event.date).toBe('2026-01-14');
  });

  it.each([
    [{ title: '   ' }, 'Title is required'],
    [{ title: undefined }, 'Title is required'],
    [{ date: '01/14/2026' }, 'Date must be a date as YYYY-MM-DD'],
    [{ date: '2026-02-30' }, 'Date must be a date as YYYY-MM-DD'],
    [{ allDay: false, startTime: '11:00', endTime: '10:00' }, 'End time must be after start time'],
    [{ allDay: false, endTime: '10:00' }, 'A start time is needed with an end time'],
    [{ allDay: false, startTime: '9am' }, 'Must be a time as HH:mm'],
  ])('refuses %j with 400 and writes nothing', async (overrides, message) => {
    const before = await eventCount();
    const response = await ctx.manager.request({
      method: 'POST',
      url: '/api/calendar-events',
      payload: { title: 'Event', date: '2026-02-10', allDay: true, ...overrides },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json<{ error: string }>().error).toContain(message);
    expect(await eventCount()).toBe(before);
  });

  it('refuses signed-out callers', async () => {
    const response = await ctx.anonymous({
      method: 'POST',
      url: '/api/calendar-events',
      payload: { title: 'x', date: '2026-02-10' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/calendar-events', () => {
  it('lists everyone’s events by day, within an optional inclusive range of days', async () => {
    const early = await createEvent(ctx.admin, {
      title: 'March early',
      date: '2026-03-01',
      allDay: false,
      startTime: '07:00',
      endTime: '08:00',
    });
    const allDay = await createEvent(ctx.manager, { title: 'March all day', date: '2026-03-01' });
    const last = await createEvent(ctx.technician, { title: 'March last', date: '2026-03-31' });
    await createEvent(ctx.admin, { title: 'April', date: '2026-04-01' });

    const response = await ctx.technician.request({
      method: 'GET',
      url: '/api/calendar-events?from=2026-03-01&to=2026-03-31',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CalendarEvent[]>().map((event) => event.id)).toEqual([
      allDay.id,
      early.id,
      last.id,
    ]);

    const all = await ctx.manager.request({ method: 'GET', url: '/api/calendar-events' });
    expect(all.json<CalendarEvent[]>().map((event) => event.title)).toEqual(
      expect.arrayContaining(['March early', 'March all day', 'March last', 'April']),
    );
  });

  it('refuses a malformed range with 400', async () => {
    const response = await ctx.admin.request({
      method: 'GET',
      url: '/api/calendar-events?from=March',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain('Date must be a date as YYYY-MM-DD');
  });
});

describe('PUT /api/calendar-events/{id}', () => {
  it('lets the creator edit the title, description, times and all-day flag', async () => {
    const event = await createEvent(ctx.manager, { title: 'Vendor visit', date: '2026-02-12' });
    const changes = {
      title: 'Vendor visit (moved)',
      description: 'Ice machine vendor',
      allDay: false,
      startTime: '13:00',
      endTime: '14:00',
    };
    const response = await put(ctx.manager, event, changes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: event.id,
      ...changes,
      date: '2026-02-12',
      createdBy: ctx.manager.user.id,
    });
  });

  it('clears the times when an event becomes all-day, and may move it to another date', async () => {
    const event = await createEvent(ctx.manager, {
      allDay: false,
      startTime: '09:00',
      endTime: '10:00',
    });
    const response = await put(ctx.manager, event, {
      title: event.title,
      allDay: true,
      startTime: '09:00',
      endTime: '10:00',
      date: '2026-02-11',
    });
    expect(response.json()).toMatchObject({
      allDay: true,
      startTime: null,
      endTime: null,
      date: '2026-02-11',
    });
  });

  it('lets an admin edit anyone’s event', async () => {
    const event = await createEvent(ctx.technician);
    const response = await put(ctx.admin, event, { title: 'Renamed by admin', allDay: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Renamed by admin',
      createdBy: ctx.technician.user.id,
    });
  });

  it('refuses anyone else with 403 and leaves the event as it was', async () => {
    const event = await createEvent(ctx.manager, { title: 'Mine' });
    for (const actor of [ctx.technician, await ctx.newActor('manager')]) {
      const response = await put(actor, event, { title: 'Hijacked', allDay: true });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'Only the creator of this event or an admin can change it',
        code: 'FORBIDDEN',
      });
    }
    const list = await ctx.manager.request({
      method: 'GET',
      url: '/api/calendar-events?from=2026-02-10&to=2026-02-10',
    });
    expect(list.json<CalendarEvent[]>().find((candidate) => candidate.id === event.id)?.title).toBe(
      'Mine',
    );
  });

  it('refuses bad input with 400 and an unknown event with 404', async () => {
    const event = await createEvent(ctx.manager);
    const blank = await put(ctx.manager, event, { title: '', allDay: true });
    expect(blank.statusCode).toBe(400);
    const backwards = await put(ctx.manager, event, {
      title: 'x',
      allDay: false,
      startTime: '12:00',
      endTime: '11:00',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ error: string }>().error).toBe('End time must be after start time');
    const missing = await ctx.admin.request({
      method: 'PUT',
      url: `/api/calendar-events/${randomUUID()}`,
      payload: { title: 'x', allDay: true },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /api/calendar-events/{id}', () => {
  it('lets the creator or an admin delete, and refuses others', async () => {
    const mine = await createEvent(ctx.technician);
    const theirs = await createEvent(ctx.technician);
    const before = await eventCount();
    const refused = await ctx.manager.request({
      method: 'DELETE',
      url: `/api/calendar-events/${mine.id}`,
    });
    expect(refused.statusCode).toBe(403);
    expect(await eventCount()).toBe(before);

    const byCreator = await ctx.technician.request({
      method: 'DELETE',
      url: `/api/calendar-events/${mine.id}`,
    });
    expect(byCreator.statusCode).toBe(200);
    expect(byCreator.json()).toEqual({ ok: true });
    const byAdmin = await ctx.admin.request({
      method: 'DELETE',
      url: `/api/calendar-events/${theirs.id}`,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(await eventCount()).toBe(before - 2);

    const again = await ctx.admin.request({
      method: 'DELETE',
      url: `/api/calendar-events/${mine.id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});
