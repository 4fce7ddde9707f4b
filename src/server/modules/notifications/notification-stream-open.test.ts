import type { PassThrough } from 'node:stream';

import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';

import type { SessionUser } from '#contract/schemas/auth.ts';
import { handDrivenBus } from '#tests/helpers/hand-driven-bus.ts';

import { NOTIFICATIONS_CREATED_EVENT } from './notification-events.ts';
import { createNotificationStream } from './notification-stream.ts';
import type { NotificationStreamRepository } from './notification-stream.repository.ts';

// The opening of a live stream, with the database replaced by promises the test settles: a
// notification stored while the stream reads its cursor must never be skipped.

const user = { id: 'user-1' } as SessionUser;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function setUp(latestSeq: Promise<number>) {
  const { bus, deliver } = handDrivenBus();
  const readAfter: number[] = [];
  const repository = {
    latestSeq: () => latestSeq,
    readAfter: (_userId: string, seq: number) => {
      readAfter.push(seq);
      return Promise.resolve([]);
    },
    unreadCount: () => Promise.resolve(0),
    ticketFacts: () => Promise.resolve(new Map()),
  } as unknown as NotificationStreamRepository;
  const errors: unknown[] = [];
  const log = {
    error: (entry: unknown) => errors.push(entry),
    warn: () => undefined,
  } as unknown as FastifyBaseLogger;
  const stream = createNotificationStream({
    repository,
    bus,
    sessions: { peekSession: () => Promise.resolve(user) },
    heartbeatMs: 60_000,
    log,
  });
  return { stream, deliver, readAfter, errors };
}

/** Lets the stream's queued work run (each step is a resolved promise). */
async function settle(): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
}

function written(body: PassThrough): string {
  const chunks: string[] = [];
  for (
    let chunk = body.read() as Buffer | null;
    chunk !== null;
    chunk = body.read() as Buffer | null
  )
    chunks.push(chunk.toString());
  return chunks.join('');
}

describe('opening a live stream', () => {
  it('sends nothing (so the client does not see it open) until its cursor is read', async () => {
    const latest = deferred<number>();
    const { stream, deliver, readAfter } = setUp(latest.promise);
    const body = stream.open(user, 'token-1');
    await settle();
    expect(written(body)).toBe('');

    latest.resolve(5);
    await settle();
    expect(written(body)).toContain(': connected');

    // A notification after the client saw the stream open is read from the cursor on.
    deliver({ type: NOTIFICATIONS_CREATED_EVENT, userIds: [user.id] }, { isOwn: true });
    await settle();
    expect(readAfter).toEqual([5]);
    body.resume();
    await stream.close();
  });

  it('ends the stream when its cursor cannot be read', async () => {
    const latest = deferred<number>();
    const { stream, errors } = setUp(latest.promise);
    const body = stream.open(user, 'token-1');
    const ended = new Promise<void>((resolve) => body.once('end', resolve));
    latest.reject(new Error('database away'));
    body.resume();
    await ended;
    expect(stream.connectionCount()).toBe(0);
    expect(errors).toHaveLength(1);
    await stream.close();
  });
});
