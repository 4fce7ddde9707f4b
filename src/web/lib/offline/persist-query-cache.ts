import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import type {
  AsyncStorage,
  PersistedClient,
  Persister,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, keys, set } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';
import { useEffect, useRef, useState } from 'react';

import { keepsDataOnDevice } from '#contract/policies/offline.ts';

import { useCurrentUser } from '../current-user.ts';
import { API_PATHS, queryKeys } from '../query-keys.ts';
import { isQuotaExceededError, reportStorageFull, reportStorageWritten } from './storage-status.ts';

// Decision 036 §2: the technician's working set is TanStack Query's cache persisted to
// IndexedDB, one entry per signed-in user, removed when they sign out. Only what the technician
// works from is kept (their tickets with details, comments and checklists, the time clock, the
// calendar, the lookups those screens need); admin lists, reports, users, settings and AI answers
// never reach the device.

/** A persisted copy older than this is not restored (a week away from the app starts afresh). */
const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** At most one write to the device per this many milliseconds, with the latest cache. */
export const PERSIST_THROTTLE_MS = 2000;
/** A device store that does not answer within this long is skipped: the app starts without it. */
const RESTORE_TIMEOUT_MS = 3000;
/** Raise when the shape of what is persisted changes in a way a build id would not show. */
const PERSIST_FORMAT_VERSION = '1';

/**
 * The build this code came from. In a production build this module sits in the entry chunk, whose
 * file name carries a content hash that changes with any chunk of the app, so a new deploy gets a
 * new buster and drops the previous deploy's cache (which may not match its screens).
 */
function buildId(): string {
  const url = new URL(import.meta.url);
  return url.pathname;
}

export const QUERY_CACHE_BUSTER = `${PERSIST_FORMAT_VERSION}:${buildId()}`;

/** Where the copies live: a database of its own, so no other store's upgrade can touch it. */
const DATABASE_NAME = 'fixflow-query-cache';
const STORE_NAME = 'by-user';

/** The device store of the persisted caches, keyed by user id. */
export interface QueryCacheStorage extends AsyncStorage {
  /** Every key in the store (user ids whose copies are kept). */
  keys: () => Promise<string[]>;
}

let idbStore: UseStore | undefined;

/** IndexedDB through idb-keyval, or null where the browser has none (then nothing is persisted). */
export function deviceQueryCacheStorage(): QueryCacheStorage | null {
  if (typeof indexedDB === 'undefined') return null;
  // Opened on first use: modules do no work when imported (conventions §9).
  const store = () => (idbStore ??= createStore(DATABASE_NAME, STORE_NAME));
  return {
    getItem: (key) => get<string>(key, store()),
    setItem: (key, value) => set(key, value, store()),
    removeItem: (key) => del(key, store()),
    keys: async () => (await keys(store())).map(String),
  };
}

export function storageKeyFor(userId: string): string {
  return `user:${userId}`;
}

// The first part of every persisted key (product rules §7: a key starts with the API path it reads).
const PERSISTED_PATHS: ReadonlySet<string> = new Set([
  API_PATHS.me,
  API_PATHS.categories,
  API_PATHS.locations,
  // Lists (board pages, the clock's picker, the calendar's), details, comments, checklists,
  // histories: what the signed-in user may see of tickets, scoped by the server.
  API_PATHS.tickets,
  API_PATHS.calendarEvents,
  API_PATHS.dashboardToday,
  API_PATHS.dashboardStats,
  API_PATHS.recentActivity,
  API_PATHS.activeSession,
  // Their own sessions and this week's total.
  API_PATHS.timeSessions,
]);
// Under the tickets prefix but lists of people (who to mention, who to assign): not kept.
const TICKET_PARTS_NOT_PERSISTED: ReadonlySet<unknown> = new Set([
  queryKeys.tickets.mentionable('')[2],
  queryKeys.tickets.assignmentCandidates('')[2],
]);

