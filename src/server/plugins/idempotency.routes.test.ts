import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Comment } from '#contract/schemas/comment.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENCY_REPLAY_HEADER,
} from '#contract/schemas/offline-sync.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import type { TimeSession } from '#contract/schemas/time-session.ts';
import { idempotencyKeys } from '#server/db/schema.ts';
import { createDiskStorage } from '#server/integrations/photo-storage/disk-storage.ts';
import type { PhotoStorage } from '#server/integrations/photo-storage/photo-storage.ts';
import { assignTicket, createTicket } from '#tests/helpers/ai-fixtures.ts';
import { actorFor, createTestContext } from '#tests/helpers/build-test-app.ts';
import type { Actor, TestContext } from '#tests/helpers/build-test-app.ts';
import { TEST_PASSWORD } from '#tests/helpers/factories.ts';
import { multipartBody, photoRowCount, PNG, pngParts } from '#tests/helpers/photo-uploads.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 036 (decision 036 §4): a mutation sent again with the same Idempotency-Key is applied once,
// on both databases.

const { ctx } = fileTestContext();
let ticket: Ticket;
let otherTicket: Ticket;

beforeAll(async () => {
  ticket = await createTicket(ctx, ctx.manager, { title: 'Walk-in freezer alarm' });
  await assignTicket(ctx, ticket, ctx.technician);
  otherTicket = await createTicket(ctx, ctx.manager, { title: 'Dish machine leak' });
  await assignTicket(ctx, otherTicket, ctx.technician);
});

function newKey(): string {
  return randomUUID();
}

function withKey(key: string): Record<string, string> {
  return { [IDEMPOTENCY_KEY_HEADER]: key };
}

function comment(actor: Actor, body: string, key?: string, ticketId = ticket.id) {
  return actor.request({
    method: 'POST',
    url: `/api/tickets/${ticketId}/comments`,
    payload: { body },
    ...(key ? { headers: withKey(key) } : {}),
  });
}

