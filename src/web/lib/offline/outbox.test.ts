import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '#tests/web/render-with-providers.tsx';

import { CURRENT_USER_KEY } from '../current-user.ts';
import { refusedText, signOutWarningText, syncStatusText } from './outbox-banner-text.ts';
import { replayOutbox } from './outbox-replay.ts';
import { memoryOutboxStorage, readOutbox, retryRefused, setOutboxStorage } from './outbox-store.ts';
import type { OutboxEntry } from './outbox-store.ts';
import { sendOrQueue } from './send-or-queue.ts';

const USER = { id: 'user-1', username: 'tech', role: 'technician', name: 'Tom Tech' };

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
}

interface Call {
  path: string;
  key: string | undefined;
  body: unknown;
}

/** A fetch answering from a list of statuses (a TypeError for 'network'), recording each call. */
function stubServer(answers: (number | 'network')[]) {
  const calls: Call[] = [];
  const fetchMock = vi.fn((path: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({
      path,
      key: headers['idempotency-key'],
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    const answer = answers.shift() ?? 200;
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      answer >= 400
        ? jsonResponse(answer, { error: `Refused ${String(answer)}`, code: 'FORBIDDEN' })
        : jsonResponse(answer, {}),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

async function queueOffline(count: number): Promise<OutboxEntry[]> {
  goOffline(true);
  const entries: OutboxEntry[] = [];
  for (let index = 0; index < count; index++) {
    const result = await sendOrQueue({
      kind: 'comment',
      method: 'POST',
      path: `/api/tickets/t1/comments#${String(index)}`,
      body: { body: `comment ${String(index)}` },
      ticketId: 't1',
      label: `Comment ${String(index)}`,
    });
    if (!result.queued) throw new Error('expected the action to be queued');
    entries.push(result.entry);
  }
  goOffline(false);
  return entries;
}

/** A comment on ticket t1 through sendOrQueue. */
function sendComment(body: string) {
  return sendOrQueue({
    kind: 'comment',
    method: 'POST',
    path: '/api/tickets/t1/comments',
    body: { body },
    label: 'Comment',
  });
}

beforeEach(() => {
  setOutboxStorage(memoryOutboxStorage());
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(USER));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('sendOrQueue', () => {
  it('sends at once when online, with an Idempotency-Key', async () => {
    const calls = stubServer([201]);
    goOffline(false);
    const result = await sendComment('hi');
    expect(result.queued).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readOutbox(USER.id)).toEqual([]);
  });

  it('queues without a network, and a punch keeps its tap time', async () => {
    const calls = stubServer([]);
    goOffline(true);
    const tap = new Date('2026-11-26T10:42:00.000Z');
    const result = await sendOrQueue(
      { kind: 'clock-in', method: 'POST', path: '/api/time-clock/in', body: {}, label: 'Clock in' },
      tap,
    );
    expect(calls).toHaveLength(0);
    expect(result.queued).toBe(true);
    const [entry] = await readOutbox(USER.id);
    expect(entry).toMatchObject({
      kind: 'clock-in',
      status: 'waiting',
      tappedAt: tap.toISOString(),
      body: { tappedAt: tap.toISOString() },
    });
  });

  it('queues an action whose request fails on the network, under the key it was sent with', async () => {
    const calls = stubServer(['network']);
    goOffline(false);
    const result = await sendOrQueue({
      kind: 'ticket-status',
      method: 'PATCH',
      path: '/api/tickets/t1',
      body: { status: 'in-progress' },
      label: 'Status',
    });
    expect(result.queued).toBe(true);
    const [entry] = await readOutbox(USER.id);
    expect(entry?.id).toBe(calls[0]?.key);
  });

  it('queues behind earlier actions still waiting, so the order is kept', async () => {
    await queueOffline(1);
    const calls = stubServer([]);
    const result = await sendComment('later');
    expect(result.queued).toBe(true);
    expect(calls).toHaveLength(0);
    expect(await readOutbox(USER.id)).toHaveLength(2);
  });

  it('says the phone is out of storage and keeps what is queued when the outbox cannot grow', async () => {
    await queueOffline(1);
    const full = memoryOutboxStorage();
    const kept = await readOutbox(USER.id);
    await full.change(USER.id, () => kept);
    setOutboxStorage({
      read: (userId) => full.read(userId),
      change: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    });
    goOffline(true);
    await expect(
      sendOrQueue({ kind: 'comment', method: 'POST', path: '/x', body: {}, label: 'Comment' }),
    ).rejects.toThrow('Your phone is out of storage space: this change could not be saved offline');
    expect(await full.read(USER.id)).toEqual(kept);
  });
});

describe('replayOutbox', () => {
  it('replays in order, each with its own key, and removes what the server applied', async () => {
    const entries = await queueOffline(3);
    const calls = stubServer([201, 201, 201]);
    const result = await replayOutbox(USER.id);
    expect(result.stop).toBe('done');
    expect(calls.map((call) => call.path)).toEqual(entries.map((entry) => entry.path));
    expect(calls.map((call) => call.key)).toEqual(entries.map((entry) => entry.id));
    expect(await readOutbox(USER.id)).toEqual([]);
  });

  it('stops at a network failure, keeps the rest, and retries later with the same key', async () => {
    const entries = await queueOffline(2);
    const first = stubServer([201, 'network']);
    expect((await replayOutbox(USER.id)).stop).toBe('offline');
    expect((await readOutbox(USER.id)).map((entry) => entry.id)).toEqual([entries[1]?.id]);
    const second = stubServer([201]);
    expect((await replayOutbox(USER.id)).stop).toBe('done');
    expect(second[0]?.key).toBe(first[1]?.key);
    expect(await readOutbox(USER.id)).toEqual([]);
  });

  it('stops at a 401 and keeps the whole queue for the user to sign in again', async () => {
    await queueOffline(2);
    const calls = stubServer([401]);
    expect((await replayOutbox(USER.id)).stop).toBe('signed-out');
    expect(calls).toHaveLength(1);
    expect(await readOutbox(USER.id)).toHaveLength(2);
  });

  it('stops on a 5xx or a key still in progress, to retry later', async () => {
    await queueOffline(1);
    stubServer([503]);
    expect((await replayOutbox(USER.id)).stop).toBe('later');
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(jsonResponse(409, { error: 'busy', code: 'IDEMPOTENCY_IN_PROGRESS' })),
      ),
    );
    expect((await replayOutbox(USER.id)).stop).toBe('later');
    expect(await readOutbox(USER.id)).toMatchObject([{ status: 'waiting' }]);
  });

  it('marks a refused change with the server reason and goes on with the next', async () => {
    const entries = await queueOffline(2);
    const calls = stubServer([403, 201]);
    const result = await replayOutbox(USER.id);
    expect(result.stop).toBe('done');
    expect(calls).toHaveLength(2);
    expect(await readOutbox(USER.id)).toEqual([
      { ...entries[0], status: 'refused', error: 'Refused 403' },
    ]);
  });

  it('retries a refused change under a new key, at the end of the queue', async () => {
    const [entry] = await queueOffline(1);
    stubServer([409]);
    await replayOutbox(USER.id);
    await retryRefused(USER.id, entry!.id, 'new-key-123');
    const calls = stubServer([200]);
    await replayOutbox(USER.id);
    expect(calls[0]?.key).toBe('new-key-123');
    expect(await readOutbox(USER.id)).toEqual([]);
  });

  it('runs one replay at a time', async () => {
    await queueOffline(1);
    stubServer([201]);
    const [first, second] = await Promise.all([replayOutbox(USER.id), replayOutbox(USER.id)]);
    expect(first.stop).toBe('done');
    expect(second.stop).toBe('busy');
  });
});

describe('banner texts', () => {
  const waiting = { status: 'waiting' } as OutboxEntry;
  const refused = { status: 'refused' } as OutboxEntry;
  const base = { isOnline: true, entries: [], justSynced: false, lastUpdated: '10:42 AM' };

  it('says when it last had data while offline with nothing queued', () => {
    expect(syncStatusText({ ...base, isOnline: false })).toBe('Offline - last updated 10:42 AM');
  });

  it('counts the changes waiting, offline or not yet synced', () => {
    expect(syncStatusText({ ...base, isOnline: false, entries: [waiting] })).toBe(
      'Offline - 1 change waiting',
    );
    expect(syncStatusText({ ...base, entries: [waiting, waiting, waiting, waiting] })).toBe(
      'Offline - 4 changes waiting',
    );
  });

  it('says all changes synced once the queue was emptied, and nothing otherwise online', () => {
    expect(syncStatusText({ ...base, justSynced: true })).toBe('All changes synced');
    expect(syncStatusText(base)).toBeNull();
  });

  it('counts refused changes and warns before signing out', () => {
    expect(refusedText([refused, waiting])).toBe('1 change could not be synced');
    expect(refusedText([refused, refused])).toBe('2 changes could not be synced');
    expect(refusedText([waiting])).toBeNull();
    expect(signOutWarningText(3)).toBe('You have 3 changes waiting to sync. Sign out anyway?');
  });
});
