import type { FastifyInstance } from 'fastify';

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
    readCacheSlot: { key: string; version: number } | null;
  }
}

export const READ_CACHE_TTL_MS = 5000;
const MAX_ENTRIES = 2000;
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEPT_HEADERS = ['content-type', 'x-next-cursor'];

interface Entry {
  version: number;
  expiresAt: number;
  payload: string;
  headers: Record<string, string>;
}

/**
 * A small response cache for expensive aggregate reads (dashboard stats, location counts,
 * insights) that many people load repeatedly while the data rarely changes (issue #8). Keys
 * include the user, so role and store scoping is preserved; any successful write empties it.
 */
export function registerReadCache(app: FastifyInstance, clock: Clock): void {
  const entries = new Map<string, Entry>();
  let version = 0;
  app.decorateRequest('readCacheSlot', null);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.isCacheable || !request.user)
      return;
    const key = `${request.user.id}|${request.user.role}|${request.url}`;
    const entry = entries.get(key);
    if (entry && entry.version === version && entry.expiresAt > clock.now().getTime()) {
      return reply.headers(entry.headers).header('x-read-cache', 'hit').send(entry.payload);
    }
    // A write finishing while this answer is computed bumps the version, so the entry stored below
    // (tagged with the version it started from) is never served.
    request.readCacheSlot = { key, version };
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.readCacheSlot;
    if (slot && reply.statusCode === 200 && typeof payload === 'string') {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (typeof value === 'string') headers[name] = value;
      }
      entries.set(slot.key, {
        version: slot.version,
        expiresAt: clock.now().getTime() + READ_CACHE_TTL_MS,
        payload,
        headers,
      });
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    // A write that may have changed data empties the cache; refused writes changed nothing.
    if (MUTATING_METHODS.has(request.method) && reply.statusCode < 400) {
      version += 1;
      entries.clear();
    }
  });
}
