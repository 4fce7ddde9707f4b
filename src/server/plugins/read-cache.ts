import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Clock } from '../integrations/clock.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Answers of this GET may be reused for the same user and URL until any write succeeds (on
     * this instance) or READ_CACHE_TTL_MS passes (bounding staleness from other instances).
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
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEPT_HEADERS = ['content-type', 'x-next-cursor'];

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

/**
 * A small response cache for reads that many people load repeatedly while the data rarely
 * changes: ticket lists, dashboard stats, location counts, the time report (issue #8). Keys include
 * the user, so role and store scoping is preserved. A successful write empties it before its own
 * answer leaves, so a client that has seen a write succeed never reads an answer from before it.
 * Identical requests arriving while an answer is being computed wait for that one computation
 * instead of running the same queries side by side (32 people opening the month's report at once
 * cost one query and one 3 MB answer, not 32).
 */
export function registerReadCache(app: FastifyInstance, clock: Clock): void {
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Flight>();
  let version = 0;
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
    const key = `${request.user.id}|${request.user.role}|${request.url}`;
    if (!wantsFreshAnswer(request)) {
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
    // A write finishing while this answer is computed bumps the version, so the entry stored below
    // (tagged with the version it started from) is never served.
    const flight = createFlight();
    request.readCacheSlot = { key, version, flight };
    flights.set(flightKey(key, version), flight);
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (MUTATING_METHODS.has(request.method) && reply.statusCode < 400) {
      // A write that may have changed data empties the cache before its answer is sent; refused
      // writes changed nothing.
      version += 1;
      entries.clear();
      return payload;
    }
    const slot = request.readCacheSlot;
    if (!slot) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      endFlight(request, null);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    const answer: Answer = { payload: Buffer.from(payload), headers };
    if (slot.version === version) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(slot.key, {
        ...answer,
        version: slot.version,
        expiresAt: clock.now().getTime() + READ_CACHE_TTL_MS,
      });
    }
    endFlight(request, answer);
    return answer.payload;
  });

  // Whatever happened to a computation (an error, a client gone), the requests waiting on it go on.
  app.addHook('onResponse', async (request) => {
    endFlight(request, null);
  });
  app.addHook('onRequestAbort', async (request) => {
    endFlight(request, null);
  });
}
