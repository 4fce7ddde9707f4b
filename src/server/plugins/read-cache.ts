import { pipeline, Readable, Transform } from 'node:stream';

import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

import type { SharedEpoch } from '../db/shared-epoch.ts';
import type { Clock } from '../integrations/clock.ts';
import type { EventBus } from '../integrations/event-bus.ts';
import { requestLanguage } from './request-language.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Answers of this GET may be reused for the same user, language and URL until any write
     * succeeds (on any instance) or READ_CACHE_TTL_MS passes.
     */
    isCacheable?: boolean;
  }
  interface FastifyRequest {
    /** The cache key and the cache version when this request began computing its answer. */
    readCacheSlot: { key: string; version: number; flight: Flight } | null;
  }
}

/** How long an answer is reused without a write (plus, at most, the time to compute the next). */
export const READ_CACHE_TTL_MS = 5000;
const MAX_ENTRIES = 2000;
/**
 * The most the kept answers may weigh together: past it the oldest go first. Entries expire after
 * READ_CACHE_TTL_MS but stay until replaced, so without a bound many people's large answers (a
 * 7.3 MB month's report each at chain scale) would stay in memory (issue 37, decision 042).
 */
const MAX_STORED_BYTES = 64 * 1024 * 1024;
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// The ticket list's paging headers are part of its answer (x-total-count: decision 025).
const KEPT_HEADERS = ['content-type', 'x-next-cursor', 'x-total-count', 'x-total-count-capped'];

interface Answer {
  /** Encoded once: every reuse hands the same bytes to the socket instead of encoding a copy. */
  payload: Buffer;
  headers: Record<string, string>;
}

interface Entry extends Answer {
  version: number;
  expiresAt: number;
}

/** One computation of an answer that identical requests arriving meanwhile wait for. */
interface Flight {
  answer: Promise<Answer | null>;
  settle(answer: Answer | null): void;
}

/** The most a streamed answer may weigh to be kept (the month's report at chain scale: 7.3 MB). */
const MAX_STREAMED_BYTES = 32 * 1024 * 1024;
/**
 * The most all streamed answers being kept at once may hold: 32 people opening the month's report
 * fresh would otherwise hold 32 copies of it while they stream, which streaming is meant to avoid.
 */
const MAX_KEEPING_BYTES = 64 * 1024 * 1024;
const keeping = { bytes: 0 };

/**
 * Passes a stream's bytes on unchanged and hands `done` all of them once it ends, or null when it
 * was cut short (an error, the client gone), grew past MAX_STREAMED_BYTES, or would have taken
 * the answers being kept past MAX_KEEPING_BYTES.
 */
function keptAsItPasses(done: (bytes: Buffer | null) => void): Transform {
  let chunks: Buffer[] | null = [];
  let size = 0;
  let settled = false;
  const release = () => {
    if (chunks) keeping.bytes -= size;
    chunks = null;
  };
  const settle = (bytes: Buffer | null) => {
    if (settled) return;
    settled = true;
    release();
    done(bytes);
  };
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (chunks) {
        if (
          size + chunk.length > MAX_STREAMED_BYTES ||
          keeping.bytes + chunk.length > MAX_KEEPING_BYTES
        ) {
          release();
        } else {
          chunks.push(chunk);
          size += chunk.length;
          keeping.bytes += chunk.length;
        }
      }
      callback(null, chunk);
    },
    flush(callback) {
      settle(chunks ? Buffer.concat(chunks, size) : null);
      callback();
    },
  });
  transform.once('close', () => {
    settle(null);
  });
  return transform;
}

function createFlight(): Flight {
  let settle: (answer: Answer | null) => void = () => undefined;
  const answer = new Promise<Answer | null>((resolve) => {
    settle = resolve;
  });
  return { answer, settle };
}

/** `Cache-Control: no-cache` (or `Pragma: no-cache`) asks for an answer computed now. */
function wantsFreshAnswer(request: FastifyRequest): boolean {
  const cacheControl = request.headers['cache-control'] ?? '';
  return /\bno-(cache|store)\b/i.test(cacheControl) || request.headers.pragma === 'no-cache';
}

const READ_CACHE_INVALIDATED_EVENT = 'read-cache.invalidated';

/**
 * The cache's state, shared by the hooks below and by work that writes outside a request (jobs):
 * a version that every write advances, and the entries computed at the current version.
 */
