import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import type { ActivityEntry } from '#contract/schemas/activity.ts';
import { EquipmentHistorySchema, EquipmentListSchema } from '#contract/schemas/equipment.ts';
import type { Equipment, EquipmentHistory, EquipmentList } from '#contract/schemas/equipment.ts';
import type { ErrorBody } from '#contract/errors.ts';
import { activity, equipment, tickets, timeSessions } from '#server/db/schema.ts';
import { DEFAULT_NOW } from '#tests/helpers/build-test-app.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

import { precompiledSerializer } from '../../plugins/precompiled-serializer.ts';

// Decision 033 part 1 (docs/decisions/033): the equipment register's API.

const { ctx, ids } = fileTestContext();
const DAY = 24 * 60 * 60 * 1000;
beforeEach(async () => {
  ctx.clock.set(DEFAULT_NOW);
  await ctx.database.db.delete(timeSessions);
  await ctx.database.db.delete(tickets);
  await ctx.database.db.delete(equipment);
});

function unitInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Fryer 2',
    locationId: ids.Downtown,
    categoryId: ids.Fryer,
    make: 'Pitco',
    model: 'SG14',
    serialNumber: 'G14-0042',
    installDate: '2024-03-01',
    warrantyEndDate: '2027-03-01',
    warrantyProvider: 'Pitco Service',
    notes: 'Left of the grill',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<Equipment> {
  const response = await ctx.admin.request({
    method: 'POST',
    url: '/api/equipment',
    payload: unitInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Equipment>();
}

async function list(actor: Actor, query = ''): Promise<EquipmentList> {
  const response = await actor.request({ method: 'GET', url: `/api/equipment${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EquipmentList>();
}

/** A ticket on the unit, as the tickets module would have stored it. */
async function fileTicket(
  unit: Equipment,
  values: { submittedAt?: Date; assignedTo?: string; title?: string } = {},
): Promise<string> {
  const [row] = await ctx.database.db
    .insert(tickets)
    .values({
      title: values.title ?? 'Fryer cold',
      description: 'Will not heat',
      locationId: unit.locationId,
      categoryId: unit.categoryId,
      equipmentId: unit.id,
      submittedAt: values.submittedAt ?? new Date(DEFAULT_NOW),
      assignedTo: values.assignedTo ?? null,
    })
    .returning({ id: tickets.id });
  return row!.id;
}

async function unitCount(): Promise<number> {
  return (await ctx.database.db.select().from(equipment)).length;
}

describe('POST /api/equipment', () => {
  it('adds a unit with a label code, computed warranty and repairs, and records it', async () => {
    const unit = await create();
    expect(unit).toMatchObject({
      name: 'Fryer 2',
      location: 'Downtown',
      category: 'Fryer',
      make: 'Pitco',
      status: 'in-service',
      underWarranty: true,
      repairsLast90Days: 0,
      repeatRepairs: false,
      photoUrl: null,
    });
    expect(unit.shortCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    const recent = await ctx.admin.request({ method: 'GET', url: '/api/activity' });
    expect(recent.json<ActivityEntry[]>().map((entry) => entry.message)).toContain(
      `${ctx.admin.user.name} added Fryer 2 at Downtown`,
    );
  });

  it('stores blank optional texts as null', async () => {
    const unit = await create({ make: '  ', model: null, serialNumber: undefined, notes: '' });
    expect(unit).toMatchObject({ make: null, model: null, serialNumber: null, notes: null });
  });

  it('refuses a name the store already uses (any case) with 409, but not at another store', async () => {
    await create();
    const response = await ctx.admin.request({
      method: 'POST',
      url: '/api/equipment',
      payload: unitInput({ name: 'fryer 2' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().error).toBe('Downtown already has equipment named fryer 2');
    expect(await unitCount()).toBe(1);
    await create({ locationId: ids.Airport });
  });

  it('lets a retired name be used again', async () => {
    const old = await create();
    expect(
      (await ctx.admin.request({ method: 'DELETE', url: `/api/equipment/${old.id}` })).statusCode,
    ).toBe(200);
    const replacement = await create();
    expect(replacement.id).not.toBe(old.id);
    // Bringing the old one back would make two: refused.
    const back = await ctx.admin.request({
      method: 'PUT',
      url: `/api/equipment/${old.id}`,
      payload: unitInput({ status: 'in-service' }),
    });
    expect(back.statusCode).toBe(409);
  });

  it.each([
    ['an unknown store', { locationId: '00000000-0000-4000-8000-000000000000' }, 'Unknown store'],
    [
      'an unknown category',
      { categoryId: '00000000-0000-4000-8000-000000000000' },
      'Unknown category',
    ],
    ['a serial with control characters', { serialNumber: 'G14\u0007' }, undefined],
    [
      'a warranty ending before the install',
      { installDate: '2025-01-02', warrantyEndDate: '2025-01-01' },
      'Warranty end must be on or after the install date',
    ],
    ['no name', { name: '  ' }, undefined],
    ['a retired status', { status: 'retired' }, undefined],
  ])('answers 400 to %s and stores nothing', async (_label, overrides, message) => {
    const response = await ctx.admin.request({
      method: 'POST',
      url: '/api/equipment',
      payload: unitInput(overrides),
    });
    expect(response.statusCode, response.body).toBe(400);
    if (message) expect(response.body).toContain(message);
    expect(await unitCount()).toBe(0);
  });

  it('is for admins only', async () => {
    for (const actor of [ctx.manager, ctx.technician]) {
      const response = await actor.request({
        method: 'POST',
        url: '/api/equipment',
        payload: unitInput(),
      });
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await ctx.anonymous({
      method: 'POST',
      url: '/api/equipment',
      payload: unitInput(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await unitCount()).toBe(0);
  });
});

describe('PUT and DELETE /api/equipment/{id}', () => {
  it('replaces the whole record and retires with status retired', async () => {
    const unit = await create();
    const response = await ctx.admin.request({
      method: 'PUT',
      url: `/api/equipment/${unit.id}`,
      payload: unitInput({ name: 'Fryer 3', make: null, status: 'down' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Equipment>()).toMatchObject({
      name: 'Fryer 3',
      make: null,
      status: 'down',
      shortCode: unit.shortCode,
    });
    const retired = await ctx.admin.request({
      method: 'PUT',
      url: `/api/equipment/${unit.id}`,
      payload: unitInput({ name: 'Fryer 3', status: 'retired' }),
    });
    expect(retired.json<Equipment>().status).toBe('retired');
    const [row] = await ctx.database.db.select().from(equipment).where(eq(equipment.id, unit.id));
    expect(row?.retiredAt?.toISOString()).toBe(DEFAULT_NOW);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const unit = await create();
    const response = await ctx.admin.request({
      method: 'PUT',
      url: `/api/equipment/${unit.id}`,
      payload: unitInput({ name: 'Renamed', warrantyEndDate: '2020-01-01' }),
    });
    expect(response.statusCode).toBe(400);
    const after = await ctx.admin.request({ method: 'GET', url: `/api/equipment/${unit.id}` });
    expect(after.json<Equipment>().name).toBe('Fryer 2');
  });

  it('refuses a name another unit of the store has', async () => {
    await create();
    const other = await create({ name: 'Fryer 1' });
    const response = await ctx.admin.request({
      method: 'PUT',
      url: `/api/equipment/${other.id}`,
      payload: unitInput(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().error).toBe('Downtown already has equipment named Fryer 2');
  });

  it('retires on DELETE: the unit stays on its tickets and leaves the default list', async () => {
    const unit = await create();
    const ticketId = await fileTicket(unit);
    const response = await ctx.admin.request({
      method: 'DELETE',
      url: `/api/equipment/${unit.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Equipment>().status).toBe('retired');
    const ticket = await ctx.admin.request({ method: 'GET', url: `/api/tickets/${ticketId}` });
    expect(ticket.json<{ equipment: unknown }>().equipment).toEqual({
      id: unit.id,
      name: 'Fryer 2',
    });
    expect((await list(ctx.admin)).equipment).toEqual([]);
    expect((await list(ctx.admin, '?status=retired')).equipment.map((u) => u.id)).toEqual([
      unit.id,
    ]);
    const kinds = await ctx.database.db.select({ kind: activity.kind }).from(activity);
    expect(kinds.map((entry) => entry.kind)).toContain('equipment.retired');
  });

  it('answers 404 for an unknown unit and 403 to non-admins', async () => {
    const unit = await create();
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await ctx.admin.request({
          method: 'PUT',
          url: `/api/equipment/${missing}`,
          payload: unitInput(),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.admin.request({ method: 'DELETE', url: `/api/equipment/${missing}` })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.manager.request({ method: 'DELETE', url: `/api/equipment/${unit.id}` }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/equipment', () => {
  it('filters by search, store, category, status, warranty and repeat, with counts', async () => {
    const fryer = await create();
    await create({
      name: 'Walk-in',
      categoryId: ids.Freezer,
      make: 'Kolpak',
      serialNumber: 'KP-9',
      warrantyEndDate: '2025-12-31',
    });
    const grill = await create({
      name: 'Flat top',
      locationId: ids.Airport,
      categoryId: ids.Grill,
      make: 'Vulcan',
      serialNumber: null,
      installDate: null,
      warrantyEndDate: null,
    });
    const retired = await create({ name: 'Old fryer' });
    await ctx.admin.request({ method: 'DELETE', url: `/api/equipment/${retired.id}` });
    for (let index = 0; index < 3; index += 1) await fileTicket(grill);

    const all = await list(ctx.admin);
    // By store, then name; retired units hidden by default.
    expect(all.equipment.map((unit) => unit.name)).toEqual(['Flat top', 'Fryer 2', 'Walk-in']);
    expect(all.matching).toBe(3);
    expect(all.counts).toEqual({
      total: 4,
      inService: 3,
      down: 0,
      retired: 1,
      underWarranty: 2,
      repeatRepairs: 1,
    });
    const names = async (query: string) =>
      (await list(ctx.admin, query)).equipment.map((unit) => unit.name);
    expect(await names('?q=kolp')).toEqual(['Walk-in']);
    expect(await names('?q=g14-00')).toEqual(['Fryer 2']);
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?location=airport')).toEqual(['Flat top']);
    expect(await names(`?location=${ids.Downtown}`)).toEqual(['Fryer 2', 'Walk-in']);
    expect(await names('?category=Freezer')).toEqual(['Walk-in']);
    expect(await names('?status=retired,in-service&location=Downtown')).toEqual([
      'Fryer 2',
      'Old fryer',
      'Walk-in',
    ]);
    expect(await names('?warranty=active')).toEqual(['Fryer 2']);
    expect(await names('?warranty=expired')).toEqual(['Walk-in']);
    expect(await names('?warranty=none')).toEqual(['Flat top']);
    expect(await names('?repeat=true')).toEqual(['Flat top']);
    expect(await names('?repeat=false')).toEqual(['Fryer 2', 'Walk-in']);
    const page = await list(ctx.admin, '?limit=1&offset=1');
    expect(page.equipment.map((unit) => unit.id)).toEqual([fryer.id]);
    expect(page.matching).toBe(3);
    // Counts ignore the status filter, so each status tab shows its own number.
    expect((await list(ctx.admin, '?status=retired')).counts.inService).toBe(3);
  });

  it('answers a page past the end with the counts, and counts repeat repairs within the filters', async () => {
    // The list without the repeat filter is one statement (decision 042 cut 50): the page's
    // units and the counts share one read of the repairs, the counts come on a row of their own
    // when the page is empty, and they are summed from a count per status.
    await create();
    const grill = await create({
      name: 'Flat top',
      locationId: ids.Airport,
      categoryId: ids.Grill,
    });
    const fryer = await create({ name: 'Fryer 3', categoryId: ids.Fryer });
    for (let index = 0; index < 3; index += 1) await fileTicket(grill);
    await fileTicket(fryer);

    const all = await list(ctx.admin);
    expect(all.equipment.map((unit) => [unit.name, unit.repairsLast90Days])).toEqual([
      ['Flat top', 3],
      ['Fryer 2', 0],
      ['Fryer 3', 1],
    ]);
    const pastTheEnd = await list(ctx.admin, '?offset=3');
    expect(pastTheEnd.equipment).toEqual([]);
    expect(pastTheEnd.matching).toBe(3);
    expect(pastTheEnd.counts).toEqual(all.counts);
    expect(all.counts.repeatRepairs).toBe(1);
    expect((await list(ctx.admin, '?location=Downtown')).counts).toMatchObject({
      total: 2,
      repeatRepairs: 0,
    });
    expect((await list(ctx.admin, '?q=flat&offset=1')).counts).toMatchObject({
      total: 1,
      repeatRepairs: 1,
    });
    // Counted per status first: no unit left by the filters is zero everywhere, not missing.
    const none = await list(ctx.admin, '?q=no-such-unit');
    expect(none.matching).toBe(0);
    expect(none.counts).toEqual({
      total: 0,
      inService: 0,
      down: 0,
      retired: 0,
      underWarranty: 0,
      repeatRepairs: 0,
    });
  });

  it('judges the warranty on today in the business time zone', async () => {
    await create({ warrantyEndDate: '2026-01-05' });
    // 04:30 UTC on Jan 6 is still Jan 5 in New York: the warranty still holds.
    ctx.clock.set('2026-01-06T04:30:00.000Z');
    expect((await list(ctx.admin)).equipment[0]?.underWarranty).toBe(true);
    expect((await list(ctx.admin, '?warranty=active')).equipment).toHaveLength(1);
    ctx.clock.set(DEFAULT_NOW);
    expect((await list(ctx.admin)).equipment[0]?.underWarranty).toBe(false);
    expect((await list(ctx.admin, '?warranty=expired')).equipment).toHaveLength(1);
  });

  it('flags repeat repairs at 3 tickets in 90 days, not counting older ones', async () => {
    const unit = await create();
    const now = new Date(DEFAULT_NOW).getTime();
    await fileTicket(unit, { submittedAt: new Date(now - 91 * DAY) });
    await fileTicket(unit, { submittedAt: new Date(now - 80 * DAY) });
    await fileTicket(unit, { submittedAt: new Date(now - DAY) });
    let fetched = (
      await ctx.admin.request({ method: 'GET', url: `/api/equipment/${unit.id}` })
    ).json<Equipment>();
    expect(fetched).toMatchObject({ repairsLast90Days: 2, repeatRepairs: false });
    await fileTicket(unit);
    fetched = (
      await ctx.admin.request({ method: 'GET', url: `/api/equipment/${unit.id}` })
    ).json<Equipment>();
    expect(fetched).toMatchObject({ repairsLast90Days: 3, repeatRepairs: true });
  });

  it('keeps counting the 90 days before each request once its statements are planned once', async () => {
    // Decision 042 cut 47: the window's start is read through a subquery and the page's limit is
    // in the statement's text, so after five runs PostgreSQL keeps one generic plan of the page
    // and the counts; each run must still count from its own moment, and never planned work.
    const unit = await create();
    await create({ name: 'Walk-in', categoryId: ids.Freezer });
    const now = new Date(DEFAULT_NOW).getTime();
    const HOUR = DAY / 24;
    for (const ago of [90 * DAY - 2.5 * HOUR, 30 * DAY, DAY]) {
      await fileTicket(unit, { submittedAt: new Date(now - ago) });
    }
    await ctx.database.db.insert(tickets).values({
      title: 'Planned clean',
      description: 'Monthly',
      locationId: unit.locationId,
      categoryId: unit.categoryId,
      equipmentId: unit.id,
      submittedAt: new Date(now - DAY),
      preventive: true,
    });
    // Eight runs of each statement, the clock moving an hour each time: the oldest ticket leaves
    // the window after the third.
    for (let hour = 0; hour < 8; hour += 1) {
      ctx.clock.set(new Date(now + hour * HOUR).toISOString());
      const repairs = hour < 3 ? 3 : 2;
      const whole = await list(ctx.admin, '?limit=5');
      expect(whole.equipment.map((row) => [row.name, row.repairsLast90Days])).toEqual([
        ['Fryer 2', repairs],
        ['Walk-in', 0],
      ]);
      expect(whole.counts.repeatRepairs).toBe(hour < 3 ? 1 : 0);
      const store = await list(ctx.admin, '?location=downtown&category=fryer&limit=5');
      expect(store.equipment.map((row) => row.name)).toEqual(['Fryer 2']);
      expect(store.counts).toMatchObject({ total: 1, repeatRepairs: hour < 3 ? 1 : 0 });
      expect((await list(ctx.admin, '?repeat=true')).matching).toBe(hour < 3 ? 1 : 0);
    }
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['?status=broken', '?warranty=soon', '?repeat=yes', '?limit=0']) {
      const response = await ctx.admin.request({ method: 'GET', url: `/api/equipment${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('who sees which unit', () => {
  it('admins every unit, managers their store, technicians the units of their tickets', async () => {
    const downtown = await create();
    const airport = await create({ locationId: ids.Airport, name: 'Airport fryer' });
    const assigned = await create({ name: 'Fryer 9' });
    await fileTicket(assigned, { assignedTo: ctx.technician.user.id });
    await fileTicket(airport, { assignedTo: ctx.technician.user.id, title: 'Other store' });
    await fileTicket(downtown);

    expect((await list(ctx.admin)).equipment).toHaveLength(3);
    expect((await list(ctx.manager)).equipment.map((unit) => unit.name)).toEqual([
      'Fryer 2',
      'Fryer 9',
    ]);
    expect((await list(ctx.technician)).equipment.map((unit) => unit.name)).toEqual([
      'Airport fryer',
      'Fryer 9',
    ]);
    const get = (actor: Actor, id: string, suffix = '') =>
      actor.request({ method: 'GET', url: `/api/equipment/${id}${suffix}` });
    expect((await get(ctx.manager, airport.id)).statusCode).toBe(404);
    expect((await get(ctx.manager, downtown.id)).statusCode).toBe(200);
    expect((await get(ctx.technician, downtown.id)).statusCode).toBe(404);
    expect((await get(ctx.technician, downtown.id, '/history')).statusCode).toBe(404);
    expect((await get(ctx.technician, assigned.id)).statusCode).toBe(200);
    const otherManager = await ctx.newActor('manager', { location: 'Airport' });
    expect((await list(otherManager)).equipment.map((unit) => unit.id)).toEqual([airport.id]);
    const storeless = await ctx.newActor('manager');
    expect((await list(storeless)).equipment).toEqual([]);
    expect((await ctx.anonymous({ method: 'GET', url: '/api/equipment' })).statusCode).toBe(401);
    expect((await get(ctx.admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('GET /api/equipment/{id}/history', () => {
  it('lists the tickets the caller may see, newest first, with time logged', async () => {
    const unit = await create();
    const now = new Date(DEFAULT_NOW).getTime();
    const older = await fileTicket(unit, {
      submittedAt: new Date(now - 100 * DAY),
      title: 'Older',
      assignedTo: ctx.technician.user.id,
    });
    const newer = await fileTicket(unit, { submittedAt: new Date(now - DAY), title: 'Newer' });
    await ctx.database.db.insert(timeSessions).values([
      {
        userId: ctx.technician.user.id,
        ticketId: older,
        clockInTime: new Date(now - 100 * DAY),
        clockOutTime: new Date(now - 100 * DAY + 45 * 60_000),
        durationMinutes: 45,
      },
      {
        userId: ctx.technician.user.id,
        ticketId: newer,
        clockInTime: new Date(now - 30 * 60_000),
      },
    ]);
    const response = await ctx.admin.request({
      method: 'GET',
      url: `/api/equipment/${unit.id}/history`,
    });
    expect(response.statusCode).toBe(200);
    const history = response.json<EquipmentHistory>();
    expect(history.tickets.map((ticket) => [ticket.title, ticket.timeLogged])).toEqual([
      ['Newer', 30],
      ['Older', 45],
    ]);
    expect(history.tickets[1]?.assignedToName).toBe(ctx.technician.user.name);
    expect(history).toMatchObject({
      repairsLast90Days: 1,
      totalMinutesLogged: 75,
      equipment: { id: unit.id },
    });

    // The technician sees the unit through the ticket assigned to them, and only that ticket.
    const technicianView = (
      await ctx.technician.request({ method: 'GET', url: `/api/equipment/${unit.id}/history` })
    ).json<EquipmentHistory>();
    expect(technicianView.tickets.map((ticket) => ticket.title)).toEqual(['Older']);
    expect(technicianView.totalMinutesLogged).toBe(45);
  });

  it('pages newest first: every ticket once, the count and minutes over all of them on every page', async () => {
    const unit = await create();
    const now = new Date(DEFAULT_NOW).getTime();
    const titles = ['First', 'Second', 'Third', 'Fourth', 'Fifth'];
    const ids: string[] = [];
    for (const [index, title] of titles.entries()) {
      ids.push(await fileTicket(unit, { submittedAt: new Date(now - (10 - index) * DAY), title }));
    }
    await ctx.database.db.insert(timeSessions).values({
      userId: ctx.technician.user.id,
      ticketId: ids[0] ?? '',
      clockInTime: new Date(now - 10 * DAY),
      clockOutTime: new Date(now - 10 * DAY + 20 * 60_000),
      durationMinutes: 20,
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await ctx.admin.request({
        method: 'GET',
        url: `/api/equipment/${unit.id}/history?limit=2${query}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<EquipmentHistory>();
      expect(page.tickets.length).toBeLessThanOrEqual(2);
      expect(page).toMatchObject({ ticketCount: 5, totalMinutesLogged: 20 });
      seen.push(...page.tickets.map((ticket) => ticket.title));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(seen).toEqual(['Fifth', 'Fourth', 'Third', 'Second', 'First']);
    expect(pages).toBe(3);

    // Without a limit, a page holds up to 50.
    const whole = (
      await ctx.admin.request({ method: 'GET', url: `/api/equipment/${unit.id}/history` })
    ).json<EquipmentHistory>();
    expect(whole.tickets).toHaveLength(5);
    expect(whole.nextCursor).toBeNull();
  });

  it('refuses a cursor or a limit it did not answer, and changes nothing', async () => {
    const unit = await create();
    for (const query of ['cursor=yesterday', 'limit=0', 'limit=201', 'limit=ten']) {
      const response = await ctx.admin.request({
        method: 'GET',
        url: `/api/equipment/${unit.id}/history?${query}`,
      });
      expect(response.statusCode, query).toBe(400);
    }
    const badCursor = await ctx.admin.request({
      method: 'GET',
      url: `/api/equipment/${unit.id}/history?cursor=yesterday`,
    });
    expect(badCursor.json()).toMatchObject({
      error: 'The cursor is not valid; start again from the first page',
    });
    // A unit the caller cannot see is 404 whatever the cursor.
    const hidden = await ctx.technician.request({
      method: 'GET',
      url: `/api/equipment/${unit.id}/history?cursor=yesterday`,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('the register and a history fit their contract, and the precompiled serializer writes the same answers', async () => {
    // Decision 042: in production both answers are written by serializers compiled from the
    // contract; here (NODE_ENV test) they are checked against it. Same bytes either way, but for
    // the order of keys.
    const unit = await create({ notes: 'Door "gasket" \\ worn' });
    const ticket = await fileTicket(unit, { title: 'Leaks', assignedTo: ctx.technician.user.id });
    await ctx.database.db.insert(timeSessions).values({
      userId: ctx.technician.user.id,
      ticketId: ticket,
      clockInTime: new Date(new Date(DEFAULT_NOW).getTime() - 20 * 60_000),
    });
    for (const [url, schema] of [
      ['/api/equipment', EquipmentListSchema],
      [`/api/equipment/${unit.id}/history`, EquipmentHistorySchema],
    ] as const) {
      const response = await ctx.admin.request({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      const answer: unknown = JSON.parse(response.body);
      const precompiled = precompiledSerializer(schema)(answer);
      expect(JSON.parse(precompiled)).toEqual(answer);
      expect(precompiled.length).toBe(response.body.length);
    }
  });
});