/** Whether a query of this key belongs to the working set kept on the device. */
function isWorkingSetKey(queryKey: QueryKey): boolean {
  const [path, , part] = queryKey;
  if (typeof path !== 'string' || !PERSISTED_PATHS.has(path)) return false;
  return !(path === API_PATHS.tickets && TICKET_PARTS_NOT_PERSISTED.has(part));
}

/** The dehydrate filter: answers the server gave (not errors, not pending) of the working set. */
export function shouldPersistQuery(query: Query): boolean {
  return (
    query.state.status === 'success' &&
    query.state.data !== undefined &&
    isWorkingSetKey(query.queryKey)
  );
}

/**
 * Working-set queries stay in memory as long as their copy may be restored: a query collected
 * after the default five unused minutes would drop out of the next write, and the ticket a
 * technician prefetched an hour ago would be gone when the signal goes.
 */
function keepWorkingSetInMemory(queryClient: QueryClient, gcTime: number): void {
  for (const path of PERSISTED_PATHS) queryClient.setQueryDefaults([path], { gcTime });
}

let hasLoggedWriteFailure = false;

function reportWriteFailure(error: unknown): void {
  if (isQuotaExceededError(error)) {
    reportStorageFull(error);
    return;
  }
  if (hasLoggedWriteFailure) return;
  hasLoggedWriteFailure = true;
  console.warn('Could not save offline data on this device.', error);
}