interface ReadCache {
  /**
   * Forgets every answer, here and on every other instance. Awaited before a write's answer
   * leaves, so no client that has seen the write succeed can be served an answer from before it.
   */
  invalidate(): Promise<void>;
}

/** The cache with what its hooks need; the rest of the app sees only `ReadCache`. */
interface ReadCacheStore extends ReadCache {
  /** Read only: `keep` stores, within MAX_ENTRIES and the byte bound, oldest dropped first. */
  entries: ReadonlyMap<string, Entry>;
  keep(key: string, entry: Entry): void;
  flights: Map<string, Flight>;
  /** The local version, after catching up with the other instances' writes. */
  currentVersion(): Promise<number>;
  /** The local version as it stands, without asking the database. */
  localVersion(): number;
  clock: Clock;
}

/**
 * `shared` (PostgreSQL) makes several instances behave as one: each write advances a counter in
 * the database, and a cached answer is reused only while that counter has not moved. The event
 * bus tells the others at once (LISTEN/NOTIFY) so they free memory early; the counter closes the
 * window between a write's answer and the notification's arrival. On the embedded database one
 * process owns the data and the local version is enough.
 */
export function createReadCache(deps: {
  clock: Clock;
  shared?: SharedEpoch;
  bus?: EventBus;
  log?: FastifyBaseLogger;
  /** The kept answers' byte bound (MAX_STORED_BYTES; smaller in tests). */
  maxStoredBytes?: number;
}): ReadCacheStore {
  const { clock, shared, bus, log, maxStoredBytes = MAX_STORED_BYTES } = deps;
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Flight>();
  let version = 0;
  let seenEpoch: string | undefined;
  let storedBytes = 0;

  function forgetLocally(): void {
    version += 1;
    entries.clear();
    storedBytes = 0;
  }

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    storedBytes -= entry.payload.length;
  }

  const store: ReadCacheStore = {
    entries,
    flights,
    clock,
    keep(key, entry) {
      drop(key);
      if (entry.payload.length > maxStoredBytes) return;
      // A Map iterates in insertion order and a replaced answer is inserted again: oldest first.
      for (const oldest of entries.keys()) {
        if (entries.size < MAX_ENTRIES && storedBytes + entry.payload.length <= maxStoredBytes)
          break;
        drop(oldest);
      }
      entries.set(key, entry);
      storedBytes += entry.payload.length;
    },
    async currentVersion() {
      if (shared) {
        let epoch: string | undefined;
        try {
          epoch = await shared.current();
        } catch {
          // The database is unreachable: answer nothing from memory; the route itself will fail.
          forgetLocally();
          return version;
        }
        if (epoch !== seenEpoch) {
          seenEpoch = epoch;
          forgetLocally();
        }
      }
      return version;
    },
    localVersion() {
      return version;
    },
    async invalidate() {
      forgetLocally();
      try {
        if (shared && bus) {
          // One statement for both (issue 37: every write pays it).
          await shared.advance(bus.announcement({ type: READ_CACHE_INVALIDATED_EVENT }));
        } else {
          await shared?.advance();
          await bus?.publish({ type: READ_CACHE_INVALIDATED_EVENT });
        }
      } catch (error) {
        // The write itself succeeded; other instances catch up within READ_CACHE_TTL_MS.
        log?.warn({ err: error }, 'could not tell other instances to forget cached answers');
      }
    },
  };

  // Every event on the bus follows a committed write. The live stream tells clients of the same
  // events, and a client refetches at once: an answer cached before the write must be gone by then,
  // even when the event outruns the writing request's own invalidation (its onSend hook below).
  bus?.subscribe({
    onEvent({ event, isOwn }) {
      if (event.type === READ_CACHE_INVALIDATED_EVENT) {
        if (isOwn) return;
        // Another instance's invalidation is announced in the statement that advances the shared
        // counter, so the counter has moved when it arrives. Catching up with the counter forgets
        // what came before that write, and only that: an answer computed after this instance
        // already read the new counter includes the write and stays (forgetting it blindly threw
        // away answers computed after the write, whenever the notification came late).
        if (shared) {
          void store.currentVersion();
          return;
        }
      }
      forgetLocally();
    },
    onGap: forgetLocally,
  });
  return store;
}

