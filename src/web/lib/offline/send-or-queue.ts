import { readCurrentUser } from '../current-user.ts';
import { notifyError } from '../notify.ts';
import { isOnline } from './online-status.ts';
import { isNetworkFailure, sendOutboxEntry } from './outbox-replay.ts';
import { appendToOutbox, isQuotaExceeded, PUNCH_KINDS, readOutbox } from './outbox-store.ts';
import type { OutboxEntry, OutboxKind, OutboxPhoto } from './outbox-store.ts';

// Decision 036 §3: the one place that knows "online or queue". A feature's mutation describes its
// request; this sends it, or, without a network, puts it in the outbox and says so, and the feature
// then shows the result from its cache marked 'Waiting to sync'.

interface QueueableAction {
  kind: OutboxKind;
  method: OutboxEntry['method'];
  path: string;
  /** JSON; a punch's gets `tappedAt`. */
  body?: Record<string, unknown>;
  photo?: OutboxPhoto;
  ticketId?: string | null;
  label: string;
}

export type SendOrQueueResult<T> =
  { queued: false; answer: T } | { queued: true; entry: OutboxEntry };

export const STORAGE_FULL_TEXT =
  'Your phone is out of storage space: this change could not be saved offline';

const replayRequests = new Set<() => void>();

/** The sync hook listens: an action was queued while the network may be there. */
export function onReplayRequested(listener: () => void): () => void {
  replayRequests.add(listener);
  return () => {
    replayRequests.delete(listener);
  };
}

export function requestReplay(): void {
  for (const listener of replayRequests) listener();
}

async function queue(entry: OutboxEntry): Promise<SendOrQueueResult<never>> {
  try {
    await appendToOutbox(entry);
  } catch (error) {
    if (isQuotaExceeded(error)) {
      notifyError('Storage full', STORAGE_FULL_TEXT);
      throw new Error(STORAGE_FULL_TEXT, { cause: error });
    }
    throw error;
  }
  if (isOnline()) requestReplay();
  return { queued: true, entry };
}

/**
 * Sends the action now, or queues it: when the device is offline, when earlier actions still wait
 * (order is kept), or when the request fails on the network. Server refusals are thrown as usual.
 */
export async function sendOrQueue<T>(
  action: QueueableAction,
  now: Date = new Date(),
): Promise<SendOrQueueResult<T>> {
  const tappedAt = now.toISOString();
  const body = PUNCH_KINDS.includes(action.kind) ? { ...action.body, tappedAt } : action.body;
  const user = readCurrentUser();
  const entry: OutboxEntry = {
    id: crypto.randomUUID(),
    userId: user?.id ?? '',
    kind: action.kind,
    method: action.method,
    path: action.path,
    ...(body === undefined ? {} : { body }),
    ...(action.photo ? { photo: action.photo } : {}),
    tappedAt,
    ticketId: action.ticketId ?? null,
    label: action.label,
    status: 'waiting',
  };
  // Signed out there is no outbox to keep it in: the request goes as it is.
  if (!user) return { queued: false, answer: await sendOutboxEntry<T>(entry) };
  if (!isOnline()) return queue(entry);
  const waiting = (await readOutbox(user.id)).some((queued) => queued.status === 'waiting');
  if (waiting) return queue(entry);
  try {
    return { queued: false, answer: await sendOutboxEntry<T>(entry) };
  } catch (error) {
    // The same id: if the request did reach the server, the replay gets its first answer back.
    if (isNetworkFailure(error)) return queue(entry);
    throw error;
  }
}
