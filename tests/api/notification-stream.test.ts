import type { AddressInfo } from 'node:net';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Notification } from '#contract/schemas/notification.ts';
import { STREAM_REPLACED_REASON } from '#contract/schemas/notification.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { notifications } from '#server/db/schema.ts';
import { seedInitialData } from '#server/db/seed.ts';
import { EVENTS_CHANNEL } from '#server/integrations/event-bus.ts';
import { SESSION_IDLE_MS } from '#server/modules/auth/auth.service.ts';
import { NOTIFICATIONS_CREATED_EVENT } from '#server/modules/notifications/notification-events.ts';
import {
  STREAMS_PER_SESSION,
  STREAMS_PER_USER,
} from '#server/modules/notifications/notification-stream.ts';
import {
  ADMIN_PASSWORD,
  buildTestApp,
  createTestContext,
  signIn,
} from '#tests/helpers/build-test-app.ts';
import type { TestContext } from '#tests/helpers/build-test-app.ts';
import { openEventStream } from '#tests/helpers/event-stream.ts';
import type { EventStreamClient } from '#tests/helpers/event-stream.ts';
import { createUser, TEST_PASSWORD } from '#tests/helpers/factories.ts';
import { createTestDatabase } from '#tests/helpers/test-database.ts';

// GET /api/notifications/stream (decision 032): a signed-in user's live updates.

// vi.waitFor gives up after 1 s by default; streams open and close slower with the whole suite beside
// them on two cores (a timeout, not a speed check).
const WAIT = { timeout: 10_000 };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
  // The next test on the shared app starts with no stream open.
  if (!shared) return;
  const { ctx } = await shared;
  await vi.waitFor(() => {
    expect(ctx.app.liveStreams.connectionCount()).toBe(0);
  }, WAIT);
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${String(port)}`;
}

async function context(heartbeatMs = 60_000): Promise<{ ctx: TestContext; origin: string }> {
  const ctx = await createTestContext({ deps: { streamHeartbeatMs: heartbeatMs } });
  cleanups.push(() => ctx.close());
  return { ctx, origin: await listen(ctx.app) };
}

// The tests that need no heartbeat of their own share one app (a context is 3-4 s of set-up on the
// embedded database); each signs in people of its own, so one test's notifications, tickets and
// streams never count in another's, and each starts with no stream open.
let shared: Promise<{ ctx: TestContext; origin: string }> | undefined;
function sharedContext(): Promise<{ ctx: TestContext; origin: string }> {
  shared ??= (async () => {
    const ctx = await createTestContext();
    return { ctx, origin: await listen(ctx.app) };
  })();
  return shared;
}
afterAll(async () => {
  if (shared) await (await shared).ctx.close();
});

/** A Downtown manager and a technician of this test's own, signed in on the shared app. */
async function people(ctx: TestContext) {
  return {
    manager: await ctx.newActor('manager', { location: 'Downtown' }),
    technician: await ctx.newActor('technician'),
  };
}

async function stream(
  origin: string,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  const client = await openEventStream(`${origin}/api/notifications/stream`, {
    cookie,
    ...headers,
  });
  cleanups.push(async () => {
    client.close();
    await client.ended;
  });
  return client;
}

/** Stores a notification and announces it on the bus in one transaction, as notify-core does. */
async function notify(database: DatabaseHandle, userId: string, text: string): Promise<number> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notifications)
      .values({ userId, kind: 'ticket.created', text, link: '/tickets' })
      .returning({ seq: notifications.seq });
    const envelope = {
      origin: 'notify-core-stand-in',
      event: { type: NOTIFICATIONS_CREATED_EVENT, userIds: [userId] },
    };
    await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(envelope)})`);
    if (!row) throw new Error('no notification stored');
    return row.seq;
  });
}

const newTicket = {
  title: 'Walk-in freezer alarm',
  description: 'Reads 28 F and climbing',
  location: 'Downtown',
  category: 'Freezer',
  priority: 'urgent',
};

interface NotificationData {
  notification: Notification;
  unreadCount: number;
}