async function commentsWith(body: string, ticketId = ticket.id): Promise<Comment[]> {
  const response = await ctx.admin.request({
    method: 'GET',
    url: `/api/tickets/${ticketId}/comments`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Comment[]>().filter((entry) => entry.body === body);
}

async function storedKeys(userId: string, key: string) {
  return ctx.database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

function isReplay(response: LightMyRequestResponse): boolean {
  return response.headers[IDEMPOTENCY_REPLAY_HEADER] === 'true';
}

// Decision 039 (before the tests below move the clock by days).
describe('Idempotency-Key binds its request (decision 039)', () => {
  it('refuses the same key with another body with 422: the second comment is not lost silently', async () => {
    const key = newKey();
    const first = await comment(ctx.technician, 'First note on the condenser', key);
    expect(first.statusCode, first.body).toBe(201);
    const second = await comment(ctx.technician, 'Second note on the condenser', key);
    expect(second.statusCode).toBe(422);
    expect(isReplay(second)).toBe(false);
    expect(second.json()).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      error: 'This Idempotency-Key was already used for a different request',
    });
    expect(await commentsWith('First note on the condenser')).toHaveLength(1);
    expect(await commentsWith('Second note on the condenser')).toHaveLength(0);
    // The first request's answer is still there for its own replay.
    const replay = await comment(ctx.technician, 'First note on the condenser', key);
    expect(replay.statusCode).toBe(201);
    expect(isReplay(replay)).toBe(true);
  });

  it('replays the same body however its JSON is spaced and ordered', async () => {
    const target = await createTicket(ctx, ctx.manager, { title: 'Ice machine noise' });
    const key = newKey();
    const send = (payload: string) =>
      ctx.admin.request({
        method: 'PATCH',
        url: `/api/tickets/${target.id}`,
        payload,
        headers: { ...withKey(key), 'content-type': 'application/json' },
      });
    const first = await send('{"status":"in-progress","priority":"urgent"}');
    expect(first.statusCode, first.body).toBe(200);
    const second = await send('{ "priority": "urgent",\n  "status": "in-progress" }');
    expect(second.statusCode, second.body).toBe(200);
    expect(isReplay(second)).toBe(true);
    const other = await send('{"status":"in-progress","priority":"low"}');
    expect(other.statusCode).toBe(422);
  });

  it('stores a hash of the request with the key, never its body', async () => {
    const key = newKey();
    expect((await comment(ctx.technician, 'Hashed, not kept', key)).statusCode).toBe(201);
    const [row] = await storedKeys(ctx.technician.user.id, key);
    expect(row?.requestHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.requestSignature).toBe(`POST /api/tickets/${ticket.id}/comments`);
  });

  it('still replays a key stored before requests were hashed (method and path only)', async () => {
    const key = newKey();
    await ctx.database.db.insert(idempotencyKeys).values({
      userId: ctx.technician.user.id,
      key,
      requestSignature: `POST /api/tickets/${ticket.id}/comments`,
      statusCode: 201,
      responseBody: '{"kept":true}',
      responseContentType: 'application/json; charset=utf-8',
      createdAt: ctx.clock.now(),
      completedAt: ctx.clock.now(),
    });
    const replay = await comment(ctx.technician, 'Sent before the upgrade', key);
    expect(replay.statusCode).toBe(201);
    expect(isReplay(replay)).toBe(true);
    expect(replay.json()).toEqual({ kept: true });
  });
});

describe('Idempotency-Key on an answer that holds a secret (decision 039)', () => {
  it('resets a password once and never keeps nor replays the temporary password', async () => {
    const target = await ctx.newActor('technician', { username: 'idem-reset' });
    const key = newKey();
    const reset = () =>
      ctx.admin.request({
        method: 'POST',
        url: `/api/users/${target.user.id}/reset-password`,
        headers: withKey(key),
      });
    const first = await reset();
    expect(first.statusCode, first.body).toBe(200);
    const { temporaryPassword } = first.json<{ temporaryPassword: string }>();
    expect(temporaryPassword.length).toBeGreaterThan(8);
    const [row] = await storedKeys(ctx.admin.user.id, key);
    expect(row?.statusCode).toBe(200);
    expect(row?.responseBody).toBeNull();
    expect(JSON.stringify(row)).not.toContain(temporaryPassword);

    const second = await reset();
    expect(second.statusCode).toBe(409);
    expect(isReplay(second)).toBe(false);
    expect(second.json()).toEqual({
      code: 'IDEMPOTENCY_ANSWER_NOT_KEPT',
      error:
        'This change was already made; its answer held a secret, which is not kept to be sent again',
    });
    expect(second.body).not.toContain(temporaryPassword);
    // It ran once: the first temporary password is still the one that signs in.
    const login = await ctx.anonymous({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'idem-reset', password: temporaryPassword },
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('keeps a refusal on such a route as any refusal', async () => {
    const key = newKey();
    const send = () =>
      ctx.manager.request({
        method: 'POST',
        url: `/api/users/${ctx.technician.user.id}/reset-password`,
        headers: withKey(key),
      });
    const first = await send();
    expect(first.statusCode).toBe(403);
    const second = await send();
    expect(second.statusCode).toBe(403);
    expect(isReplay(second)).toBe(true);
  });
});

describe('Idempotency-Key', () => {
  it('clocks in once when the same clock-in is sent twice, answering the first answer again', async () => {
    const technician = await ctx.newActor('technician', { username: 'idem-clock' });
    const key = newKey();
    const send = () =>
      technician.request({
        method: 'POST',
        url: '/api/time-clock/in',
        payload: { notes: 'Rooftop unit' },
        headers: withKey(key),
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(isReplay(first)).toBe(false);
    ctx.clock.advance(30_000);
    const second = await send();
    expect(second.statusCode, second.body).toBe(201);
    expect(isReplay(second)).toBe(true);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.json<TimeSession>()).toEqual(first.json<TimeSession>());
    const sessions = await technician.request({ method: 'GET', url: '/api/time-clock/sessions' });
    expect(sessions.json<TimeSession[]>()).toHaveLength(1);
  });

  it('stores one comment when the same comment is posted twice', async () => {
    const key = newKey();
    const first = await comment(ctx.technician, 'Replaced the door gasket', key);
    const second = await comment(ctx.technician, 'Replaced the door gasket', key);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(isReplay(second)).toBe(true);
    expect(second.json<Comment>()).toEqual(first.json<Comment>());
    expect(await commentsWith('Replaced the door gasket')).toHaveLength(1);
  });

  it('applies one of two requests sent at once with the same key', async () => {
    const key = newKey();
    const answers = await Promise.all([
      comment(ctx.technician, 'Compressor restarted', key),
      comment(ctx.technician, 'Compressor restarted', key),
    ]);
    const applied = answers.filter((answer) => answer.statusCode === 201 && !isReplay(answer));
    expect(applied).toHaveLength(1);
    for (const other of answers.filter((answer) => answer !== applied[0])) {
      if (other.statusCode === 409) {
        expect(other.json()).toEqual({
          code: 'IDEMPOTENCY_IN_PROGRESS',
          error: 'This change is still being applied; try again in a moment',
        });
      } else {
        expect(other.statusCode).toBe(201);
        expect(isReplay(other)).toBe(true);
      }
    }
    expect(await commentsWith('Compressor restarted')).toHaveLength(1);
    // Whatever the race, a later retry gets the answer.
    const retry = await comment(ctx.technician, 'Compressor restarted', key);
    expect(retry.statusCode).toBe(201);
    expect(isReplay(retry)).toBe(true);
  });

  it('refuses a key used again for another call with 422, changing nothing', async () => {
    const key = newKey();
    expect((await comment(ctx.technician, 'Checked the drain', key)).statusCode).toBe(201);
    const elsewhere = await comment(ctx.technician, 'Checked the drain', key, otherTicket.id);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      error: 'This Idempotency-Key was already used for a different request',
    });
    const status = await ctx.technician.request({
      method: 'PATCH',
      url: `/api/tickets/${otherTicket.id}`,
      payload: { status: 'in-progress' },
      headers: withKey(key),
    });
    expect(status.statusCode).toBe(422);
    expect(await commentsWith('Checked the drain', otherTicket.id)).toHaveLength(0);
    const unchanged = await ctx.admin.request({
      method: 'GET',
      url: `/api/tickets/${otherTicket.id}`,
    });
    expect(unchanged.json<Ticket>().status).toBe('open');
  });

  it('keeps the keys of different users apart', async () => {
    const key = newKey();
    const byTechnician = await comment(ctx.technician, 'Same id, two people', key);
    const byManager = await comment(ctx.manager, 'Same id, two people', key);
    expect(byTechnician.statusCode).toBe(201);
    expect(byManager.statusCode).toBe(201);
    expect(isReplay(byManager)).toBe(false);
    expect(byManager.json<Comment>().author?.id).toBe(ctx.manager.user.id);
    expect(await commentsWith('Same id, two people')).toHaveLength(2);
  });

  it('leaves requests without a key as they were', async () => {
    const first = await comment(ctx.technician, 'No key here');
    const second = await comment(ctx.technician, 'No key here');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.headers[IDEMPOTENCY_REPLAY_HEADER]).toBeUndefined();
    expect(second.headers[IDEMPOTENCY_REPLAY_HEADER]).toBeUndefined();
    expect(await commentsWith('No key here')).toHaveLength(2);
  });

  it('replays a refusal as the same refusal', async () => {
    await ctx.newActor('technician', { username: 'idem-outsider' });
    const key = newKey();
    const body = 'Ask @idem-outsider to look';
    const first = await comment(ctx.technician, body, key);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: '@idem-outsider cannot be notified on this ticket',
    });
    const second = await comment(ctx.technician, body, key);
    expect(second.statusCode).toBe(400);
    expect(isReplay(second)).toBe(true);
    expect(second.body).toBe(first.body);
    expect(await commentsWith(body)).toHaveLength(0);
  });

  it('replays a body the schema refused as the same 400', async () => {
    const key = newKey();
    const first = await comment(ctx.technician, '   ', key);
    expect(first.statusCode).toBe(400);
    const second = await comment(ctx.technician, '   ', key);
    expect(second.statusCode).toBe(400);
    expect(isReplay(second)).toBe(true);
    expect(second.body).toBe(first.body);
  });

  it('refuses a malformed key with 400 and applies nothing', async () => {
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101), 'bad/slash-key']) {
      const response = await comment(ctx.technician, 'Malformed key note', key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        error: "Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'",
      });
    }
    expect(await commentsWith('Malformed key note')).toHaveLength(0);
  });

  it('answers a signed-out request with a key 401 and keeps nothing', async () => {
    const key = newKey();
    const response = await ctx.anonymous({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/comments`,
      payload: { body: 'Signed out' },
      headers: withKey(key),
    });
    expect(response.statusCode).toBe(401);
    const [row] = await ctx.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(row).toBeUndefined();
  });

  it('answers 401 to a replay from a user deactivated since', async () => {
    const leaver = await ctx.newActor('technician', { username: 'idem-leaver' });
    const leaverTicket = await createTicket(ctx, ctx.manager, { title: 'Ice machine' });
    await assignTicket(ctx, leaverTicket, leaver);
    const key = newKey();
    const first = await comment(leaver, 'Descaled it', key, leaverTicket.id);
    expect(first.statusCode).toBe(201);
    const deactivated = await ctx.admin.request({
      method: 'PUT',
      url: `/api/users/${leaver.user.id}`,
      payload: { name: leaver.user.name, role: 'technician', status: 'inactive' },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const replay = await comment(leaver, 'Descaled it', key, leaverTicket.id);
    expect(replay.statusCode).toBe(401);
    expect(isReplay(replay)).toBe(false);
  });

  it('runs a request again whose first attempt never answered, once it is 2 minutes old', async () => {
    const key = newKey();
    // A crash between the claim and the answer leaves the key claimed without an answer.
    await ctx.database.db.insert(idempotencyKeys).values({
      userId: ctx.technician.user.id,
      key,
      requestSignature: `POST /api/tickets/${ticket.id}/comments`,
      createdAt: ctx.clock.now(),
    });
    const early = await comment(ctx.technician, 'After the crash', key);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ code: string }>().code).toBe('IDEMPOTENCY_IN_PROGRESS');
    ctx.clock.advance(2 * 60_000);
    const later = await comment(ctx.technician, 'After the crash', key);
    expect(later.statusCode, later.body).toBe(201);
    expect(isReplay(later)).toBe(false);
    const again = await comment(ctx.technician, 'After the crash', key);
    expect(isReplay(again)).toBe(true);
    expect(await commentsWith('After the crash')).toHaveLength(1);
  });

  it('stores one photo when the same upload is sent twice', async () => {
    const key = newKey();
    const upload = () => {
      const body = multipartBody(pngParts(PNG));
      return ctx.technician.request({
        method: 'POST',
        url: `/api/tickets/${ticket.id}/photos`,
        payload: body.payload,
        headers: { ...body.headers, ...withKey(key) },
      });
    };
    const before = await photoRowCount(ctx.database.db, ticket.id);
    const first = await upload();
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload();
    expect(second.statusCode).toBe(201);
    expect(isReplay(second)).toBe(true);
    expect(second.json<Ticket>().photos).toEqual(first.json<Ticket>().photos);
    expect(await photoRowCount(ctx.database.db, ticket.id)).toBe(before + 1);
  });

  it('prunes keys older than their lifetime', async () => {
    const key = newKey();
    expect((await comment(ctx.technician, 'Kept for a while', key)).statusCode).toBe(201);
    ctx.clock.advance((IDEMPOTENCY_KEY_TTL_HOURS - 1) * 60 * 60 * 1000);
    await ctx.app.scheduler.runAll();
    expect(await storedKeys(ctx.technician.user.id, key)).toHaveLength(1);
    ctx.clock.advance(2 * 60 * 60 * 1000);
    await ctx.app.scheduler.runAll();
    expect(await storedKeys(ctx.technician.user.id, key)).toHaveLength(0);
    // The key is free again: the same id on another call is no longer refused.
    const technician = await actorFor(ctx.app, ctx.technician.user, TEST_PASSWORD);
    const reused = await comment(technician, 'Kept for a while', key, otherTicket.id);
    expect(reused.statusCode).toBe(201);
  });
});

describe('Idempotency-Key and server errors', () => {
  let failing: TestContext;
  let dir: string;
  let failNextWrite = false;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fixflow-idem-'));
    const disk = createDiskStorage(dir);
    const storage: PhotoStorage = {
      ...disk,
      async write(key: string, source: Readable) {
        if (!failNextWrite) return disk.write(key, source);
        failNextWrite = false;
        // Read the upload to its end, as a backend would before failing on the last write.
        await source.toArray();
        throw new Error('storage backend exploded');
      },
    };
    failing = await createTestContext({ deps: { storage } });
  });
  afterAll(async () => {
    await failing.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('forgets a key whose request failed with 5xx, so the retry runs again', async () => {
    const target = await createTicket(failing, failing.manager, { title: 'Hood fan' });
    await assignTicket(failing, target, failing.technician);
    const key = newKey();
    const upload = () => {
      const body = multipartBody(pngParts(PNG));
      return failing.technician.request({
        method: 'POST',
        url: `/api/tickets/${target.id}/photos`,
        payload: body.payload,
        headers: { ...body.headers, ...withKey(key) },
      });
    };
    failNextWrite = true;
    const first = await upload();
    expect(first.statusCode).toBe(500);
    expect(await photoRowCount(failing.database.db, target.id)).toBe(0);
    const retry = await upload();
    expect(retry.statusCode, retry.body).toBe(201);
    expect(isReplay(retry)).toBe(false);
    expect(await photoRowCount(failing.database.db, target.id)).toBe(1);
  });
});
