import { createStore, get, update } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';

// Decision 036 §3: actions taken without signal wait in an IndexedDB outbox, one list per user, until
// they are replayed in order. The list lives in its own database (not the persisted query cache's), so
// signing out, a session expiry or a reload never loses it.

export type OutboxKind =
  | 'clock-in'
  | 'clock-out'
  | 'break-start'
  | 'break-end'
  | 'ticket-status'
  | 'checklist-tick'
  | 'comment'
  | 'complete'
  | 'photo';

/** Punches carry the time they were tapped (decision 036 §5). */
export const PUNCH_KINDS: readonly OutboxKind[] = [
  'clock-in',
  'clock-out',
  'break-start',
  'break-end',
];

/** Photos waiting to be uploaded in one request: the images themselves and the form's other fields. */
export interface OutboxPhoto {
  files: { blob: Blob; name: string }[];
  fields: Record<string, string>;
}

export interface OutboxEntry {
  /** crypto.randomUUID(): the Idempotency-Key of every attempt of this action. */
  id: string;
  userId: string;
  kind: OutboxKind;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Sent as JSON; absent for a photo. */
  body?: unknown;
  photo?: OutboxPhoto;
  /** When it was tapped (ISO). */
  tappedAt: string;
  ticketId?: string | null;
  /** What it was, for the review list ('Comment on #1042'). */
  label: string;
  status: 'waiting' | 'refused';
  /** The server's reason, when refused. */
  error?: string;
}

/** Where the lists are kept: IndexedDB in the browser, a map in unit tests. */
interface OutboxStorage {
  read(userId: string): Promise<OutboxEntry[]>;
  /** Changes one user's list in one step (IndexedDB's readwrite transaction). */
  change(userId: string, next: (entries: OutboxEntry[]) => OutboxEntry[]): Promise<void>;
}

function keyOf(userId: string): string {
  return `outbox:${userId}`;
}

function indexedDbOutboxStorage(): OutboxStorage {
  let store: UseStore | undefined;
  const storeOf = () => (store ??= createStore('fixflow-outbox', 'entries'));
  return {
    async read(userId) {
      return (await get<OutboxEntry[]>(keyOf(userId), storeOf())) ?? [];
    },
    async change(userId, next) {
      await update<OutboxEntry[]>(keyOf(userId), (entries) => next(entries ?? []), storeOf());
    },
  };
}

export function memoryOutboxStorage(): OutboxStorage {
  const lists = new Map<string, OutboxEntry[]>();
  return {
    read(userId) {
      return Promise.resolve([...(lists.get(userId) ?? [])]);
    },
    change(userId, next) {
      lists.set(userId, next([...(lists.get(userId) ?? [])]));
      return Promise.resolve();
    },
  };
}

let storage: OutboxStorage | undefined;

function currentStorage(): OutboxStorage {
  // Without IndexedDB (an old private window, the unit tests' DOM) the outbox lasts as long as the tab.
  return (storage ??=
    typeof indexedDB === 'undefined' ? memoryOutboxStorage() : indexedDbOutboxStorage());
}

/** Tests hand in a memory storage. */
export function setOutboxStorage(next: OutboxStorage): void {
  storage = next;
  snapshots.clear();
}

// What the screen shows: the last list read per user, refreshed after every change here, and after a
// change in another tab (BroadcastChannel).
const EMPTY: readonly OutboxEntry[] = Object.freeze([]);
const snapshots = new Map<string, readonly OutboxEntry[]>();
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

function broadcast(): BroadcastChannel | null {
  if (channel === undefined) {
    channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('fixflow-outbox');
    channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (typeof event.data === 'string') void reloadOutbox(event.data, false);
    });
  }
  return channel;
}

function emit() {
  for (const listener of listeners) listener();
}

export function subscribeOutbox(listener: () => void): () => void {
  broadcast();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The user's entries as last read; empty until the first read. */
export function outboxSnapshot(userId: string): readonly OutboxEntry[] {
  return snapshots.get(userId) ?? EMPTY;
}

/** Reads the user's list again and tells whoever shows it. */
export async function reloadOutbox(userId: string, tellOtherTabs = false): Promise<OutboxEntry[]> {
  const entries = await currentStorage().read(userId);
  snapshots.set(userId, Object.freeze(entries));
  emit();
  if (tellOtherTabs) broadcast()?.postMessage(userId);
  return entries;
}

export function readOutbox(userId: string): Promise<OutboxEntry[]> {
  return currentStorage().read(userId);
}

async function changeOutbox(
  userId: string,
  next: (entries: OutboxEntry[]) => OutboxEntry[],
): Promise<void> {
  await currentStorage().change(userId, next);
  await reloadOutbox(userId, true);
}

/** Adds at the end. Throws the storage's error (QuotaExceededError when the device is full). */
export function appendToOutbox(entry: OutboxEntry): Promise<void> {
  return changeOutbox(entry.userId, (entries) => [...entries, entry]);
}

export function removeFromOutbox(userId: string, id: string): Promise<void> {
  return changeOutbox(userId, (entries) => entries.filter((entry) => entry.id !== id));
}

export function markRefused(userId: string, id: string, error: string): Promise<void> {
  return changeOutbox(userId, (entries) =>
    entries.map((entry) => (entry.id === id ? { ...entry, status: 'refused', error } : entry)),
  );
}

/**
 * Retry: the refused change goes back to waiting at the end of the queue. It gets a new key: the
 * server keeps the refusal under the old one (decision 036 §4) and would only answer it again.
 */
export function retryRefused(userId: string, id: string, newId: string): Promise<void> {
  return changeOutbox(userId, (entries) => {
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry) return entries;
    const { error: _error, ...rest } = entry;
    return [
      ...entries.filter((candidate) => candidate.id !== id),
      { ...rest, id: newId, status: 'waiting' },
    ];
  });
}

/** The storage refused a write because the device is out of space. */
export function isQuotaExceeded(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}
