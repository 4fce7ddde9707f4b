import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { ActivityEntry } from '#contract/schemas/activity.ts';
import type { Ticket, TicketSort } from '#contract/schemas/ticket.ts';
import { TICKET_SORTS, ticketCursor } from '#contract/schemas/ticket.ts';
import type { BulkTicketResponse, TicketCounts } from '#contract/schemas/ticket-queue.ts';
import { activity, tickets } from '#server/db/schema.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import {
  IN_3_DAYS_5PM,
  IN_3_DAYS_9AM,
  postTicket,
  TOMORROW_5PM,
  TOMORROW_9AM,
  uniqueTag,
} from '#tests/helpers/ticket-requests.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 025: the board as a work queue — sort orders with cursors, the total, counts per status,
// search with typos and names, and bulk actions.

const { ctx } = fileTestContext();

const BAD_CURSOR = 'The cursor is not valid; start again from the first page';

const tag = uniqueTag;

function createTicket(actor: Actor, overrides: Record<string, unknown>): Promise<Ticket> {
  return postTicket(ctx, actor, {
    title: 'Equipment problem',
    description: 'Something is not working.',
    location: 'Downtown',
    category: 'Fryer',
    ...overrides,
  });
}

function get(actor: Actor, url: string) {
  return actor.request({ method: 'GET', url });
}