describe('the live stream', () => {
  // Set-up in a hook (its own timeout), not in the first test.
  beforeAll(async () => {
    await sharedContext();
  });

  it('refuses a signed-out caller and a malformed Last-Event-ID', async () => {
    const { ctx } = await sharedContext();
    const anonymous = await ctx.anonymous({ method: 'GET', url: '/api/notifications/stream' });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await ctx.manager.request({
      method: 'GET',
      url: '/api/notifications/stream',
      headers: { 'last-event-id': 'abc' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: string }>().error).toContain('Last-Event-ID');
  });

  it('answers as an event stream that proxies pass on unbuffered, with a retry hint', async () => {
    const { ctx, origin } = await sharedContext();
    const { manager } = await people(ctx);
    const client = await stream(origin, manager.cookie);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toContain('text/event-stream');
    expect(client.headers.get('cache-control')).toBe('no-cache');
    expect(client.headers.get('x-accel-buffering')).toBe('no');
    expect(client.headers.get('content-encoding')).toBeNull();
    // The first event is only sent once the stream is registered, so the hint came before it.
    const seq = await notify(ctx.database, manager.user.id, 'Dana created #1');
    const event = await client.next('notification');
    expect(client.retry).toBeGreaterThan(0);
    expect(event.id).toBe(String(seq));
    const data = event.data as NotificationData;
    expect(data.notification.text).toBe('Dana created #1');
    expect(data.notification).not.toHaveProperty('seq');
    expect(data.unreadCount).toBe(1);
  });

  it('tells only the user the notification is for', async () => {
    const { ctx, origin } = await sharedContext();
    const actors = await people(ctx);
    const manager = await stream(origin, actors.manager.cookie);
    const technician = await stream(origin, actors.technician.cookie);
    await notify(ctx.database, actors.manager.user.id, 'for the manager');
    await notify(ctx.database, actors.technician.user.id, 'for the technician');
    expect(
      ((await technician.next('notification')).data as NotificationData).notification.text,
    ).toBe('for the technician');
    expect(((await manager.next('notification')).data as NotificationData).notification.text).toBe(
      'for the manager',
    );
    // Events reach connections in commit order: by now the technician saw the manager's, if any.
    expect(technician.received.filter((event) => event.event === 'notification')).toHaveLength(1);
  });

  it('replays the notifications stored after Last-Event-ID on reconnect', async () => {
    const { ctx, origin } = await sharedContext();
    const { manager } = await people(ctx);
    const userId = manager.user.id;
    const first = await notify(ctx.database, userId, 'first');
    const second = await notify(ctx.database, userId, 'second');
    const third = await notify(ctx.database, userId, 'third');
    const client = await stream(origin, manager.cookie, { 'last-event-id': String(first) });
    const replayed = [await client.next('notification'), await client.next('notification')];
    expect(replayed.map((event) => event.id)).toEqual([String(second), String(third)]);
    expect(replayed.map((event) => (event.data as NotificationData).unreadCount)).toEqual([3, 3]);
    // And it goes on live from there.
    const fourth = await notify(ctx.database, userId, 'fourth');
    expect((await client.next('notification')).id).toBe(String(fourth));
  });

  it('tells a technician of changes to their tickets only, and a manager of their store', async () => {
    const { ctx, origin } = await sharedContext();
    const actors = await people(ctx);
    const technician = await stream(origin, actors.technician.cookie);
    const manager = await stream(origin, actors.manager.cookie);
    const create = async () =>
      (
        await ctx.admin.request({ method: 'POST', url: '/api/tickets', payload: newTicket })
      ).json<Ticket>();
    const notTheirs = await create();
    const theirs = await create();
    const assigned = await ctx.admin.request({
      method: 'PATCH',
      url: `/api/tickets/${theirs.id}`,
      payload: { assignedTo: actors.technician.user.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    expect((await manager.next('ticket')).data).toEqual({ ticketId: notTheirs.id });
    expect((await manager.next('ticket')).data).toEqual({ ticketId: theirs.id });
    expect((await technician.next('ticket')).data).toEqual({ ticketId: theirs.id });
    // The technician never learns the id of the ticket they may not see.
    expect(JSON.stringify(technician.received)).not.toContain(notTheirs.id);
  });

  it('ends on sign-out at once, not at the next heartbeat; other sessions stay open', async () => {
    // An hour between heartbeats: only the sign-out itself can end the stream in this test.
    const { ctx, origin } = await context(3_600_000);
    const signedOut = await stream(origin, ctx.manager.cookie);
    const otherUser = await stream(origin, ctx.technician.cookie);
    const logout = await ctx.manager.request({ method: 'POST', url: '/api/logout' });
    expect(logout.statusCode).toBeLessThan(300);
    await signedOut.ended;
    expect(signedOut.comments).not.toContain('heartbeat');
    expect(ctx.app.liveStreams.connectionCount()).toBe(1);
    otherUser.close();
  });

  it('ends when the session idles out, at the next heartbeat', async () => {
    const { ctx, origin } = await context(25);
    const idle = await stream(origin, ctx.technician.cookie);
    ctx.clock.advance(SESSION_IDLE_MS + 1000);
    await idle.ended;
  });

  // Decision 039: 300 open streams of one session were all held.
  it('holds 5 streams per session: a sixth closes the oldest, which is told it was replaced', async () => {
    const { ctx, origin } = await sharedContext();
    const actors = await people(ctx);
    const clients: EventStreamClient[] = [];
    for (let index = 0; index < STREAMS_PER_SESSION; index += 1) {
      clients.push(await stream(origin, actors.manager.cookie));
    }
    const other = await stream(origin, actors.technician.cookie);
    await vi.waitFor(() => {
      expect(ctx.app.liveStreams.connectionCount()).toBe(STREAMS_PER_SESSION + 1);
    }, WAIT);
    const newest = await stream(origin, actors.manager.cookie);
    const [oldest] = clients;
    await oldest?.ended;
    expect(oldest?.received.at(-1)).toEqual({
      event: 'replaced',
      id: undefined,
      data: { reason: STREAM_REPLACED_REASON },
    });
    expect(ctx.app.liveStreams.connectionCount()).toBe(STREAMS_PER_SESSION + 1);
    // The others, the newest and another user's stream stay live.
    await notify(ctx.database, actors.manager.user.id, 'still live');
    for (const client of [...clients.slice(1), newest]) {
      expect(((await client.next('notification')).data as NotificationData).notification.text).toBe(
        'still live',
      );
    }
    expect(other.received.map((event) => event.event)).not.toContain('replaced');
  });

  it('holds 20 streams per user across sessions: the oldest of any session closes', async () => {
    const { ctx, origin } = await sharedContext();
    const { manager } = await people(ctx);
    const username = manager.user.username;
    const sessions = [manager.cookie];
    for (let index = 1; index < 5; index += 1) {
      sessions.push(await signIn(ctx.app, username, TEST_PASSWORD));
    }
    const clients: EventStreamClient[] = [];
    // Four per session (under the session cap), five sessions: the user's 17th to 20th fit...
    for (const cookie of sessions) {
      for (let index = 0; index < 4; index += 1) clients.push(await stream(origin, cookie));
    }
    await vi.waitFor(() => {
      expect(ctx.app.liveStreams.connectionCount()).toBe(STREAMS_PER_USER);
    }, WAIT);
    // ...and the 21st, from the last session, closes the user's oldest, in the first session.
    const newest = await stream(origin, sessions[4] ?? '');
    await clients[0]?.ended;
    expect(clients[0]?.received.at(-1)?.event).toBe('replaced');
    expect(ctx.app.liveStreams.connectionCount()).toBe(STREAMS_PER_USER);
    await notify(ctx.database, manager.user.id, 'still live');
    expect((await newest.next('notification')).id).toBeDefined();
    expect((await clients[1]!.next('notification')).id).toBeDefined();
  });

  it('releases a connection when the client goes away, and ends every stream on close', async () => {
    const { ctx, origin } = await context();
    const count = () => ctx.app.liveStreams.connectionCount();
    const leaving = await stream(origin, ctx.manager.cookie);
    const staying = await stream(origin, ctx.technician.cookie);
    await vi.waitFor(() => {
      expect(count()).toBe(2);
    }, WAIT);
    leaving.close();
    await vi.waitFor(() => {
      expect(count()).toBe(1);
    }, WAIT);
    await ctx.app.close();
    await staying.ended;
    expect(count()).toBe(0);
  });
});

describe('two instances on one database', () => {
  it('deliver a change made through one to a stream open on the other', async () => {
    const database = await createTestDatabase();
    await seedInitialData(database.db, { adminUsername: 'admin', adminPassword: ADMIN_PASSWORD });
    const first = await buildTestApp({ database });
    const secondHandle = await database.openAnother();
    const second = await buildTestApp({ database: secondHandle });
    cleanups.push(async () => {
      await second.close();
      await secondHandle.close();
      await first.close();
      await database.close();
    });
    const manager = await createUser(database.db, { role: 'manager', location: 'Downtown' });
    const secondOrigin = await listen(second.app);
    const client = await stream(
      secondOrigin,
      await signIn(second.app, manager.username, TEST_PASSWORD),
    );

    const adminCookie = await signIn(first.app, 'admin', ADMIN_PASSWORD);
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: { cookie: adminCookie },
      payload: newTicket,
    });
    expect(created.statusCode).toBe(201);
    const ticketId = created.json<Ticket>().id;
    expect((await client.next('ticket')).data).toEqual({ ticketId });
    // An urgent ticket at their store: the manager is told, through the other instance too.
    const told = (await client.next('notification')).data as NotificationData;
    expect(told.notification).toMatchObject({ kind: 'ticket.created', ticketId });

    const seq = await notify(first.database, manager.id, 'from the first instance');
    expect((await client.next('notification')).id).toBe(String(seq));
  });
});
