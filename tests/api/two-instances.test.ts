import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { ADMIN_PASSWORD, buildTestApp, signIn } from '#tests/helpers/build-test-app.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { multipartBody, PNG } from '#tests/helpers/photo-uploads.ts';
import { createTestDatabase } from '#tests/helpers/test-database.ts';
import { seedInitialData } from '#server/db/seed.ts';
import { certifications, notifications, users } from '#server/db/schema.ts';

// Two app instances on one database behave as one (decision 022, architecture §10): what one answers
// after a write, the other answers too, at once, even from its read cache.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

async function twoInstances(env: Record<string, string> = {}): Promise<[TestApp, TestApp]> {
  const database = await createTestDatabase();
  await seedInitialData(database.db, { adminUsername: 'admin', adminPassword: ADMIN_PASSWORD });
  // Each test app has a data dir of its own, as instances on two machines would.
  const first = await buildTestApp({ database, env });
  const secondHandle = await database.openAnother();
  const second = await buildTestApp({ database: secondHandle, env });
  cleanups.push(async () => {
    await second.close();
    await secondHandle.close();
    await first.close();
    await database.close();
  });
  return [first, second];
}

const newTicket = {
  title: 'Walk-in freezer alarm',
  description: 'Reads 28 F and climbing',
  location: 'Downtown',
  category: 'Freezer',
  priority: 'urgent',
};

describe('two instances on one database', () => {
  it('accept a session started on the other', async () => {
    const [first, second] = await twoInstances();
    const cookie = await signIn(first.app, 'admin', ADMIN_PASSWORD);
    const me = await second.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ username: string }>().username).toBe('admin');
    const logout = await second.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBeLessThan(300);
    const after = await first.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('answer a ticket list cached by one with a ticket created through the other, at once', async () => {
    const [first, second] = await twoInstances();
    const cookie = await signIn(first.app, 'admin', ADMIN_PASSWORD);
    const list = () =>
      second.app.inject({ method: 'GET', url: '/api/tickets', headers: { cookie } });
    // The second instance caches the (empty) list: the next load is served from memory.
    expect((await list()).json<Ticket[]>()).toHaveLength(0);
    const cached = await list();
    expect(cached.headers['x-read-cache']).toBe('hit');

    const created = await first.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: { cookie },
      payload: newTicket,
    });
    expect(created.statusCode).toBe(201);

    const afterWrite = await list();
    expect(afterWrite.headers['x-read-cache']).toBeUndefined();
    expect(afterWrite.json<Ticket[]>().map((ticket) => ticket.title)).toEqual([newTicket.title]);
  });

  it('answer dashboard numbers cached by one with a change made through the other', async () => {
    const [first, second] = await twoInstances();
    const cookie = await signIn(first.app, 'admin', ADMIN_PASSWORD);
    const stats = async () =>
      (
        await second.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie } })
      ).json<{ totalTickets: number }>();
    expect((await stats()).totalTickets).toBe(0);
    await first.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: { cookie },
      payload: newTicket,
    });
    expect((await stats()).totalTickets).toBe(1);
  });

  it('serve a photo uploaded through the other, with photos stored in the database', async () => {
    const [first, second] = await twoInstances({ PHOTO_STORAGE: 'database' });
    const cookie = await signIn(first.app, 'admin', ADMIN_PASSWORD);
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: { cookie },
      payload: newTicket,
    });
    const ticket = created.json<Ticket>();
    // A PNG larger than one stored chunk, so it is written and read back in pieces.
    const image = Buffer.concat([PNG, randomBytes(600 * 1024)]);
    const body = multipartBody([{ filename: 'a.png', contentType: 'image/png', data: image }]);
    const uploaded = await first.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/photos`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [photo] = uploaded.json<Ticket>().photos;

    const read = await second.app.inject({ method: 'GET', url: photo!.url, headers: { cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(image)).toBe(true);
    const listed = await second.app.inject({
      method: 'GET',
      url: `/api/tickets/${ticket.id}/photos`,
      headers: { cookie },
    });
    expect(listed.json()).toEqual([photo]);
  });
});

describe('scheduled notification checks on two instances', () => {
  it('tell each person once, however many instances run them', async () => {
    const [first, second] = await twoInstances();
    const db = first.database.db;
    const [technician] = await db
      .insert(users)
      .values({
        name: 'Casey Tech',
        username: `casey${randomBytes(3).toString('hex')}`,
        passwordHash: 'x',
        role: 'technician',
      })
      .returning({ id: users.id });
    await db.insert(certifications).values({
      userId: technician!.id,
      certificationName: 'EPA 608',
      certificationNumber: '1',
      expirationDate: '2026-01-20',
    });
    await Promise.all([first.app.scheduler.runAll(), second.app.scheduler.runAll()]);
    await Promise.all([second.app.scheduler.runAll(), first.app.scheduler.runAll()]);
    const rows = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, 'certification.expiring'));
    // The technician and the seeded admin, once each.
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(2);
  });
});
