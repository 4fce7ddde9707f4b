import { ApiError, apiFetch, errorText } from '../api-client.ts';
import { markRefused, readOutbox, removeFromOutbox } from './outbox-store.ts';
import type { OutboxEntry } from './outbox-store.ts';

// Decision 036 §3: the outbox is replayed in order, one replay at a time (in this tab and, where the
// browser has Web Locks, across tabs), each attempt with the action's own Idempotency-Key.

/** Sends one queued action as it was first meant (JSON, or the photo as multipart). */
export function sendOutboxEntry<T = unknown>(entry: OutboxEntry): Promise<T> {
  if (entry.photo) {
    const formData = new FormData();
    // The fields first, so the server reads them before the file.
    for (const [name, value] of Object.entries(entry.photo.fields)) formData.append(name, value);
    for (const file of entry.photo.files) formData.append('photos', file.blob, file.name);
    return apiFetch<T>(entry.path, { method: entry.method, formData, idempotencyKey: entry.id });
  }
  return apiFetch<T>(entry.path, {
    method: entry.method,
    body: entry.body,
    idempotencyKey: entry.id,
  });
}

/**
 * Why a replay stopped: 'done' (nothing waiting is left), 'offline' (a network failure: try when the
 * network is back), 'signed-out' (401: the user signs in again, the queue stays), 'later' (the server
 * is busy with the same key or failed: back off), 'busy' (another replay runs).
 */
type ReplayStop = 'done' | 'offline' | 'signed-out' | 'later' | 'busy';

export interface ReplayResult {
  stop: ReplayStop;
  applied: OutboxEntry[];
  refused: OutboxEntry[];
}

/** A fetch that never reached the server (fetch rejects with a TypeError). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

function shouldRetryLater(error: ApiError): boolean {
  return error.status >= 500 || (error.status === 409 && error.code === 'IDEMPOTENCY_IN_PROGRESS');
}

async function replayUnlocked(
  userId: string,
  send: (entry: OutboxEntry) => Promise<unknown>,
): Promise<ReplayResult> {
  const applied: OutboxEntry[] = [];
  const refused: OutboxEntry[] = [];
  // Read once per step: an action queued meanwhile joins the end of the same run.
  for (;;) {
    const next = (await readOutbox(userId)).find((entry) => entry.status === 'waiting');
    if (!next) return { stop: 'done', applied, refused };
    try {
      await send(next);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 401) return { stop: 'signed-out', applied, refused };
        if (shouldRetryLater(error)) return { stop: 'later', applied, refused };
        // Any other 4xx: the server refused this change; it stays, with the reason, and the
        // replay goes on with the next (decision 036 §3, §6).
        const reason = errorText(error, 'The server refused this change');
        await markRefused(userId, next.id, reason);
        refused.push({ ...next, status: 'refused', error: reason });
        continue;
      }
      if (isNetworkFailure(error)) return { stop: 'offline', applied, refused };
      return { stop: 'later', applied, refused };
    }
    await removeFromOutbox(userId, next.id);
    applied.push(next);
  }
}

let running: Promise<ReplayResult> | null = null;
const LOCK_NAME = 'fixflow-outbox-replay';

/** Replays the user's waiting actions in order; answers 'busy' while another replay runs. */
export function replayOutbox(
  userId: string,
  send: (entry: OutboxEntry) => Promise<unknown> = sendOutboxEntry,
): Promise<ReplayResult> {
  if (running) return Promise.resolve({ stop: 'busy', applied: [], refused: [] });
  const busy: ReplayResult = { stop: 'busy', applied: [], refused: [] };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const run: Promise<ReplayResult> = locks
    ? (locks.request(LOCK_NAME, { ifAvailable: true }, (lock) =>
        lock ? replayUnlocked(userId, send) : busy,
      ) as Promise<ReplayResult>)
    : replayUnlocked(userId, send);
  const current = run.finally(() => {
    running = null;
  });
  running = current;
  return current;
}
