import { randomUUID } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { ActivityEntry } from '#contract/schemas/activity.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import {
  activity,
  ticketChecklistItems,
  ticketPhotos,
  tickets,
  timeSessions,
} from '#server/db/schema.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { NEW_TICKET_FIELDS } from '#tests/helpers/new-record-fields.ts';
import {
  IN_3_DAYS_5PM,
  IN_3_DAYS_9AM,
  postTicket,
  TOMORROW_5PM,
  TOMORROW_9AM,
  uniqueTag,
  YESTERDAY_5PM,
  YESTERDAY_9AM,
} from '#tests/helpers/ticket-requests.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

const { ctx } = fileTestContext();

const tag = uniqueTag;

function createTicket(actor: Actor, overrides: Record<string, unknown> = {}): Promise<Ticket> {
  return postTicket(ctx, actor, {
    title: 'Fryer #2 not heating',
    description: 'Left fryer stays at 200F, oil never gets to 350.',
    location: 'Downtown',
    category: 'Fryer',
    ...overrides,
  });
}

async function list(actor: Actor, query: string): Promise<Ticket[]> {
  const response = await actor.request({ method: 'GET', url: `/api/tickets?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Ticket[]>();
}

/**
 * Every page of `query` through the x-next-cursor header (at most 10): the ids seen, the pages.
 * `fresh`: computed now, not from the read cache (tickets written outside the API).
 */
async function pageThrough(
  actor: Actor,
  query: string,
  fresh = false,
): Promise<{ pages: number; seen: string[] }> {
  const seen: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const response = await actor.request({
      method: 'GET',
      url: `/api/tickets?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      ...(fresh ? { headers: { 'cache-control': 'no-cache' } } : {}),
    });
    expect(response.statusCode).toBe(200);
    seen.push(...response.json<Ticket[]>().map((row) => row.id));
    const header = response.headers['x-next-cursor'];
    cursor = typeof header === 'string' ? header : undefined;
    pages += 1;
  } while (cursor && pages < 10);
  return { pages, seen };
}

async function ticketCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(tickets);
  return Number(row?.count);
}

async function activityCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(activity);
  return Number(row?.count);
}