async function listIds(actor: Actor, query: string): Promise<number[]> {
  const response = await get(actor, `/api/tickets?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Ticket[]>().map((ticket) => ticket.ticketNumber);
}

/** Every page of a list, following x-next-cursor, with each page's x-total-count. */
async function allPages(
  actor: Actor,
  query: string,
): Promise<{ numbers: number[]; pages: number; totals: string[] }> {
  const numbers: number[] = [];
  const totals: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const suffix = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await get(actor, `/api/tickets?${query}${suffix}`);
    expect(response.statusCode, response.body).toBe(200);
    numbers.push(...response.json<Ticket[]>().map((ticket) => ticket.ticketNumber));
    totals.push(String(response.headers['x-total-count']));
    const next = response.headers['x-next-cursor'];
    cursor = typeof next === 'string' ? next : undefined;
    pages += 1;
  } while (cursor && pages < 20);
  return { numbers, pages, totals };
}

async function bulk(actor: Actor, payload: object) {
  return actor.request({ method: 'POST', url: '/api/tickets/bulk', payload });
}

async function history(ticket: Ticket): Promise<ActivityEntry[]> {
  const response = await get(ctx.admin, `/api/tickets/${ticket.id}/activity`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActivityEntry[]>();
}

async function reload(ticket: Ticket): Promise<Ticket> {
  const response = await get(ctx.admin, `/api/tickets/${ticket.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Ticket>();
}

async function rowCounts(): Promise<{ tickets: number; activity: number }> {
  const [ticketRow] = await ctx.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(tickets);
  const [activityRow] = await ctx.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(activity);
  return { tickets: Number(ticketRow?.count), activity: Number(activityRow?.count) };
}

describe('GET /api/tickets sort orders', () => {
  const label = tag();
  let t: Ticket[] = [];
  beforeAll(async () => {
    const specs: Record<string, unknown>[] = [
      {
        location: 'Downtown',
        priority: 'low',
        scheduledStart: IN_3_DAYS_9AM,
        scheduledEnd: IN_3_DAYS_5PM,
      },
      { location: 'Airport', priority: 'urgent' },
      {
        location: 'Mall Location',
        priority: 'medium',
        scheduledStart: TOMORROW_9AM,
        scheduledEnd: TOMORROW_5PM,
      },
      {
        location: 'Downtown',
        priority: 'urgent',
        scheduledStart: TOMORROW_9AM,
        scheduledEnd: TOMORROW_5PM,
      },
      { location: 'Airport', priority: 'medium' },
      { location: 'Downtown', priority: 'low' },
    ];
    t = [];
    for (const [index, spec] of specs.entries()) {
      t.push(await createTicket(ctx.admin, { title: `${label} ticket ${String(index)}`, ...spec }));
    }
  });

  const expected: Record<TicketSort, number[]> = {
    newest: [5, 4, 3, 2, 1, 0],
    oldest: [0, 1, 2, 3, 4, 5],
    // urgent, medium, low; newest first within each.
    priority: [3, 1, 4, 2, 5, 0],
    // Soonest first (a tie newest first), the unscheduled last, newest first.
    scheduled: [3, 2, 0, 5, 4, 1],
    // Airport, Downtown, Mall Location; newest first within each.
    store: [4, 1, 5, 3, 0, 2],
    // Issue 39: the next SLA deadline (respond: urgent 2 h, medium 24 h, low 3 days), soonest first.
    sla: [1, 3, 2, 4, 0, 5],
  };

  for (const [sort, order] of Object.entries(expected)) {
    it(`sort=${sort} pages two at a time through every ticket in order, with the total on each page`, async () => {
      const result = await allPages(ctx.admin, `q=${label}&sort=${sort}&limit=2`);
      expect(result.numbers).toEqual(order.map((index) => t[index]?.ticketNumber));
      expect(result.pages).toBe(3);
      expect(result.totals).toEqual(['6', '6', '6']);
      // One page holding everything has no next page.
      const whole = await get(ctx.admin, `/api/tickets?q=${label}&sort=${sort}`);
      expect(whole.headers['x-next-cursor']).toBeUndefined();
      expect(whole.headers['x-total-count']).toBe('6');
    });
  }

  it('newest first is the default, and a cursor derived from the last ticket still works', async () => {
    const first = await get(ctx.admin, `/api/tickets?q=${label}&limit=2`);
    const page = first.json<Ticket[]>();
    expect(page.map((ticket) => ticket.ticketNumber)).toEqual([
      t[5]?.ticketNumber,
      t[4]?.ticketNumber,
    ]);
    const last = page.at(-1);
    if (!last) throw new Error('empty page');
    expect(first.headers['x-next-cursor']).toBe(ticketCursor(last));
    const next = await listIds(
      ctx.admin,
      `q=${label}&limit=2&cursor=${encodeURIComponent(ticketCursor(last))}`,
    );
    expect(next).toEqual([t[3]?.ticketNumber, t[2]?.ticketNumber]);
  });

  it('refuses a cursor of another sort order, or garbage, with 400', async () => {
    const newest = await get(ctx.admin, `/api/tickets?q=${label}&limit=2`);
    const byPriority = await get(ctx.admin, `/api/tickets?q=${label}&limit=2&sort=priority`);
    const newestCursor = String(newest.headers['x-next-cursor']);
    const priorityCursor = String(byPriority.headers['x-next-cursor']);
    const forged = Buffer.from('priority:extreme:1:not-a-uuid').toString('base64url');
    for (const [sort, cursor] of [
      ['priority', newestCursor],
      ['newest', priorityCursor],
      ['store', priorityCursor],
      ['oldest', 'garbage'],
      ['priority', forged],
      ['scheduled', '%%%'],
    ] as const) {
      const response = await get(
        ctx.admin,
        `/api/tickets?q=${label}&sort=${sort}&cursor=${encodeURIComponent(cursor)}`,
      );
      expect(response.statusCode, `${sort} ${cursor}`).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(BAD_CURSOR);
    }
  });

  it('refuses an unknown sort with 400', async () => {
    const response = await get(ctx.admin, '/api/tickets?sort=cheapest');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain('sort must be one of');
  });

  it('gives a manager their own tickets and their store’s once each, in the admin’s order, across pages', async () => {
    // Issue 37 (decision 042, cuts 37-38): in the newest, oldest and priority orders a manager's
    // page is the union of two pages, their own tickets' and their store's. A ticket of both
    // kinds comes once, and the order is the one an admin's single walk gives.
    const word = tag();
    const specs: [Actor, Record<string, unknown>][] = [
      [ctx.manager, { location: 'Downtown', priority: 'urgent' }],
      [ctx.manager, { location: 'Mall Location', priority: 'low' }],
      [ctx.admin, { location: 'Downtown', priority: 'medium' }],
      [ctx.manager, { location: 'Mall Location', priority: 'urgent' }],
      [ctx.admin, { location: 'Airport', priority: 'urgent' }],
      [ctx.admin, { location: 'Downtown', priority: 'low' }],
      [ctx.manager, { location: 'Downtown', priority: 'medium' }],
      [ctx.admin, { location: 'Downtown', priority: 'urgent' }],
    ];
    const hidden: number[] = [];
    for (const [index, [actor, spec]] of specs.entries()) {
      const ticket = await createTicket(actor, {
        title: `${word} ticket ${String(index)}`,
        ...spec,
      });
      if (spec.location === 'Airport') hidden.push(ticket.ticketNumber);
    }
    for (const sort of TICKET_SORTS) {
      const everyone = await listIds(ctx.admin, `q=${word}&sort=${sort}`);
      const visible = everyone.filter((number) => !hidden.includes(number));
      expect(visible, sort).toHaveLength(7);
      expect(await listIds(ctx.manager, `q=${word}&sort=${sort}`), sort).toEqual(visible);
      const paged = await allPages(ctx.manager, `q=${word}&sort=${sort}&limit=2`);
      expect(paged.numbers, sort).toEqual(visible);
      expect(paged.totals, sort).toEqual(['7', '7', '7', '7']);
    }
  });

  it('sorts by SLA as one ORDER BY of the whole list would, in pages, for every audience and filter', async () => {
    // Decision 042 cut 41: the SLA order's page is the uncompleted tickets with a deadline,
    // walked from a partial index, then the rest (completed, or without a target) read only
    // for what is left of the page. Deadlines tie, the clock is fixed (submitted_at ties), some
    // tickets are answered (their resolve target counts) or have no target.
    const word = tag();
    const specs: [Actor, Record<string, unknown>][] = [
      [ctx.admin, { location: 'Downtown', priority: 'urgent' }],
      [ctx.manager, { location: 'Airport', priority: 'low' }],
      [ctx.admin, { location: 'Downtown', priority: 'medium' }],
      [ctx.manager, { location: 'Downtown', priority: 'urgent' }],
      [ctx.admin, { location: 'Airport', priority: 'urgent' }],
      [ctx.admin, { location: 'Downtown', priority: 'low' }],
      [ctx.manager, { location: 'Mall Location', priority: 'medium' }],
      [ctx.admin, { location: 'Downtown', priority: 'urgent' }],
      [ctx.admin, { location: 'Airport', priority: 'medium' }],
    ];
    const made: Ticket[] = [];
    for (const [index, [actor, spec]] of specs.entries()) {
      made.push(await createTicket(actor, { title: `${word} ticket ${String(index)}`, ...spec }));
    }
    const id = (index: number) => made[index]?.id ?? '';
    const db = ctx.database.db;
    // Completed (a deadline no longer counts), answered, without a target, tied deadlines.
    await db.execute(
      sql`update ${tickets} set status = 'completed', completed_at = now() where id in (${id(0)}, ${id(4)}, ${id(6)})`,
    );
    await db.execute(sql`update ${tickets} set sla_responded_at = now() where id = ${id(2)}`);
    await db.execute(
      sql`update ${tickets} set sla_respond_by = null, sla_resolve_by = null where id = ${id(5)}`,
    );
    await db.execute(
      sql`update ${tickets} set sla_respond_by = (select sla_respond_by from ${tickets} where id = ${id(3)}) where id = ${id(7)}`,
    );
    const result: unknown = await db.execute(
      sql`select ticket_number as number, location_id as store, submitted_by as submitter, status from ${tickets} where title like ${`${word} ticket %`}
        order by (case when completed_at is null then coalesce(case when sla_responded_at is null then sla_respond_by end, sla_resolve_by) end) asc nulls last, submitted_at desc, id desc`,
    );
    const sorted = (
      result as { rows: { number: number; store: string; submitter: string; status: string }[] }
    ).rows;
    const downtown = made[0]?.locationId;
    const cases: [Actor, string, (row: (typeof sorted)[number]) => boolean][] = [
      [ctx.admin, '', () => true],
      [ctx.admin, '&status=completed', (row) => row.status === 'completed'],
      [ctx.admin, '&status=open', (row) => row.status === 'open'],
      [ctx.admin, '&location=Airport', (row) => row.store === made[1]?.locationId],
      [ctx.manager, '', (row) => row.store === downtown || row.submitter === ctx.manager.user.id],
      [
        ctx.manager,
        '&status=completed',
        (row) =>
          row.status === 'completed' &&
          (row.store === downtown || row.submitter === ctx.manager.user.id),
      ],
    ];
    for (const [actor, filter, keeps] of cases) {
      const expected = sorted.filter((row) => keeps(row)).map((row) => row.number);
      const label = `${actor.user.role}${filter}`;
      expect(expected.length, label).toBeGreaterThan(0);
      expect(await listIds(actor, `q=${word}&sort=sla${filter}`), label).toEqual(expected);
      for (const limit of [1, 2, 3]) {
        const paged = await allPages(actor, `q=${word}&sort=sla${filter}&limit=${String(limit)}`);
        expect(paged.numbers, `${label} limit ${String(limit)}`).toEqual(expected);
      }
    }
  });

  it('serves the total with the cached answer, and a write refreshes both', async () => {
    // A late event of an earlier write would empty the cache between the two requests.
    await ctx.eventsDelivered();
    const first = await get(ctx.admin, `/api/tickets?q=${label}&status=open`);
    const again = await get(ctx.admin, `/api/tickets?q=${label}&status=open`);
    expect(again.headers['x-read-cache']).toBe('hit');
    expect(first.headers['x-total-count']).toBe('6');
    expect(again.headers['x-total-count']).toBe('6');
    const extra = await createTicket(ctx.admin, { title: `${label} one more` });
    const after = await get(ctx.admin, `/api/tickets?q=${label}&status=open`);
    expect(after.headers['x-total-count']).toBe('7');
    const done = await ctx.admin.request({
      method: 'POST',
      url: `/api/tickets/${extra.id}/complete`,
      payload: {},
    });
    expect(done.statusCode, done.body).toBe(200);
  });
});

describe('GET /api/tickets/counts', () => {
  it('counts every status for the filters, status aside, scoped to what each role may see', async () => {
    const label = tag();
    const technician = await ctx.newActor('technician');
    const airport = await createTicket(ctx.admin, { title: label, location: 'Airport' });
    const downtown = await createTicket(ctx.manager, { title: label, location: 'Downtown' });
    const assigned = await createTicket(ctx.admin, { title: label, location: 'Mall Location' });
    const assign = await ctx.admin.request({
      method: 'PATCH',
      url: `/api/tickets/${assigned.id}`,
      payload: { assignedTo: technician.user.id },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    const started = await technician.request({
      method: 'PATCH',
      url: `/api/tickets/${assigned.id}`,
      payload: { status: 'in-progress' },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect([airport, downtown].every((ticket) => ticket.status === 'open')).toBe(true);

    const zero = {
      open: 0,
      accepted: 0,
      'in-progress': 0,
      'waiting-for-parts': 0,
      'waiting-for-third-party': 0,
      completed: 0,
    };
    async function counts(actor: Actor, query: string): Promise<TicketCounts> {
      const response = await get(actor, `/api/tickets/counts?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TicketCounts>();
    }
    expect(await counts(ctx.admin, `q=${label}`)).toEqual({
      total: 3,
      capped: [],
      byStatus: { ...zero, open: 2, 'in-progress': 1 },
    });
    // The status filter, cursor, limit and sort do not change the counts.
    expect(
      await counts(ctx.admin, `q=${label}&status=completed&sort=store&limit=1&cursor=whatever`),
    ).toEqual({ total: 3, capped: [], byStatus: { ...zero, open: 2, 'in-progress': 1 } });
    expect(await counts(ctx.admin, `q=${label}&location=Airport`)).toEqual({
      total: 1,
      capped: [],
      byStatus: { ...zero, open: 1 },
    });
    // The Downtown manager: their own Downtown ticket only.
    expect(await counts(ctx.manager, `q=${label}`)).toEqual({
      total: 1,
      capped: [],
      byStatus: { ...zero, open: 1 },
    });
    // The technician: the ticket assigned to them only; another technician nothing.
    expect(await counts(technician, `q=${label}`)).toEqual({
      total: 1,
      capped: [],
      byStatus: { ...zero, 'in-progress': 1 },
    });
    expect(await counts(ctx.technician, `q=${label}`)).toEqual({
      total: 0,
      capped: [],
      byStatus: zero,
    });
  });

  it('is not read as a ticket id, and refuses bad filters with 400', async () => {
    const response = await get(ctx.admin, '/api/tickets/counts?priority=extreme');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain('Priority must be one of');
    const signedOut = await ctx.anonymous({ method: 'GET', url: '/api/tickets/counts' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('GET /api/tickets?q= search', () => {
  it('finds words with typos in the text, and by store, category, assignee and number', async () => {
    const label = tag();
    const technician = await ctx.newActor('technician', { name: 'Quentin Marlowe' });
    const compressor = await createTicket(ctx.admin, {
      title: `${label} walk-in warm`,
      description: 'The compressor hums but the box stays at 50F.',
      location: 'Downtown',
      category: 'Freezer',
    });
    const fryer = await createTicket(ctx.admin, {
      title: `${label} oil cold`,
      description: 'Left fryer will not heat.',
      location: 'Airport',
      category: 'Electrical',
    });
    const assign = await ctx.admin.request({
      method: 'PATCH',
      url: `/api/tickets/${fryer.id}`,
      payload: { assignedTo: technician.user.id },
    });
    expect(assign.statusCode, assign.body).toBe(200);

    const search = (words: string) => listIds(ctx.admin, `q=${encodeURIComponent(words)}`);
    expect(await search(`${label} compresor`)).toEqual([compressor.ticketNumber]);
    expect(await search(`${label} fryre`)).toEqual([fryer.ticketNumber]);
    expect(await search(`${label} HEATNG`)).toEqual([fryer.ticketNumber]);
    // Store, category and people by name, typos too.
    expect(await search(`${label} airprt`)).toEqual([fryer.ticketNumber]);
    expect(await search(`${label} freezr`)).toEqual([compressor.ticketNumber]);
    expect(await search(`${label} electrical`)).toEqual([fryer.ticketNumber]);
    expect(await search(`${label} marlowe`)).toEqual([fryer.ticketNumber]);
    expect(await search(`${label} Quentn`)).toEqual([fryer.ticketNumber]);
    // The submitter's name.
    expect(await search(`${label} administrator`)).toEqual([
      fryer.ticketNumber,
      compressor.ticketNumber,
    ]);
    // The ticket number, with or without '#'.
    expect(await search(`#${String(compressor.ticketNumber)}`)).toContain(compressor.ticketNumber);
    expect(await search(`${label} ${String(fryer.ticketNumber)}`)).toEqual([fryer.ticketNumber]);
    // Every word must be found: one that matches nothing empties the list.
    expect(await search(`${label} dishwasher`)).toEqual([]);
    // A technician's search stays within their tickets.
    expect(await listIds(technician, `q=${label}`)).toEqual([fryer.ticketNumber]);
  });

  it('puts the ticket whose number is searched first, once, in every order and across pages', async () => {
    const label = tag();
    const target = await createTicket(ctx.admin, {
      title: `${label} ice machine leaks`,
      priority: 'low',
    });
    const number = String(target.ticketNumber);
    // Newer and more urgent tickets whose text names the number match the search too.
    const mentions: number[] = [];
    for (const which of ['one', 'two', 'three']) {
      const mention = await createTicket(ctx.admin, {
        title: `${label} leak ${which}`,
        description: `Same leak as ${number}, again.`,
        priority: 'urgent',
      });
      mentions.unshift(mention.ticketNumber);
    }
    const numeric = (numbers: number[]) => [...numbers].sort((a, b) => a - b);
    for (const text of [number, `#${number}`, ` #${number} `]) {
      const q = `q=${encodeURIComponent(text)}`;
      for (const sort of ['newest', 'oldest', 'priority', 'scheduled', 'store'] as const) {
        const whole = await listIds(ctx.admin, `${q}&sort=${sort}`);
        expect(whole[0], `${text} by ${sort}`).toBe(target.ticketNumber);
        expect(whole.length).toBeGreaterThanOrEqual(4);
        // Page by page the ticket leads the first page and never comes again; nothing is lost.
        const paged = await allPages(ctx.admin, `${q}&sort=${sort}&limit=2`);
        expect(paged.numbers[0]).toBe(target.ticketNumber);
        expect(paged.numbers.filter((found) => found === target.ticketNumber)).toHaveLength(1);
        expect(numeric(paged.numbers)).toEqual(numeric(whole));
        expect(paged.totals[0]).toBe(String(whole.length));
      }
    }
    // The board's filters still hold: a ticket they leave out is not brought in.
    expect(await listIds(ctx.admin, `q=${number}&priority=urgent`)).not.toContain(
      target.ticketNumber,
    );
    // A search with more than the number keeps its order (newest first).
    expect(await listIds(ctx.admin, `q=${encodeURIComponent(`${label} ${number}`)}`)).toEqual([
      ...mentions,
      target.ticketNumber,
    ]);
  });
});

describe('POST /api/tickets/bulk', () => {
  it('assigns each open ticket and reports the others, keeping the successes', async () => {
    const label = tag();
    const technician = await ctx.newActor('technician', { name: 'Bulk Worker' });
    const first = await createTicket(ctx.admin, { title: `${label} one` });
    const second = await createTicket(ctx.admin, { title: `${label} two` });
    const started = await createTicket(ctx.admin, { title: `${label} started` });
    const move = await ctx.admin.request({
      method: 'PATCH',
      url: `/api/tickets/${started.id}`,
      payload: { status: 'in-progress' },
    });
    expect(move.statusCode, move.body).toBe(200);
    const unknownId = randomUUID();

    const response = await bulk(ctx.admin, {
      ticketIds: [first.id, started.id, unknownId, second.id],
      assignedTo: technician.user.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BulkTicketResponse>()).toEqual({
      succeeded: 2,
      failed: 2,
      results: [
        { ticketId: first.id, ticketNumber: first.ticketNumber, ok: true, error: null },
        {
          ticketId: started.id,
          ticketNumber: started.ticketNumber,
          ok: false,
          error: 'Only open tickets can be assigned',
        },
        { ticketId: unknownId, ticketNumber: null, ok: false, error: 'Ticket not found' },
        { ticketId: second.id, ticketNumber: second.ticketNumber, ok: true, error: null },
      ],
    });
    expect((await reload(first)).assignedToName).toBe('Bulk Worker');
    expect((await reload(second)).assignedToName).toBe('Bulk Worker');
    expect((await reload(started)).assignedTo).toBeNull();
    // Each ticket's history records its own assignment, as if assigned alone.
    expect((await history(first)).map((entry) => entry.message)).toContain(
      `Administrator assigned #${String(first.ticketNumber)} to Bulk Worker`,
    );
    expect((await history(started)).map((entry) => entry.kind)).not.toContain('ticket.assigned');
    // The technician now sees both.
    expect(await listIds(technician, `q=${label}`)).toEqual([
      second.ticketNumber,
      first.ticketNumber,
    ]);
  });

  it('applies the same rules as alone: only a technician can be assigned', async () => {
    const label = tag();
    const ticket = await createTicket(ctx.admin, { title: label });
    const response = await bulk(ctx.admin, {
      ticketIds: [ticket.id],
      assignedTo: ctx.manager.user.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BulkTicketResponse>().results).toEqual([
      {
        ticketId: ticket.id,
        ticketNumber: ticket.ticketNumber,
        ok: false,
        error: 'Only active technicians can be assigned',
      },
    ]);
  });

  it('changes status and priority, recording each ticket, and unassigns with null', async () => {
    const label = tag();
    const first = await createTicket(ctx.admin, { title: `${label} a`, priority: 'low' });
    const second = await createTicket(ctx.admin, { title: `${label} b`, priority: 'urgent' });

    const status = await bulk(ctx.admin, {
      ticketIds: [first.id, second.id],
      status: 'waiting-for-parts',
    });
    expect(status.json<BulkTicketResponse>()).toMatchObject({ succeeded: 2, failed: 0 });
    expect((await reload(first)).status).toBe('waiting-for-parts');
    expect((await reload(second)).status).toBe('waiting-for-parts');

    const priority = await bulk(ctx.admin, {
      ticketIds: [first.id, second.id],
      priority: 'urgent',
    });
    expect(priority.json<BulkTicketResponse>()).toMatchObject({ succeeded: 2, failed: 0 });
    expect((await reload(first)).priority).toBe('urgent');
    const messages = (await history(first)).map((entry) => entry.message);
    expect(messages).toContain(
      `Administrator changed the priority of #${String(first.ticketNumber)} from Low to Urgent`,
    );
    // Already urgent: nothing to record.
    expect((await history(second)).map((entry) => entry.kind)).not.toContain(
      'ticket.priority_changed',
    );

    const completed = await ctx.admin.request({
      method: 'POST',
      url: `/api/tickets/${first.id}/complete`,
      payload: {},
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const late = await bulk(ctx.admin, { ticketIds: [first.id], priority: 'low' });
    expect(late.json<BulkTicketResponse>().results[0]).toMatchObject({
      ok: false,
      error: 'This ticket is completed; its priority can no longer change',
    });
    // Waiting for parts is not open: assignment changes are refused as they would be alone.
    const assign = await bulk(ctx.admin, {
      ticketIds: [second.id],
      assignedTo: ctx.technician.user.id,
    });
    expect(assign.json<BulkTicketResponse>().results[0]).toMatchObject({
      ok: false,
      error: 'Only open tickets can be assigned',
    });
    // Unassigning a ticket nobody holds is no change (DESIGN.md §5): nothing refused or recorded.
    const before = (await history(second)).length;
    const unassign = await bulk(ctx.admin, { ticketIds: [second.id], assignedTo: null });
    expect(unassign.json<BulkTicketResponse>().results[0]).toMatchObject({ ok: true });
    expect(await history(second)).toHaveLength(before);
  });

  it('is for admins only, and bad input changes nothing', async () => {
    const label = tag();
    const ticket = await createTicket(ctx.manager, { title: label, priority: 'low' });
    const before = await rowCounts();
    const asManager = await bulk(ctx.manager, { ticketIds: [ticket.id], priority: 'urgent' });
    expect(asManager.statusCode).toBe(403);
    const asTechnician = await bulk(ctx.technician, { ticketIds: [ticket.id], priority: 'urgent' });
    expect(asTechnician.statusCode).toBe(403);
    const signedOut = await ctx.anonymous({
      method: 'POST',
      url: '/api/tickets/bulk',
      payload: { ticketIds: [ticket.id], priority: 'urgent' },
    });
    expect(signedOut.statusCode).toBe(401);

    for (const [payload, message] of [
      [{ ticketIds: [ticket.id], priority: 'urgent', status: 'accepted' }, 'exactly one change'],
      [{ ticketIds: [ticket.id] }, 'exactly one change'],
      [{ ticketIds: [], priority: 'urgent' }, 'Choose at least one ticket'],
      [{ ticketIds: [ticket.id, ticket.id], priority: 'urgent' }, 'only once'],
      [{ ticketIds: [ticket.id], status: 'completed' }, 'one at a time'],
      [{ ticketIds: ['not-an-id'], priority: 'urgent' }, ''],
      [{ ticketIds: [ticket.id], priority: 'extreme' }, 'Priority must be one of'],
    ] as const) {
      const response = await bulk(ctx.admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
    expect(await rowCounts()).toEqual(before);
    expect((await reload(ticket)).priority).toBe('low');
  });
});
