import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type {
  Notification,
  NotificationList,
  NotificationSettings,
} from '#contract/schemas/notification.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { certifications, notifications, timeSessions, users } from '#server/db/schema.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { postTicket, TOMORROW_5PM, TOMORROW_9AM } from '#tests/helpers/ticket-requests.ts';
import { insertClockTicket } from '#tests/helpers/time-clock-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 032, product rules §10: who is told what, and the caller's list, read state and settings.

const { ctx } = fileTestContext({ deps: { schedulerMs: false } });
/** Another Downtown manager (not the submitter). */
let storeManager: Actor;
/** A manager of another store. */
let otherManager: Actor;
let secondTechnician: Actor;

beforeAll(async () => {
  storeManager = await ctx.newActor('manager', { location: 'Downtown' });
  otherManager = await ctx.newActor('manager', { location: 'Airport' });
  secondTechnician = await ctx.newActor('technician');
});

async function inbox(actor: Actor, query = ''): Promise<NotificationList> {
  const response = await actor.request({ method: 'GET', url: `/api/notifications${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationList>();
}

/** What the actor was told about one ticket, oldest first. */
async function toldAbout(actor: Actor, ticket: Ticket): Promise<Notification[]> {
  const list = await inbox(actor, '?limit=100');
  return list.items.filter((item) => item.ticketId === ticket.id).reverse();
}

function newTicket(actor: Actor = ctx.manager, overrides: Record<string, unknown> = {}) {
  return postTicket(ctx, actor, {
    title: `Walk-in freezer not cooling ${randomUUID().slice(0, 4)}`,
    description: 'Reads 45 F',
    location: 'Downtown',
    category: 'Freezer',
    priority: 'medium',
    ...overrides,
  });
}

async function patch(actor: Actor, ticket: Ticket, payload: Record<string, unknown>) {
  const response = await actor.request({
    method: 'PATCH',
    url: `/api/tickets/${ticket.id}`,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('who is told of a new ticket', () => {
  it('tells admins, not the submitter nor managers, of a ticket that is not urgent', async () => {
    const ticket = await newTicket();
    const [told] = await toldAbout(ctx.admin, ticket);
    expect(told).toMatchObject({
      kind: 'ticket.created',
      link: `/tickets/${ticket.id}`,
      ticketNumber: ticket.ticketNumber,
      actorId: ctx.manager.user.id,
      readAt: null,
    });
    expect(told?.text).toBe(
      `${ctx.manager.user.name} created #${String(ticket.ticketNumber)} ${ticket.title}`,
    );
    expect(await toldAbout(ctx.manager, ticket)).toEqual([]);
    expect(await toldAbout(storeManager, ticket)).toEqual([]);
  });

  it("tells the store's active managers of an urgent one, not another store's, nor technicians", async () => {
    const inactive = await ctx.newActor('manager', { location: 'Downtown' });
    await ctx.database.db
      .update(users)
      .set({ status: 'inactive' })
      .where(eq(users.id, inactive.user.id));
    const ticket = await newTicket(ctx.manager, { priority: 'urgent' });
    const told = await toldAbout(storeManager, ticket);
    expect(told.map((item) => item.kind)).toEqual(['ticket.created']);
    expect(told[0]?.text).toMatch(/\(Urgent\)$/);
    expect((await toldAbout(ctx.admin, ticket)).map((item) => item.kind)).toEqual([
      'ticket.created',
    ]);
    expect(await toldAbout(otherManager, ticket)).toEqual([]);
    expect(await toldAbout(ctx.manager, ticket)).toEqual([]);
    expect(await toldAbout(ctx.technician, ticket)).toEqual([]);
  });
});

