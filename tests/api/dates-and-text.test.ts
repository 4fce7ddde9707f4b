import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';
import type { Certification } from '#contract/schemas/certification.ts';
import type { Location } from '#contract/schemas/location.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { createTestContext } from '#tests/helpers/build-test-app.ts';
import type { Actor, TestContext } from '#tests/helpers/build-test-app.ts';
import { logSink } from '#tests/helpers/log-sink.ts';

// Decision 013: dates outside a sane range and text with control or text-direction characters are
// refused with 400 before anything is written, and a stored row that fails its schema (written
// before these rules, or by hand) is logged and left out of a list instead of making it fail.

const DAY_RANGE = 'must be a date between 1900-01-01 and 2200-12-31';
const INSTANT_RANGE = 'must be a date-time between the years 2000 and 2100';
const FAR_INSTANT = '9999-12-31T23:00:00-14:00';

let ctx: TestContext;
let holder: Actor;
const logLines: string[] = [];

beforeAll(async () => {
  const sink = logSink(logLines);
  ctx = await createTestContext({ deps: { logger: pino({ level: 'warn' }, sink) } });
  holder = await ctx.newActor('technician', { username: 'dates-tech' });
});
afterAll(async () => {
  await ctx.close();
});

/** A list computed now, not an answer the read cache kept from before a direct SQL write. */
async function freshList<T>(url: string): Promise<T[]> {
  const response = await ctx.admin.request({
    method: 'GET',
    url,
    headers: { 'cache-control': 'no-cache' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<T[]>();
}

function errorOf(response: LightMyRequestResponse): string {
  return response.json<{ error: string; code: string }>().error;
}

function newTicket(payload: Record<string, unknown> = {}) {
  return ctx.admin.request({
    method: 'POST',
    url: '/api/tickets',
    payload: {
      title: 'Fryer not heating',
      description: 'Oil stays cold',
      location: 'Downtown',
      category: 'Fryer',
      ...payload,
    },
  });
}

describe('dates outside the sane range', () => {
  it('refuses a time report bound past year 9999 or before 1900 with 400', async () => {
    for (const query of ['endDate=9999-12-31', 'startDate=0001-01-01', 'endDate=2201-01-01']) {
      const response = await ctx.admin.request({
        method: 'GET',
        url: `/api/time-clock/all?${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response)).toMatch(new RegExp(`^(startDate|endDate) ${DAY_RANGE}$`));
    }
    const inRange = await ctx.admin.request({
      method: 'GET',
      url: '/api/time-clock/all?startDate=1900-01-01&endDate=2200-12-31',
    });
    expect(inRange.statusCode).toBe(200);
  });

  it('refuses a ticket list range past year 9999 with 400', async () => {
    const day = await ctx.admin.request({ method: 'GET', url: '/api/tickets?to=9999-12-31' });
    expect(day.statusCode).toBe(400);
    expect(errorOf(day)).toBe(`M${DAY_RANGE.slice(1)}`);
    const instant = await ctx.admin.request({
      method: 'GET',
      url: `/api/tickets?from=${encodeURIComponent(FAR_INSTANT)}`,
    });
    expect(instant.statusCode).toBe(400);
    expect(errorOf(instant)).toBe(`M${INSTANT_RANGE.slice(1)}`);
  });

  it('refuses a schedule past year 2100 and creates no ticket', async () => {
    const before = await freshList<Ticket>('/api/tickets');
    const response = await newTicket({
      scheduledStart: '9999-12-31T20:00:00-14:00',
      scheduledEnd: FAR_INSTANT,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(`M${INSTANT_RANGE.slice(1)}`);
    expect(
      response.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path),
    ).toEqual(['scheduledStart', 'scheduledEnd']);
    expect(await freshList<Ticket>('/api/tickets')).toHaveLength(before.length);
  });

  it('refuses to reschedule a ticket past year 2100 and keeps its schedule', async () => {
    const created = await newTicket({
      scheduledStart: '2026-02-02T14:00:00.000Z',
      scheduledEnd: '2026-02-02T16:00:00.000Z',
    });
    expect(created.statusCode).toBe(201);
    const ticket = created.json<Ticket>();
    const response = await ctx.admin.request({
      method: 'PATCH',
      url: `/api/tickets/${ticket.id}/schedule`,
      payload: { scheduledStart: '1999-12-31T10:00:00Z', scheduledEnd: FAR_INSTANT },
    });
    expect(response.statusCode).toBe(400);
    const after = await ctx.admin.request({ method: 'GET', url: `/api/tickets/${ticket.id}` });
    expect(after.json<Ticket>()).toMatchObject({
      scheduledStart: '2026-02-02T14:00:00.000Z',
      scheduledEnd: '2026-02-02T16:00:00.000Z',
    });
  });

  it('refuses a certification expiring past the range, stores nothing, and lists still answer', async () => {
    for (const expirationDate of [FAR_INSTANT, '9999-12-31', '0001-01-01']) {
      const response = await ctx.admin.request({
        method: 'POST',
        url: '/api/certifications',
        payload: {
          userId: holder.user.id,
          certificationName: 'Refrigeration',
          certificationNumber: 'R-9999',
          expirationDate,
        },
      });
      expect(response.statusCode, expirationDate).toBe(400);
      expect(errorOf(response)).toMatch(/^Expiration date must be a date(-time)? between/);
    }
    expect(await freshList<Certification>(`/api/certifications?userId=${holder.user.id}`)).toEqual(
      [],
    );
    expect(await freshList<Certification>('/api/certifications')).toEqual([]);
  });

  it('accepts the last day of the day range as an expiration date', async () => {
    const response = await ctx.admin.request({
      method: 'POST',
      url: '/api/certifications',
      payload: {
        userId: holder.user.id,
        certificationName: 'Safety',
        certificationNumber: 'S-2200',
        expirationDate: '2200-12-31',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Certification>().expirationDate).toBe('2200-12-31');
  });

  it('refuses calendar event days outside the range and stores none', async () => {
    for (const date of [FAR_INSTANT, '10000-01-01', '9999-12-31', '0001-01-01', '1899-12-31']) {
      const response = await ctx.admin.request({
        method: 'POST',
        url: '/api/calendar-events',
        payload: { title: 'Far away', date, allDay: true },
      });
      expect(response.statusCode, date).toBe(400);
      expect(errorOf(response)).toMatch(/^Date must be a date/);
    }
    const query = await ctx.admin.request({
      method: 'GET',
      url: '/api/calendar-events?from=0001-01-01',
    });
    expect(query.statusCode).toBe(400);
    expect(errorOf(query)).toBe(`Date ${DAY_RANGE}`);
    const events = await freshList<CalendarEvent>('/api/calendar-events');
    expect(events.filter((event) => event.title === 'Far away')).toEqual([]);
  });
});

describe('a stored row that fails its schema', () => {
  it('is logged with its id and left out of the certifications list', async () => {
    const good = randomUUID();
    const bad = randomUUID();
    // As a row written before the date rule existed would be.
    await ctx.database.db.execute(sql`
      insert into certifications (id, user_id, certification_name, certification_number, expiration_date)
      values (${good}, ${holder.user.id}, 'HVAC', 'H-1', '2027-01-31'),
             (${bad}, ${holder.user.id}, 'Plumbing', 'P-1', '9999-12-31')`);
    const listed = await freshList<Certification>('/api/certifications');
    const ids = listed.map((certification) => certification.id);
    expect(ids).toContain(good);
    expect(ids).not.toContain(bad);
    const perUser = await freshList<Certification>(`/api/certifications?userId=${holder.user.id}`);
    expect(perUser.map((certification) => certification.id)).not.toContain(bad);
    const warning = logLines.find((line) => line.includes(bad));
    expect(warning).toBeDefined();
    expect(JSON.parse(warning ?? '{}')).toMatchObject({
      level: 40,
      rowId: bad,
      route: 'GET /api/certifications',
    });
  });

  it('is left out of the calendar events list', async () => {
    const bad = randomUUID();
    await ctx.database.db.execute(sql`
      insert into calendar_events (id, title, date, all_day, created_by)
      values (${bad}, 'Year ten thousand', '10000-01-01', true, ${ctx.admin.user.id})`);
    const events = await freshList<CalendarEvent>('/api/calendar-events');
    expect(events.map((event) => event.id)).not.toContain(bad);
    expect(logLines.some((line) => line.includes(bad))).toBe(true);
  });
});

describe('control and text-direction characters', () => {
  it('refuses them in a ticket title, and a line break there, creating nothing', async () => {
    const before = await freshList<Ticket>('/api/tickets');
    const cases: [string, string][] = [
      ['Fryer\u0007 beeping', 'Title must not contain control characters'],
      ['Fryer \u0085 broken', 'Title must not contain control characters'],
      ['Fryer\u001b[31m red', 'Title must not contain control characters'],
      ['Fryer\nbroken', 'Title must be a single line'],
      ['Invoice \u202Efdp.exe', 'Title must not contain text-direction control characters'],
      ['Fryer \u2067isolated\u2069', 'Title must not contain text-direction control characters'],
    ];
    for (const [title, message] of cases) {
      const response = await newTicket({ title });
      expect(response.statusCode, JSON.stringify(title)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
    }
    expect(await freshList<Ticket>('/api/tickets')).toHaveLength(before.length);
  });

  it('keeps tabs and line breaks in a description but refuses other control characters', async () => {
    const created = await newTicket({ description: 'Step one:\tcheck\r\nStep two: call' });
    expect(created.statusCode).toBe(201);
    expect(created.json<Ticket>().description).toBe('Step one:\tcheck\r\nStep two: call');
    const refused = await newTicket({ description: 'Oil\u0008 cold' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toBe('Description must not contain control characters');
  });

  it('refuses them in location, category and event fields, time clock notes and search', async () => {
    const location = await ctx.admin.request({
      method: 'POST',
      url: '/api/locations',
      payload: { name: 'Harbor \u202Edaor', address: '1 Pier' },
    });
    expect(location.statusCode).toBe(400);
    expect(errorOf(location)).toBe('Name must not contain text-direction control characters');
    expect(
      (await freshList<Location>('/api/locations')).some((item) => item.name.startsWith('Harbor')),
    ).toBe(false);

    const category = await ctx.admin.request({
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Soda', description: 'Fountain\u0000 lines' },
    });
    expect(category.statusCode).toBe(400);

    const event = await ctx.admin.request({
      method: 'POST',
      url: '/api/calendar-events',
      payload: { title: 'Inspection', description: 'Bring \u2066badge\u2069', date: '2026-02-03' },
    });
    expect(event.statusCode).toBe(400);
    expect(errorOf(event)).toBe('Description must not contain text-direction control characters');

    const clockIn = await ctx.technician.request({
      method: 'POST',
      url: '/api/time-clock/in',
      payload: { notes: 'Started \u001b[2J' },
    });
    expect(clockIn.statusCode).toBe(400);
    const active = await ctx.technician.request({ method: 'GET', url: '/api/time-clock/active' });
    expect(active.json<{ isActive: boolean }>().isActive).toBe(false);

    const search = await ctx.admin.request({
      method: 'GET',
      url: `/api/tickets?q=${encodeURIComponent('fryer\u202E')}`,
    });
    expect(search.statusCode).toBe(400);
  });
});