/**
 * A small response cache for reads that many people load repeatedly while the data rarely
 * changes: ticket lists, dashboard stats, location counts, the time report (decisions 007 and 008). Keys include
 * the user, so role and store scoping is preserved, and the language the answer is worded in (the
 * PM plans' recurrences; decision 042 cut 61). A successful write empties it, on every
 * instance, before its own answer leaves, so a client that has seen a write succeed never reads an
 * answer from before it (decision 022). Identical requests arriving while an answer is being
 * computed wait for that one computation instead of running the same queries side by side (32
 * people opening the month's report at once cost one query and one 3 MB answer, not 32).
 */
export function registerReadCache(app: FastifyInstance, cache: ReadCacheStore): void {
  const { entries, flights, clock } = cache;
  app.decorateRequest('readCacheSlot', null);

  function flightKey(key: string, atVersion: number): string {
    return `${String(atVersion)}|${key}`;
  }

  function endFlight(request: FastifyRequest, answer: Answer | null): void {
    const slot = request.readCacheSlot;
    if (!slot) return;
    request.readCacheSlot = null;
    const name = flightKey(slot.key, slot.version);
    if (flights.get(name) === slot.flight) flights.delete(name);
    slot.flight.settle(answer);
  }

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.isCacheable || !request.user)
      return;
    // The language is in every key (decision 042, cut 61): an answer may carry words (the PM
    // plans' recurrences), and a person without a saved language is answered in their browser's,
    // so two browsers of one person in two languages must not share an answer.
    const key = `${request.user.id}|${request.user.role}|${requestLanguage(request)}|${request.url}`;
    const isFresh = wantsFreshAnswer(request);
    // A fresh answer reuses nothing, so it does not ask the database for the other instances'
    // writes (one round trip of every fresh request, issue 37): it is computed now, and is kept
    // under the local version, which a later reuse checks against the shared counter first (an
    // answer kept before another instance's write is dropped then, unserved).
    const version = isFresh ? cache.localVersion() : await cache.currentVersion();
    if (!isFresh) {
      const entry = entries.get(key);
      const current = entry?.version === version ? entry : undefined;
      const running = flights.get(flightKey(key, version));
      // An entry past its time is still served while one request computes its successor, so an
      // expiry costs one request the computation instead of stalling everyone behind it.
      if (current && (current.expiresAt > clock.now().getTime() || running)) {
        return reply.headers(current.headers).header('x-read-cache', 'hit').send(current.payload);
      }
      if (running) {
        const answer = await running.answer;
        if (answer)
          return reply.headers(answer.headers).header('x-read-cache', 'hit').send(answer.payload);
        // The computation failed; this request computes its own answer (and its own error).
      }
    }
    // A write finishing while this answer is computed advances the version, so the entry stored
    // below (tagged with the version it started from) is never served.
    const flight = createFlight();
    request.readCacheSlot = { key, version, flight };
    flights.set(flightKey(key, version), flight);
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (MUTATING_METHODS.has(request.method) && reply.statusCode < 400) {
      // A write that may have changed data empties the cache before its answer is sent; refused
      // writes changed nothing.
      await cache.invalidate();
      return payload;
    }
    const slot = request.readCacheSlot;
    if (!slot) return payload;
    if (reply.statusCode === 200 && payload instanceof Readable) {
      // Issue 37: a streamed answer (the month's time report) is kept as it passes, and stored
      // once complete; one cut short or too large to keep is not. A failure of the source
      // destroys what is sent (the pipeline), so the answer is cut short, never left hanging.
      const kept = keptAsItPasses((bytes) => {
        endFlight(request, bytes === null ? null : store(bytes));
      });
      return pipeline(payload, kept, () => undefined);
    }
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      endFlight(request, null);
      return payload;
    }
    const answer = store(Buffer.from(payload));
    endFlight(request, answer);
    return answer.payload;

    function store(bytes: Buffer): Answer {
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (typeof value === 'string') headers[name] = value;
      }
      const answer: Answer = { payload: bytes, headers };
      // Stored only if no write happened meanwhile (the local version is advanced synchronously by
      // a write here and by the notification of a write elsewhere).
      if (slot && slot.version === cache.localVersion()) {
        cache.keep(slot.key, {
          ...answer,
          version: slot.version,
          expiresAt: clock.now().getTime() + READ_CACHE_TTL_MS,
        });
      }
      return answer;
    }
  });

  // Whatever happened to a computation (an error, a client gone), the requests waiting on it go on.
  app.addHook('onResponse', async (request) => {
    endFlight(request, null);
  });
  app.addHook('onRequestAbort', async (request) => {
    endFlight(request, null);
  });
}