function withTimeout<T>(promise: PromiseLike<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      resolve(undefined);
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Restored answers keep their `dataUpdatedAt` (the offline banner's 'last updated') but are marked
 * stale: the app's queries never go stale by themselves (product rules §7), so without this a
 * screen would show last week's copy online instead of asking the server.
 */
function markRestoredStale(queryClient: QueryClient, restored: PersistedClient): void {
  const cache = queryClient.getQueryCache();
  for (const dehydrated of restored.clientState.queries) {
    const query = cache.get(dehydrated.queryHash);
    if (query && query.state.dataUpdatedAt === dehydrated.state.dataUpdatedAt) query.invalidate();
  }
}

interface QueryCachePersistenceOptions {
  queryClient: QueryClient;
  storage: QueryCacheStorage;
  userId: string;
  buster?: string;
  maxAge?: number;
  throttleTime?: number;
  restoreTimeout?: number;
}

interface QueryCachePersistence {
  /** Settles once the user's copy is in the cache (or there was none, or it was discarded). */
  restored: Promise<void>;
  /** Stops writing; a write already started still lands, nothing later does. */
  stop: () => void;
}

/** Restores the user's copy into the cache, then keeps the copy in step with the cache. */
export function startQueryCachePersistence({
  queryClient,
  storage,
  userId,
  buster = QUERY_CACHE_BUSTER,
  maxAge = PERSIST_MAX_AGE_MS,
  throttleTime = PERSIST_THROTTLE_MS,
  restoreTimeout = RESTORE_TIMEOUT_MS,
}: QueryCachePersistenceOptions): QueryCachePersistence {
  let isStopped = false;
  let unsubscribe: (() => void) | undefined;
  const guardedStorage: AsyncStorage = {
    getItem: (key) => storage.getItem(key),
    setItem: async (key, value) => {
      // After sign-out a throttled write must not bring the removed copy back.
      if (isStopped) return;
      await storage.setItem(key, value);
      reportStorageWritten();
    },
    removeItem: (key) => storage.removeItem(key),
  };
  const persister = createAsyncStoragePersister({
    storage: guardedStorage,
    key: storageKeyFor(userId),
    throttleTime,
    // Decision 036 §3: a full device keeps the copy it has (the write is given up, nothing is
    // removed) and says so; the app goes on from memory.
    retry: ({ error }) => {
      reportWriteFailure(error);
      return undefined;
    },
  });
  keepWorkingSetInMemory(queryClient, maxAge);

  let restoredClient: PersistedClient | undefined;
  const restoringPersister: Persister = {
    ...persister,
    restoreClient: async () => {
      const client = await withTimeout(Promise.resolve(persister.restoreClient()), restoreTimeout);
      // Signed out (or another user) meanwhile: this copy must not reach the cache.
      restoredClient = isStopped ? undefined : client;
      return restoredClient;
    },
  };
  const restored = persistQueryClientRestore({
    queryClient,
    persister: restoringPersister,
    buster,
    maxAge,
  })
    .then(() => {
      if (restoredClient && !isStopped) markRestoredStale(queryClient, restoredClient);
    })
    // An unreadable copy has been removed by the library; the app starts without it.
    .catch(() => undefined)
    .then(() => {
      if (isStopped) return;
      unsubscribe = persistQueryClientSubscribe({
        queryClient,
        persister,
        buster,
        // Paused mutations are not kept here: offline actions live in the outbox (decision 036 §3).
        dehydrateOptions: {
          shouldDehydrateQuery: shouldPersistQuery,
          shouldDehydrateMutation: () => false,
        },
      });
    });
  return {
    restored,
    stop: () => {
      isStopped = true;
      unsubscribe?.();
    },
  };
}

/** Removes a user's copy from the device (at sign-out). */
async function removePersistedQueryCache(
  storage: QueryCacheStorage,
  userId: string,
): Promise<void> {
  await storage.removeItem(storageKeyFor(userId));
}

/** Removes every copy but the signed-in user's: one device, one user's data at a time. */
async function removeOtherPersistedQueryCaches(
  storage: QueryCacheStorage,
  userId: string | null,
): Promise<void> {
  const keep = userId === null ? null : storageKeyFor(userId);
  const stale = (await storage.keys()).filter((key) => key !== keep);
  await Promise.all(stale.map((key) => Promise.resolve(storage.removeItem(key))));
}

/** The service worker's cache of ticket photos (vite.config.ts, runtimeCaching `cacheName`). */
const PHOTO_CACHE_NAME = 'ticket-photos';

/** Removes the photos the service worker kept: the next user of the phone must not be served them. */
async function removeCachedPhotos(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(PHOTO_CACHE_NAME);
}

function logRemovalFailure(error: unknown): void {
  console.warn('Could not remove offline data from this device.', error);
}

/**
 * Keeps the signed-in user's working set on the device (technicians and managers; an admin's
 * lists are chain-wide and never persisted). Returns whether the cache is being restored: screens
 * wait for it (IsRestoringProvider) so they start from the device's copy, not an empty cache.
 * `storage` is the device's IndexedDB unless a test hands in another; null persists nothing.
 */
export function usePersistedQueryCache(
  queryClient: QueryClient,
  storage: QueryCacheStorage | null,
): { isRestoring: boolean } {
  const user = useCurrentUser();
  const signedInId = user?.id ?? null;
  const persistedId = storage && user && keepsDataOnDevice(user) ? user.id : null;
  const [restoredFor, setRestoredFor] = useState<string | null>(null);

  useEffect(() => {
    if (!storage || persistedId === null) return;
    let isCurrent = true;
    const persistence = startQueryCachePersistence({ queryClient, storage, userId: persistedId });
    void persistence.restored.then(() => {
      if (isCurrent) setRestoredFor(persistedId);
    });
    return () => {
      isCurrent = false;
      persistence.stop();
    };
  }, [queryClient, storage, persistedId]);

  // Sign-out (or the session ending) removes the user's copy; a sign-in removes any other's.
  const previousId = useRef<string | null>(null);
  useEffect(() => {
    const before = previousId.current;
    previousId.current = signedInId;
    if (!storage) return;
    if (before !== null && before !== signedInId) {
      removePersistedQueryCache(storage, before).catch(logRemovalFailure);
      removeCachedPhotos().catch(logRemovalFailure);
    }
    if (signedInId !== null) {
      removeOtherPersistedQueryCaches(storage, persistedId).catch(logRemovalFailure);
    }
  }, [storage, signedInId, persistedId]);

  return { isRestoring: persistedId !== null && restoredFor !== persistedId };
}