describe('who is told of assignment, schedule and status', () => {
  it('tells the new technician, and the previous one that it was taken off them', async () => {
    const ticket = await newTicket();
    await patch(ctx.admin, ticket, { assignedTo: ctx.technician.user.id });
    const number = `#${String(ticket.ticketNumber)}`;
    expect(await toldAbout(ctx.technician, ticket)).toMatchObject([
      { kind: 'ticket.assigned', text: `${ctx.admin.user.name} assigned ${number} to you` },
    ]);
    await patch(ctx.admin, ticket, { assignedTo: secondTechnician.user.id });
    expect((await toldAbout(secondTechnician, ticket)).map((item) => item.kind)).toEqual([
      'ticket.assigned',
    ]);
    const told = await toldAbout(ctx.technician, ticket);
    expect(told.map((item) => item.kind)).toEqual(['ticket.assigned', 'ticket.unassigned']);
    expect(told[1]?.text).toBe(`${ctx.admin.user.name} took ${number} ${ticket.title} off you`);
    // Nobody is told of their own action.
    expect(
      (await toldAbout(ctx.admin, ticket)).filter((item) => item.kind !== 'ticket.created'),
    ).toEqual([]);
  });

  it('tells the assigned technician of a schedule change and of a cleared schedule', async () => {
    const ticket = await newTicket();
    await patch(ctx.admin, ticket, { assignedTo: ctx.technician.user.id });
    for (const payload of [
      { scheduledStart: TOMORROW_9AM, scheduledEnd: TOMORROW_5PM },
      { scheduledStart: null, scheduledEnd: null },
    ]) {
      const response = await ctx.admin.request({
        method: 'PATCH',
        url: `/api/tickets/${ticket.id}/schedule`,
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const told = await toldAbout(ctx.technician, ticket);
    expect(told.map((item) => item.kind)).toEqual([
      'ticket.assigned',
      'ticket.scheduled',
      'ticket.scheduled',
    ]);
    expect(told[1]?.text).toContain(`scheduled #${String(ticket.ticketNumber)} for Jan 7, 2026`);
    expect(told[2]?.text).toContain('cleared the schedule');
    expect(await toldAbout(secondTechnician, ticket)).toEqual([]);
  });

  it('tells the submitter and the store managers of status changes, completion and reopening', async () => {
    const ticket = await newTicket();
    await patch(ctx.admin, ticket, { assignedTo: ctx.technician.user.id });
    await patch(ctx.technician, ticket, { status: 'in-progress' });
    const complete = await ctx.technician.request({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/complete`,
      payload: { completionNotes: 'Replaced the fan' },
    });
    expect(complete.statusCode, complete.body).toBe(200);
    const reopen = await ctx.admin.request({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/reopen`,
      payload: { reason: 'Still warm' },
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    const number = `#${String(ticket.ticketNumber)}`;
    for (const manager of [ctx.manager, storeManager]) {
      expect((await toldAbout(manager, ticket)).map(({ kind, text }) => ({ kind, text }))).toEqual([
        { kind: 'ticket.status_changed', text: `${number} ${ticket.title} is now In Progress` },
        {
          kind: 'ticket.completed',
          text: `${ctx.technician.user.name} completed ${number} ${ticket.title}`,
        },
        {
          kind: 'ticket.status_changed',
          text: `${ctx.admin.user.name} reopened ${number} ${ticket.title}: Still warm`,
        },
      ]);
    }
    expect(await toldAbout(otherManager, ticket)).toEqual([]);
    // The technician made the status change and the completion: not told of their own actions.
    expect((await toldAbout(ctx.technician, ticket)).map((item) => item.kind)).toEqual([
      'ticket.assigned',
    ]);
  });
});

describe('technician applications', () => {
  it('tell the active admins, with a link to the technicians page', async () => {
    const response = await ctx.anonymous({
      method: 'POST',
      url: '/api/technician-signups',
      payload: {
        name: 'Jordan Applicant',
        email: `jordan${randomUUID().slice(0, 6)}@example.com`,
        phone: '(201) 555-2000',
        certifications: ['HVAC'],
      },
      remoteAddress: '10.9.0.1',
    });
    expect(response.statusCode, response.body).toBe(201);
    const list = await inbox(ctx.admin, '?limit=100');
    expect(list.items.find((item) => item.kind === 'signup.received')).toMatchObject({
      text: 'New technician application from Jordan Applicant',
      link: '/technicians',
      ticketId: null,
    });
    expect((await inbox(ctx.manager, '?limit=100')).items.map((item) => item.kind)).not.toContain(
      'signup.received',
    );
  });
});

describe('GET /api/notifications and POST /api/notifications/read', () => {
  it('pages newest first, filters unread, counts unread, and marks read only the caller’s', async () => {
    const reader = await ctx.newActor('admin');
    for (let index = 0; index < 5; index += 1) await newTicket();
    const first = await inbox(reader, '?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.unreadCount).toBe(5);
    expect(first.nextCursor).not.toBeNull();
    const second = await inbox(reader, `?limit=2&cursor=${String(first.nextCursor)}`);
    const third = await inbox(reader, `?limit=2&cursor=${String(second.nextCursor)}`);
    expect(third.items).toHaveLength(1);
    expect(third.nextCursor).toBeNull();
    const all = [...first.items, ...second.items, ...third.items];
    expect(new Set(all.map((item) => item.id)).size).toBe(5);
    const numbers = all.map((item) => item.ticketNumber ?? 0);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

    // Someone else's id is ignored, silently.
    const othersId = (await inbox(ctx.admin)).items[0]!.id;
    const read = await reader.request({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: [all[0]!.id, all[1]!.id, othersId] },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ updated: 2, unreadCount: 3 });
    expect((await inbox(ctx.admin)).items[0]).toMatchObject({ id: othersId, readAt: null });
    const unread = await inbox(reader, '?unread=true');
    expect(unread.items.map((item) => item.id)).toEqual(all.slice(2).map((item) => item.id));

    const readAll = await reader.request({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { all: true },
    });
    expect(readAll.json()).toEqual({ updated: 3, unreadCount: 0 });
    expect((await inbox(reader, '?unread=true')).items).toEqual([]);
    expect((await inbox(ctx.admin)).unreadCount).toBeGreaterThan(0);
  });

  it('refuses a malformed cursor, limit or read body with 400', async () => {
    for (const query of ['?cursor=abc', '?limit=0', '?limit=101', '?unread=yes']) {
      const response = await ctx.admin.request({
        method: 'GET',
        url: `/api/notifications${query}`,
      });
      expect(response.statusCode, query).toBe(400);
    }
    for (const payload of [
      {},
      { ids: [] },
      { ids: ['not-an-id'] },
      { all: false },
      { all: true, ids: [] },
    ]) {
      const response = await ctx.admin.request({
        method: 'POST',
        url: '/api/notifications/read',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('/api/me/notification-settings', () => {
  it('answers the defaults, merges partial changes and strips unknown kinds', async () => {
    const user = await ctx.newActor('technician', { email: 'tech@example.com' });
    const get = () => user.request({ method: 'GET', url: '/api/me/notification-settings' });
    const initial = (await get()).json<NotificationSettings>();
    expect(initial).toMatchObject({ dailyDigest: false, emailAvailable: false, hasEmail: true });
    expect(Object.values(initial.email).every(Boolean)).toBe(true);

    const put = (payload: unknown) =>
      user.request({
        method: 'PUT',
        url: '/api/me/notification-settings',
        payload: payload as object,
      });
    const changed = await put({ email: { 'ticket.commented': false } });
    expect(changed.statusCode, changed.body).toBe(200);
    const second = await put({ dailyDigest: true });
    expect(second.json<NotificationSettings>()).toMatchObject({
      dailyDigest: true,
      email: { 'ticket.commented': false, 'ticket.assigned': true },
    });
    expect((await get()).json()).toEqual(second.json());

    for (const payload of [{ dailyDigest: 'yes' }, { email: { 'ticket.commented': 'no' } }]) {
      expect((await put(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    // DESIGN.md §5: unknown and read-only fields are stripped, not refused (decision 039).
    for (const payload of [
      { email: { 'ticket.unknown': false } },
      { other: 1 },
      { emailAvailable: true, hasEmail: false },
    ]) {
      const stripped = await put(payload);
      expect(stripped.statusCode, JSON.stringify(payload)).toBe(200);
      expect(stripped.json()).toEqual(second.json());
    }
    expect((await get()).json()).toEqual(second.json());
  });

  it('takes back whole what GET answered, read-only fields included (decision 039)', async () => {
    const user = await ctx.newActor('manager', { email: 'round-trip@example.com' });
    const answered = await user.request({ method: 'GET', url: '/api/me/notification-settings' });
    const settings = answered.json<NotificationSettings>();
    const sent = { ...settings, email: { ...settings.email, 'ticket.created': false } };
    const response = await user.request({
      method: 'PUT',
      url: '/api/me/notification-settings',
      payload: sent,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(sent);
  });

  it('says when the user has no e-mail address', async () => {
    const response = await ctx.manager.request({
      method: 'GET',
      url: '/api/me/notification-settings',
    });
    expect(response.json<NotificationSettings>().hasEmail).toBe(false);
  });
});

describe('scheduled checks', () => {
  it('tell the technician and admins of a certification expiring within 30 days, once', async () => {
    const holder = await ctx.newActor('technician');
    const db = ctx.database.db;
    await db.insert(certifications).values([
      {
        userId: holder.user.id,
        certificationName: 'EPA 608',
        certificationNumber: '1',
        expirationDate: '2026-01-20',
      },
      {
        userId: holder.user.id,
        certificationName: 'ServSafe',
        certificationNumber: '2',
        expirationDate: '2026-03-20',
      },
      {
        userId: holder.user.id,
        certificationName: 'Old',
        certificationNumber: '3',
        expirationDate: '2025-12-01',
      },
    ]);
    await ctx.app.scheduler.runAll();
    await ctx.app.scheduler.runAll();
    const told = (await inbox(holder)).items;
    expect(told.map(({ kind, text, link }) => ({ kind, text, link }))).toEqual([
      {
        kind: 'certification.expiring',
        text: 'Your certification EPA 608 expires on Jan 20, 2026',
        link: '/dashboard',
      },
    ]);
    const adminTold = (await inbox(ctx.admin, '?limit=100')).items.filter(
      (item) => item.kind === 'certification.expiring' && item.text.startsWith(holder.user.name),
    );
    expect(adminTold.map((item) => item.text)).toEqual([
      `${holder.user.name}'s certification EPA 608 expires on Jan 20, 2026`,
    ]);
  });

  it('tell the technician and admins of a session open past 16 hours, once', async () => {
    const worker = await ctx.newActor('technician');
    const ticket = await insertClockTicket(ctx, {
      assignedTo: worker.user.id,
      status: 'in-progress',
    });
    const now = ctx.clock.now().getTime();
    await ctx.database.db.insert(timeSessions).values({
      userId: worker.user.id,
      ticketId: ticket.id,
      clockInTime: new Date(now - 15 * 60 * 60_000),
    });
    await ctx.app.scheduler.runAll();
    expect((await inbox(worker)).items).toEqual([]);
    ctx.clock.advance(2 * 60 * 60_000);
    await ctx.app.scheduler.runAll();
    await ctx.app.scheduler.runDue();
    await ctx.app.scheduler.runAll();
    expect(
      (await inbox(worker)).items.map(({ kind, text, link }) => ({ kind, text, link })),
    ).toEqual([
      {
        kind: 'time.session_open',
        text: `Your time session on #${String(ticket.ticketNumber)} has been open for more than 16 hours`,
        link: '/clock',
      },
    ]);
    const rows = await ctx.database.db.select().from(notifications);
    expect(
      rows.filter(
        (row) =>
          row.kind === 'time.session_open' &&
          row.userId === ctx.admin.user.id &&
          row.text.startsWith(worker.user.name),
      ),
    ).toHaveLength(1);
  });
});