async function assign(ticket: Ticket, technician: Actor, schedule: Record<string, unknown> = {}) {
  const response = await ctx.admin.request({
    method: 'PATCH',
    url: `/api/tickets/${ticket.id}`,
    payload: { assignedTo: technician.user.id, ...schedule },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Ticket>();
}

function patch(actor: Actor, ticket: Ticket, payload: Record<string, unknown>, suffix = '') {
  return actor.request({ method: 'PATCH', url: `/api/tickets/${ticket.id}${suffix}`, payload });
}

function complete(actor: Actor, ticket: Ticket, payload: Record<string, unknown> = {}) {
  return actor.request({ method: 'POST', url: `/api/tickets/${ticket.id}/complete`, payload });
}

async function history(actor: Actor, ticket: Ticket): Promise<ActivityEntry[]> {
  const response = await actor.request({
    method: 'GET',
    url: `/api/tickets/${ticket.id}/activity`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActivityEntry[]>();
}

describe('POST /api/tickets', () => {
  it('creates an open ticket with every field, the submitter taken from the session', async () => {
    const before = await ticketCount();
    const response = await ctx.manager.request({
      method: 'POST',
      url: '/api/tickets',
      payload: {
        title: '  Walk-in cooler at 47 degrees ',
        description: 'Thermometer reads 47F this morning.',
        location: 'downtown',
        category: 'FREEZER',
        priority: 'urgent',
        equipmentDown: true,
        submittedBy: 'Current User',
        status: 'completed',
        id: randomUUID(),
      },
    });
    expect(response.statusCode).toBe(201);
    const ticket = response.json<Ticket>();
    expect(ticket).toMatchObject({
      title: 'Walk-in cooler at 47 degrees',
      description: 'Thermometer reads 47F this morning.',
      priority: 'urgent',
      status: 'open',
      location: 'Downtown',
      category: 'Freezer',
      equipmentDown: true,
      submittedBy: ctx.manager.user.name,
      submittedById: ctx.manager.user.id,
      submittedAt: ctx.clock.now().toISOString(),
      ...NEW_TICKET_FIELDS,
    });
    expect(ticket.ticketNumber).toBeGreaterThanOrEqual(1001);
    expect(ticket.locationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ticket.categoryId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await ticketCount()).toBe(before + 1);
  });

  it('defaults the priority to medium and numbers tickets in sequence', async () => {
    const first = await createTicket(ctx.admin);
    const second = await createTicket(ctx.admin, { priority: null, equipmentDown: null });
    expect(first.priority).toBe('medium');
    expect(second.priority).toBe('medium');
    expect(second.equipmentDown).toBe(false);
    expect(second.ticketNumber).toBe(first.ticketNumber + 1);
  });

  it('stores an optional schedule and answers it in UTC', async () => {
    const ticket = await createTicket(ctx.manager, {
      scheduledStart: '2026-01-07T09:00:00-05:00',
      scheduledEnd: '2026-01-07T17:00:00-05:00',
      allDay: false,
    });
    expect(ticket).toMatchObject({
      scheduledStart: TOMORROW_9AM,
      scheduledEnd: TOMORROW_5PM,
      allDay: false,
    });
  });

  it('accepts a slot earlier today but refuses a schedule on a day before today', async () => {
    const earlierToday = await createTicket(ctx.manager, {
      scheduledStart: '2026-01-06T12:00:00.000Z',
      scheduledEnd: '2026-01-06T13:00:00.000Z',
    });
    expect(earlierToday.scheduledStart).toBe('2026-01-06T12:00:00.000Z');
    const before = await ticketCount();
    const response = await ctx.manager.request({
      method: 'POST',
      url: '/api/tickets',
      payload: {
        title: 'Late',
        description: 'Too late',
        location: 'Downtown',
        category: 'Fryer',
        scheduledStart: YESTERDAY_9AM,
        scheduledEnd: YESTERDAY_5PM,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Schedule dates before today cannot be chosen',
      code: 'VALIDATION_FAILED',
    });
    expect(await ticketCount()).toBe(before);
  });

  it.each([
    [{ title: '   ' }, 'Title is required'],
    [{ description: undefined }, 'Description is required'],
    [{ location: '' }, 'Location is required'],
    [{ location: 'Atlantis' }, 'Unknown location: Atlantis'],
    [{ category: 'Spaceship' }, 'Unknown category: Spaceship'],
    [{ priority: 'critical' }, 'Priority must be one of: low, medium, urgent'],
    [
      { scheduledStart: TOMORROW_5PM, scheduledEnd: TOMORROW_9AM },
      'End time must be after start time',
    ],
    [{ scheduledStart: TOMORROW_9AM }, 'A schedule needs both a start and an end'],
    [
      { scheduledStart: '2026-01-07 09:00', scheduledEnd: TOMORROW_5PM },
      'Must be an ISO 8601 date-time',
    ],
  ])('refuses %j with 400 and writes nothing', async (overrides, message) => {
    const tickets = await ticketCount();
    const entries = await activityCount();
    const response = await ctx.manager.request({
      method: 'POST',
      url: '/api/tickets',
      payload: {
        title: 'Broken thing',
        description: 'It is broken',
        location: 'Downtown',
        category: 'Other',
        ...overrides,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json<{ error: string }>().error).toContain(message);
    expect(await ticketCount()).toBe(tickets);
    expect(await activityCount()).toBe(entries);
  });

  it('refuses technicians with 403 and signed-out callers with 401', async () => {
    const before = await ticketCount();
    const payload = { title: 'x', description: 'y', location: 'Downtown', category: 'Other' };
    const asTechnician = await ctx.technician.request({
      method: 'POST',
      url: '/api/tickets',
      payload,
    });
    expect(asTechnician.statusCode).toBe(403);
    expect(asTechnician.json()).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await ctx.anonymous({ method: 'POST', url: '/api/tickets', payload });
    expect(anonymous.statusCode).toBe(401);
    expect(await ticketCount()).toBe(before);
  });
});

describe('GET /api/tickets', () => {
  it('shows admins every ticket, managers their own and their store’s, technicians their assigned ones', async () => {
    const word = tag();
    const airportManager = await ctx.newActor('manager', { location: 'Airport' });
    const otherTechnician = await ctx.newActor('technician');
    const byManager = await createTicket(ctx.manager, {
      title: `${word} own`,
      location: 'Mall Location',
    });
    const atDowntown = await createTicket(ctx.admin, {
      title: `${word} downtown`,
      location: 'Downtown',
    });
    const atAirport = await createTicket(airportManager, {
      title: `${word} airport`,
      location: 'Airport',
    });
    await assign(atAirport, ctx.technician);
    await assign(byManager, otherTechnician);

    const titles = (rows: Ticket[]) => rows.map((row) => row.title);
    expect(titles(await list(ctx.admin, `q=${word}`))).toEqual([
      `${word} airport`,
      `${word} downtown`,
      `${word} own`,
    ]);
    expect(titles(await list(ctx.manager, `q=${word}`))).toEqual([
      `${word} downtown`,
      `${word} own`,
    ]);
    expect(titles(await list(airportManager, `q=${word}`))).toEqual([`${word} airport`]);
    expect(titles(await list(ctx.technician, `q=${word}`))).toEqual([`${word} airport`]);
    expect(titles(await list(otherTechnician, `q=${word}`))).toEqual([`${word} own`]);

    // One ticket alone follows the same rules.
    expect(
      (await ctx.manager.request({ method: 'GET', url: `/api/tickets/${atDowntown.id}` }))
        .statusCode,
    ).toBe(200);
    const hidden = await ctx.manager.request({
      method: 'GET',
      url: `/api/tickets/${atAirport.id}`,
    });
    expect(hidden.statusCode).toBe(403);
    expect(
      (await ctx.technician.request({ method: 'GET', url: `/api/tickets/${atDowntown.id}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.admin.request({ method: 'GET', url: `/api/tickets/${randomUUID()}` })).statusCode,
    ).toBe(404);
  });

  it('filters by status, priority, location, category, assignee and text', async () => {
    const word = tag();
    const urgentFryer = await createTicket(ctx.admin, {
      title: `${word} fryer smoking`,
      priority: 'urgent',
      location: 'Highway 101',
      category: 'Fryer',
    });
    const lowSink = await createTicket(ctx.admin, {
      title: `${word} sink`,
      description: 'Slow drain in the men’s room',
      priority: 'low',
      location: 'North Side',
      category: 'Plumbing',
    });
    const assigned = await createTicket(ctx.admin, { title: `${word} grill`, category: 'Grill' });
    await assign(assigned, ctx.technician);
    await patch(ctx.technician, assigned, { status: 'in-progress' });

    const ids = (rows: Ticket[]) => rows.map((row) => row.id);
    expect(ids(await list(ctx.admin, `q=${word}&priority=urgent`))).toEqual([urgentFryer.id]);
    expect(ids(await list(ctx.admin, `q=${word}&priority=urgent,low`))).toEqual([
      lowSink.id,
      urgentFryer.id,
    ]);
    expect(ids(await list(ctx.admin, `q=${word}&status=in-progress`))).toEqual([assigned.id]);
    expect(ids(await list(ctx.admin, `q=${word}&status=open&status=in-progress`))).toHaveLength(3);
    expect(ids(await list(ctx.admin, `q=${word}&location=north%20side`))).toEqual([lowSink.id]);
    expect(ids(await list(ctx.admin, `q=${word}&location=${urgentFryer.locationId}`))).toEqual([
      urgentFryer.id,
    ]);
    expect(ids(await list(ctx.admin, `q=${word}&category=Plumbing`))).toEqual([lowSink.id]);
    expect(ids(await list(ctx.admin, `q=${word}&assignedTo=${ctx.technician.user.id}`))).toEqual([
      assigned.id,
    ]);
    expect(ids(await list(ctx.admin, `q=${word}&assignedTo=unassigned`))).toEqual([
      lowSink.id,
      urgentFryer.id,
    ]);
    // Text search reads titles and descriptions, case-insensitively; a ticket number finds its ticket.
    expect(ids(await list(ctx.admin, `q=${word.toUpperCase()}%20SINK`))).toEqual([lowSink.id]);
    expect(ids(await list(ctx.admin, 'q=men%E2%80%99s%20room'))).toContain(lowSink.id);
    expect(ids(await list(ctx.admin, `q=%23${String(urgentFryer.ticketNumber)}`))).toEqual([
      urgentFryer.id,
    ]);
    // Wildcards in the search are plain text: 's_n' does not find 'sink' (decision 025: a search is
    // words, so a '%' at a word's edge is punctuation and dropped).
    expect(await list(ctx.admin, `q=${word}%20s_n`)).toEqual([]);
    expect(await list(ctx.admin, `q=${word}%20s%25k`)).toEqual([]);
  });

  it('lists tickets whose schedule overlaps a range of days or instants', async () => {
    const word = tag();
    const thursday = await createTicket(ctx.admin, {
      title: `${word} thursday`,
      scheduledStart: '2026-01-08T15:00:00.000Z',
      scheduledEnd: '2026-01-08T17:00:00.000Z',
    });
    const friday = await createTicket(ctx.admin, {
      title: `${word} friday all day`,
      scheduledStart: '2026-01-09T05:00:00.000Z',
      scheduledEnd: '2026-01-10T04:59:59.000Z',
      allDay: true,
    });
    await createTicket(ctx.admin, { title: `${word} unscheduled` });

    const titles = async (query: string) =>
      (await list(ctx.admin, `q=${word}&${query}`)).map((row) => row.title);
    expect(await titles('from=2026-01-08&to=2026-01-08')).toEqual([thursday.title]);
    expect(await titles('from=2026-01-09&to=2026-01-31')).toEqual([friday.title]);
    expect(await titles('from=2026-01-01&to=2026-01-31')).toEqual([friday.title, thursday.title]);
    expect(await titles('from=2026-01-08T16:00:00.000Z&to=2026-01-08T16:30:00.000Z')).toEqual([
      thursday.title,
    ]);
    expect(await titles('from=2026-01-11')).toEqual([]);
  });

  it("pages a manager's search in each sort's order, their own reports and their store's together", async () => {
    // Decision 042 cut 57: a search's page is its ids, found by a statement planned for the words,
    // then the tickets' columns by those ids. The page must keep the sort's order and its cursor.
    const word = tag();
    const priorities = ['low', 'urgent', 'medium', 'medium', 'urgent', 'low'];
    const created: Ticket[] = [];
    for (const [index, priority] of priorities.entries()) {
      const own = index % 2 === 0;
      created.push(
        await createTicket(own ? ctx.manager : ctx.admin, {
          title: `${word} ${String(index)}`,
          priority,
          location: own ? 'Mall Location' : 'Downtown',
        }),
      );
    }
    const ids = new Set(created.map((ticket) => ticket.id));
    for (const sort of ['newest', 'oldest', 'priority', 'store']) {
      // The same tickets in the list without the search, in the sort's order.
      const expected = (await list(ctx.manager, `sort=${sort}&limit=500`))
        .map((row) => row.id)
        .filter((id) => ids.has(id));
      expect(expected).toHaveLength(priorities.length);
      const { pages, seen } = await pageThrough(ctx.manager, `q=${word}&sort=${sort}&limit=4`);
      expect({ sort, pages, seen }).toEqual({ sort, pages: 2, seen: expected });
    }
  });

  it("pages an admin's search by scheduled date: the scheduled first, ties newest first, then the unscheduled newest first", async () => {
    // Decision 042 cut 62: an admin's search in the scheduled order reads the scheduled tickets
    // (walked while they hold the page's matches, else their matches sorted) and then the
    // unscheduled. Under the count's cap the scheduled matches are sorted. Past it, the scheduled
    // tickets are walked 20 for each of the page's: 41 without the word come first in the order,
    // so the walk finds none for a page of 1 (40 tickets) and the matches are sorted; a page of 2
    // or 4 walks them all.
    for (let index = 0; index < 41; index += 1) {
      await createTicket(ctx.admin, {
        title: `Earlier visit ${String(index)}`,
        scheduledStart: '2026-01-07T01:00:00.000Z',
        scheduledEnd: '2026-01-07T02:00:00.000Z',
      });
    }
    const word = tag();
    const slot = (start: string, end: string) => ({ scheduledStart: start, scheduledEnd: end });
    const later = slot(IN_3_DAYS_9AM, IN_3_DAYS_5PM);
    const sooner = slot(TOMORROW_9AM, TOMORROW_5PM);
    const made: Ticket[] = [];
    for (const [index, schedule] of [later, {}, later, {}, sooner, {}].entries()) {
      made.push(await createTicket(ctx.admin, { title: `${word} ${String(index)}`, ...schedule }));
    }
    const [laterOld, unscheduledOld, laterNew, unscheduledMid, soonest, unscheduledNew] = made.map(
      (ticket) => ticket.id,
    );
    // The soonest made last, so the matches' own order (as made) is not the sort's. Same start:
    // newest first; the unscheduled last, newest first.
    const expected = [soonest, laterNew, laterOld, unscheduledNew, unscheduledMid, unscheduledOld];
    for (const limit of [1, 2, 4, 500]) {
      const { seen } = await pageThrough(
        ctx.admin,
        `q=${word}&sort=scheduled&limit=${String(limit)}`,
      );
      expect({ limit, seen }).toEqual({ limit, seen: expected });
    }
    // Past the count's cap (1,000) the scheduled tickets are walked first: 1,001 older unscheduled
    // matches more, which follow the six.
    await ctx.database.db.execute(sql`insert into tickets (title, description, location_id,
      category_id, submitted_by, status, priority, submitted_at)
      select title, description, location_id, category_id, submitted_by, status, priority,
        timestamptz '2025-01-01T00:00:00Z' + n * interval '1 minute'
      from tickets, generate_series(1, 1001) as n where id = ${unscheduledOld}`);
    for (const limit of [1, 2, 4]) {
      const { seen } = await pageThrough(
        ctx.admin,
        `q=${word}&sort=scheduled&limit=${String(limit)}`,
        true,
      );
      expect({ limit, seen: seen.slice(0, 6) }).toEqual({ limit, seen: expected });
    }
  });

  it('pages newest first with a cursor in the x-next-cursor header', async () => {
    const word = tag();
    const created: Ticket[] = [];
    for (let index = 0; index < 5; index += 1) {
      created.push(await createTicket(ctx.admin, { title: `${word} ${String(index)}` }));
    }
    const { pages, seen } = await pageThrough(ctx.admin, `q=${word}&limit=2`);
    expect(pages).toBe(3);
    expect(seen).toEqual(created.map((ticket) => ticket.id).reverse());
  });

  it.each([
    ['status=closed', 'Status must be one of'],
    ['priority=high', 'Priority must be one of'],
    ['limit=501', 'limit must be at most 500'],
    ['limit=0', 'limit must be at least 1'],
    ['cursor=not-a-cursor', 'The cursor is not valid'],
    ['from=06/01/2026', 'Must be a date as YYYY-MM-DD or an ISO 8601 date-time'],
    ['assignedTo=bob', 'assignedTo must be a user id or unassigned'],
  ])('refuses the query %s with 400', async (query, message) => {
    const response = await ctx.admin.request({ method: 'GET', url: `/api/tickets?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
  });

  it('refuses signed-out callers', async () => {
    expect((await ctx.anonymous({ method: 'GET', url: '/api/tickets' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/tickets/{id} with assignedTo', () => {
  it('lets an admin assign an active technician to an open ticket with a schedule', async () => {
    const ticket = await createTicket(ctx.manager);
    const response = await patch(ctx.admin, ticket, {
      assignedTo: ctx.technician.user.id,
      scheduledStart: TOMORROW_9AM,
      scheduledEnd: TOMORROW_5PM,
      allDay: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      assignedTo: ctx.technician.user.id,
      assignedToName: ctx.technician.user.name,
      status: 'open',
      scheduledStart: TOMORROW_9AM,
      scheduledEnd: TOMORROW_5PM,
    });
    // The technician now sees it.
    expect(
      (await ctx.technician.request({ method: 'GET', url: `/api/tickets/${ticket.id}` }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps the schedule when assigning without one, and unassigns with null', async () => {
    const ticket = await createTicket(ctx.manager, {
      scheduledStart: TOMORROW_9AM,
      scheduledEnd: TOMORROW_5PM,
    });
    const assigned = await assign(ticket, ctx.technician);
    expect(assigned.scheduledStart).toBe(TOMORROW_9AM);
    const response = await patch(ctx.admin, ticket, { assignedTo: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ assignedTo: null, assignedToName: null });
  });

  it('refuses managers and technicians with 403', async () => {
    const ticket = await createTicket(ctx.manager);
    for (const actor of [ctx.manager, ctx.technician]) {
      const response = await patch(actor, ticket, { assignedTo: ctx.technician.user.id });
      expect(response.statusCode).toBe(403);
    }
    const unchanged = await ctx.admin.request({ method: 'GET', url: `/api/tickets/${ticket.id}` });
    expect(unchanged.json<Ticket>().assignedTo).toBeNull();
  });

  it('refuses anyone who is not an active technician', async () => {
    const ticket = await createTicket(ctx.manager);
    const inactive = await ctx.newActor('technician', { status: 'active' });
    await ctx.database.db.execute(
      sql`update users set status = 'inactive' where id = ${inactive.user.id}`,
    );
    for (const userId of [ctx.manager.user.id, ctx.admin.user.id, inactive.user.id, randomUUID()]) {
      const response = await patch(ctx.admin, ticket, { assignedTo: userId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Only active technicians can be assigned',
        code: 'VALIDATION_FAILED',
      });
    }
    const response = await patch(ctx.admin, ticket, { assignedTo: 'tony' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a ticket that is no longer open with 409', async () => {
    const ticket = await createTicket(ctx.manager);
    await assign(ticket, ctx.technician);
    await patch(ctx.technician, ticket, { status: 'accepted' });
    const other = await ctx.newActor('technician');
    const response = await patch(ctx.admin, ticket, { assignedTo: other.user.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Only open tickets can be assigned',
      code: 'TICKET_NOT_OPEN',
    });
  });

  it('writes nothing when the schedule sent with the assignment is bad', async () => {
    const ticket = await createTicket(ctx.manager);
    const entries = await activityCount();
    const backwards = await patch(ctx.admin, ticket, {
      assignedTo: ctx.technician.user.id,
      scheduledStart: TOMORROW_5PM,
      scheduledEnd: TOMORROW_9AM,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ error: string }>().error).toBe('End time must be after start time');
    const past = await patch(ctx.admin, ticket, {
      assignedTo: ctx.technician.user.id,
      scheduledStart: YESTERDAY_9AM,
      scheduledEnd: YESTERDAY_5PM,
    });
    expect(past.statusCode).toBe(400);
    const stored = await ctx.admin.request({ method: 'GET', url: `/api/tickets/${ticket.id}` });
    expect(stored.json<Ticket>()).toMatchObject({ assignedTo: null, scheduledStart: null });
    expect(await activityCount()).toBe(entries);
  });

  it('refuses a body with neither a status nor an assignee', async () => {
    const ticket = await createTicket(ctx.manager);
    const empty = await patch(ctx.admin, ticket, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: string }>().error).toBe('Send a status or an assignedTo');
    const scheduleOnly = await patch(ctx.admin, ticket, {
      scheduledStart: TOMORROW_9AM,
      scheduledEnd: TOMORROW_5PM,
    });
    expect(scheduleOnly.statusCode).toBe(400);
  });
});

describe('PATCH /api/tickets/{id} with status', () => {
  it('lets the assigned technician move among all six statuses', async () => {
    const ticket = await createTicket(ctx.manager);
    await assign(ticket, ctx.technician);
    for (const status of [
      'waiting-for-parts',
      'accepted',
      'waiting-for-third-party',
      'in-progress',
      'open',
    ]) {
      const response = await patch(ctx.technician, ticket, { status });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Ticket>().status).toBe(status);
    }
  });

  it('lets an admin change any ticket’s status, and completing that way stamps completedAt', async () => {
    const ticket = await createTicket(ctx.manager);
    const response = await patch(ctx.admin, ticket, { status: 'completed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'completed',
      completedAt: ctx.clock.now().toISOString(),
    });
  });

  it('refuses managers and technicians the ticket is not assigned to', async () => {
    const ticket = await createTicket(ctx.manager);
    const other = await ctx.newActor('technician');
    await assign(ticket, other);
    const asTechnician = await patch(ctx.technician, ticket, { status: 'in-progress' });
    expect(asTechnician.statusCode).toBe(403);
    expect(asTechnician.json()).toEqual({
      error: 'This ticket is not assigned to you',
      code: 'FORBIDDEN',
    });
    const asManager = await patch(ctx.manager, ticket, { status: 'in-progress' });
    expect(asManager.statusCode).toBe(403);
    const stored = await ctx.admin.request({ method: 'GET', url: `/api/tickets/${ticket.id}` });
    expect(stored.json<Ticket>().status).toBe('open');
  });

  it('refuses a status outside the list with 400 and any change once completed with 409', async () => {
    const ticket = await createTicket(ctx.manager);
    await assign(ticket, ctx.technician);
    const unknown = await patch(ctx.technician, ticket, { status: 'done' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: string }>().error).toContain(
      'Status must be one of: open, accepted, in-progress',
    );
    expect((await complete(ctx.technician, ticket)).statusCode).toBe(200);
    const reopened = await patch(ctx.technician, ticket, { status: 'open' });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json()).toMatchObject({ code: 'TICKET_COMPLETED' });
    expect((await patch(ctx.admin, ticket, { status: 'in-progress' })).statusCode).toBe(409);
  });

  it('answers 404 for a ticket that does not exist and 400 for a malformed id', async () => {
    const missing = await ctx.admin.request({
      method: 'PATCH',
      url: `/api/tickets/${randomUUID()}`,
      payload: { status: 'open' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Ticket not found', code: 'NOT_FOUND' });
    const malformed = await ctx.admin.request({
      method: 'PATCH',
      url: '/api/tickets/1042',
      payload: { status: 'open' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('PATCH /api/tickets/{id}/schedule', () => {
  it('lets an admin reschedule an assigned ticket and clear it with nulls', async () => {
    const ticket = await createTicket(ctx.manager);
    await assign(ticket, ctx.technician);
    const set = await patch(
      ctx.admin,
      ticket,
      {
        scheduledStart: '2026-01-08T05:00:00.000Z',
        scheduledEnd: '2026-01-09T04:59:59.000Z',
        allDay: true,
      },
      '/schedule',
    );
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      scheduledStart: '2026-01-08T05:00:00.000Z',
      scheduledEnd: '2026-01-09T04:59:59.000Z',
      allDay: true,
    });
    const cleared = await patch(
      ctx.admin,
      ticket,
      { scheduledStart: null, scheduledEnd: null, allDay: null },
      '/schedule',
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      scheduledStart: null,
      scheduledEnd: null,
      allDay: false,
    });
  });

  it('refuses an unassigned ticket and a completed one with 409', async () => {
    const unassigned = await createTicket(ctx.manager);
    const payload = { scheduledStart: TOMORROW_9AM, scheduledEnd: TOMORROW_5PM, allDay: false };
    const response = await patch(ctx.admin, unassigned, payload, '/schedule');
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toBe(
      'Assign a technician before scheduling this ticket',
    );

    const done = await createTicket(ctx.manager);
    await assign(done, ctx.technician);
    await complete(ctx.technician, done);
    const late = await patch(ctx.admin, done, payload, '/schedule');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'TICKET_COMPLETED' });
  });

  it('refuses everyone but admins, and bad ranges, without changing the ticket', async () => {
    const ticket = await createTicket(ctx.manager);
    await assign(ticket, ctx.technician, {
      scheduledStart: TOMORROW_9AM,
      scheduledEnd: TOMORROW_5PM,
    });
    const payload = {
      scheduledStart: '2026-01-09T14:00:00.000Z',
      scheduledEnd: '2026-01-09T15:00:00.000Z',
    };
    expect((await patch(ctx.technician, ticket, payload, '/schedule')).statusCode).toBe(403);
    expect((await patch(ctx.manager, ticket, payload, '/schedule')).statusCode).toBe(403);
    const backwards = await patch(
      ctx.admin,
      ticket,
      { scheduledStart: '2026-01-09T15:00:00.000Z', scheduledEnd: '2026-01-09T14:00:00.000Z' },
      '/schedule',
    );
    expect(backwards.statusCode).toBe(400);
    const past = await patch(
      ctx.admin,
      ticket,
      { scheduledStart: YESTERDAY_9AM, scheduledEnd: YESTERDAY_5PM },
      '/schedule',
    );
    expect(past.statusCode).toBe(400);
    expect(past.json<{ error: string }>().error).toBe(
      'Schedule dates before today cannot be chosen',
    );
    const stored = await ctx.admin.request({ method: 'GET', url: `/api/tickets/${ticket.id}` });
    expect(stored.json<Ticket>()).toMatchObject({
      scheduledStart: TOMORROW_9AM,
      scheduledEnd: TOMORROW_5PM,
    });
  });
});

describe('POST /api/tickets/{id}/complete and time logged', () => {
  it('counts closed sessions and the running one in timeLogged', async () => {
    const ticket = await createTicket(ctx.manager);
    await assign(ticket, ctx.technician);
    const other = await ctx.newActor('technician');
    const now = ctx.clock.now().getTime();
    await ctx.database.db.insert(timeSessions).values([
      {
        userId: ctx.technician.user.id,
        ticketId: ticket.id,
        clockInTime: new Date(now - 3 * 60 * 60 * 1000),
        clockOutTime: new Date(now - 2 * 60 * 60 * 1000),
        durationMinutes: 60,
      },
      { userId: other.user.id, ticketId: ticket.id, clockInTime: new Date(now - 25 * 60 * 1000) },
    ]);
    const response = await ctx.admin.request({ method: 'GET', url: `/api/tickets/${ticket.id}` });
    expect(response.json<Ticket>().timeLogged).toBe(85);
  });

  it('lists each ticket with the time logged, checklist and photos its own page reads', async () => {
    // Decision 042 cut 46: a page's sums come from grouped reads of its ids, the ticket's own
    // page from subqueries of its row; both must agree, tickets without sessions or items too.
    const word = tag();
    const made: Ticket[] = [];
    for (let index = 0; index < 4; index += 1) {
      made.push(await createTicket(ctx.manager, { title: `Walk-in ${word} ${String(index)}` }));
    }
    const [bare, timed, ticked, both] = made as [Ticket, Ticket, Ticket, Ticket];
    const [first, other] = [await ctx.newActor('technician'), await ctx.newActor('technician')];
    const now = ctx.clock.now().getTime();
    const hours = (count: number) => new Date(now - count * 60 * 60 * 1000);
    await ctx.database.db.insert(timeSessions).values([
      {
        userId: first.user.id,
        ticketId: timed.id,
        clockInTime: hours(3),
        clockOutTime: hours(2),
        durationMinutes: 60,
      },
      { userId: other.user.id, ticketId: timed.id, clockInTime: new Date(now - 25 * 60 * 1000) },
      {
        userId: first.user.id,
        ticketId: both.id,
        clockInTime: hours(6),
        clockOutTime: hours(5),
        durationMinutes: 45,
      },
    ]);
    await ctx.database.db.insert(ticketChecklistItems).values([
      { ticketId: ticked.id, position: 0, text: 'Filters', done: true },
      { ticketId: ticked.id, position: 1, text: 'Coils' },
      { ticketId: ticked.id, position: 2, text: 'Seals', done: true },
      { ticketId: both.id, position: 0, text: 'Gaskets' },
    ]);
    // Photos on two of them, one with two (the page reads every ticket's photos in one statement).
    const photo = (ticketId: string, name: string, minutesAgo: number) => ({
      ticketId,
      contentType: 'image/jpeg',
      size: 100 + minutesAgo,
      storageKey: `${word}/${name}`,
      createdAt: new Date(now - minutesAgo * 60 * 1000),
    });
    await ctx.database.db
      .insert(ticketPhotos)
      .values([photo(timed.id, 'b', 5), photo(timed.id, 'a', 10), photo(both.id, 'c', 1)]);
    const photoCounts = new Map([
      [bare.id, 0],
      [timed.id, 2],
      [ticked.id, 0],
      [both.id, 1],
    ]);
    const expected = new Map([
      [bare.id, { timeLogged: 0, checklistProgress: null }],
      [timed.id, { timeLogged: 85, checklistProgress: null }],
      [ticked.id, { timeLogged: 0, checklistProgress: { done: 2, total: 3 } }],
      [both.id, { timeLogged: 45, checklistProgress: { done: 0, total: 1 } }],
    ]);
    // The first page as it opens (a statement prepared once), a search, and pages of one.
    const firstPage = (await list(ctx.admin, 'limit=100')).filter((ticket) =>
      expected.has(ticket.id),
    );
    expect(firstPage).toHaveLength(4);
    const searched = await list(ctx.admin, `q=${word}`);
    expect(searched).toHaveLength(4);
    const paged: Ticket[] = [];
    let cursor: string | null = null;
    do {
      const response = await ctx.admin.request({
        method: 'GET',
        url: `/api/tickets?q=${word}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      paged.push(...response.json<Ticket[]>());
      cursor = (response.headers['x-next-cursor'] as string | undefined) ?? null;
    } while (cursor);
    expect(paged).toHaveLength(4);
    // A search for a ticket's number puts it first, read apart from the page's walk (cut 71:
    // its photos then come from their own read, the page's from the page's statement).
    const [pinned] = await list(ctx.admin, `q=${String(timed.ticketNumber)}`);
    expect(pinned?.id).toBe(timed.id);
    for (const ticket of [...firstPage, ...searched, ...paged, ...(pinned ? [pinned] : [])]) {
      const own = await ctx.admin.request({ method: 'GET', url: `/api/tickets/${ticket.id}` });
      const { timeLogged, checklistProgress, photos } = own.json<Ticket>();
      expect({ timeLogged, checklistProgress }).toEqual(expected.get(ticket.id));
      expect(photos).toHaveLength(photoCounts.get(ticket.id) ?? -1);
      expect(ticket.photos).toEqual(photos);
      if (ticket.id === timed.id) expect(photos.map((one) => one.size)).toEqual([110, 105]);
      expect({
        timeLogged: ticket.timeLogged,
        checklistProgress: ticket.checklistProgress,
      }).toEqual(expected.get(ticket.id));
    }
  });

  it('lets the assigned technician complete with notes and closes the running session in the same step', async () => {
    const ticket = await createTicket(ctx.manager);
    await assign(ticket, ctx.technician);
    await patch(ctx.technician, ticket, { status: 'in-progress' });
    const clockIn = new Date(ctx.clock.now().getTime() - (95 * 60 + 40) * 1000);
    const [session] = await ctx.database.db
      .insert(timeSessions)
      .values({ userId: ctx.technician.user.id, ticketId: ticket.id, clockInTime: clockIn })
      .returning({ id: timeSessions.id });

    const response = await complete(ctx.technician, ticket, {
      completionNotes: '  Replaced the thermostat. ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'completed',
      completedAt: ctx.clock.now().toISOString(),
      completionNotes: 'Replaced the thermostat.',
      timeLogged: 96,
    });
    const [closed] = await ctx.database.db
      .select()
      .from(timeSessions)
      .where(eq(timeSessions.id, session!.id));
    expect(closed).toMatchObject({ clockOutTime: ctx.clock.now(), durationMinutes: 96 });
  });

  it('lets an admin complete without notes', async () => {
    const ticket = await createTicket(ctx.manager);
    const response = await complete(ctx.admin, ticket);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'completed', completionNotes: null });
  });

  it('refuses managers, other technicians and completed tickets, leaving sessions running', async () => {
    const ticket = await createTicket(ctx.manager);
    await assign(ticket, ctx.technician);
    const [session] = await ctx.database.db
      .insert(timeSessions)
      .values({ userId: ctx.technician.user.id, ticketId: ticket.id, clockInTime: ctx.clock.now() })
      .returning({ id: timeSessions.id });
    const other = await ctx.newActor('technician');
    expect((await complete(ctx.manager, ticket)).statusCode).toBe(403);
    expect((await complete(other, ticket)).statusCode).toBe(403);
    const [running] = await ctx.database.db
      .select()
      .from(timeSessions)
      .where(eq(timeSessions.id, session!.id));
    expect(running?.clockOutTime).toBeNull();
    expect((await complete(ctx.technician, ticket)).statusCode).toBe(200);
    const again = await complete(ctx.technician, ticket);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'This ticket is already completed',
      code: 'TICKET_COMPLETED',
    });
  });
});

describe('GET /api/tickets/{id}/activity', () => {
  it('tells the ticket’s story with actors and times, oldest first', async () => {
    const ticket = await createTicket(ctx.manager);
    ctx.clock.advance(60_000);
    await assign(ticket, ctx.technician, {
      scheduledStart: TOMORROW_9AM,
      scheduledEnd: TOMORROW_5PM,
    });
    ctx.clock.advance(60_000);
    await patch(ctx.technician, ticket, { status: 'in-progress' });
    ctx.clock.advance(60_000);
    await patch(ctx.admin, ticket, { scheduledStart: null, scheduledEnd: null }, '/schedule');
    ctx.clock.advance(60_000);
    await complete(ctx.technician, ticket, { completionNotes: 'Fixed' });

    const entries = await history(ctx.manager, ticket);
    const number = `#${String(ticket.ticketNumber)}`;
    expect(entries.map((entry) => entry.message)).toEqual([
      `${ctx.manager.user.name} created ${number}`,
      `Administrator assigned ${number} to ${ctx.technician.user.name}`,
      `Administrator scheduled ${number} for Jan 7, 2026, 9:00 AM – 5:00 PM`,
      `${ctx.technician.user.name} changed ${number} to In Progress`,
      `Administrator cleared the schedule of ${number}`,
      `${ctx.technician.user.name} completed ${number}`,
    ]);
    expect(entries.map((entry) => entry.kind)).toEqual([
      'ticket.created',
      'ticket.assigned',
      'ticket.rescheduled',
      'ticket.status_changed',
      'ticket.schedule_cleared',
      'ticket.completed',
    ]);
    expect(entries[0]).toMatchObject({
      actorId: ctx.manager.user.id,
      actorName: ctx.manager.user.name,
      ticketId: ticket.id,
      ticketNumber: ticket.ticketNumber,
      createdAt: ticket.submittedAt,
    });
    expect(entries.at(-1)?.createdAt).toBe(ctx.clock.now().toISOString());
  });

  it('is refused to those who may not see the ticket', async () => {
    const ticket = await createTicket(ctx.admin, { location: 'Airport' });
    expect(
      (await ctx.technician.request({ method: 'GET', url: `/api/tickets/${ticket.id}/activity` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.manager.request({ method: 'GET', url: `/api/tickets/${ticket.id}/activity` }))
        .statusCode,
    ).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents every ticket call', async () => {
    const response = await ctx.anonymous({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/tickets',
        '/api/tickets/{id}',
        '/api/tickets/{id}/schedule',
        '/api/tickets/{id}/complete',
        '/api/tickets/{id}/activity',
        '/api/tickets/{id}/photos',
        '/api/tickets/{id}/photos/{photoId}',
      ]),
    );
  });
});
