import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import type { SessionUser } from '#contract/schemas/auth.ts';
import { handDrivenBus } from '#tests/helpers/hand-driven-bus.ts';

import type { SharedEpoch } from '../db/shared-epoch.ts';
import { fixedClock } from '../integrations/clock.ts';
import type { EventBus } from '../integrations/event-bus.ts';
import { createReadCache, READ_CACHE_TTL_MS, registerReadCache } from './read-cache.ts';

// The plugin on a bare server: a route whose handler waits for the test to let it finish, so the
// order of concurrent requests is set by the test, not by timing.

function user(id: string): SessionUser {
  return {
    id,
    name: id,
    username: id,
    role: 'admin',
    status: 'active',
    locationId: null,
    locationName: null,
    homeLocationId: null,
    email: null,
    phone: null,
    mustChangePassword: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
});

async function cachedServer(maxStoredBytes?: number, shared?: SharedEpoch, bus?: EventBus) {
  const server = Fastify();
  app = server;
  server.decorateRequest('user', null);
  server.addHook('onRequest', async (request) => {
    request.user = user(String(request.headers['x-user'] ?? 'a'));
  });
  let computed = 0;
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  let arrived = 0;
  let onArrivals: { count: number; run: () => void } | undefined;
  // Counts requests as they reach the hooks, just before the cache looks at them.
  server.addHook('preHandler', async () => {
    arrived += 1;
    if (onArrivals && arrived === onArrivals.count) setImmediate(onArrivals.run);
  });
  const clock = fixedClock('2026-11-21T12:00:00Z');
  registerReadCache(server, createReadCache({ clock, maxStoredBytes, shared, bus }));
  server.get('/numbers', { config: { isCacheable: true } }, async () => {
    computed += 1;
    await gate;
    return { computed };
  });
  server.post('/numbers', async () => ({ ok: true }));
  await server.ready();
  return {
    server,
    clock,
    computedCount: () => computed,
    hold: () => {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    /** Lets the held computation finish once `count` requests have reached the cache. */
    releaseAfter: (count: number) => {
      arrived = 0;
      onArrivals = {
        count,
        run: () => {
          release();
        },
      };
    },
  };
}

describe('the read cache', () => {
  it('computes an answer once for identical requests that arrive while it is computed', async () => {
    const { server, computedCount, hold, releaseAfter } = await cachedServer();
    hold();
    releaseAfter(3);
    const answers = await Promise.all(
      [1, 2, 3].map(() => server.inject({ method: 'GET', url: '/numbers' })),
    );
    expect(computedCount()).toBe(1);
    expect(answers.map((answer) => answer.json<unknown>())).toEqual([
      { computed: 1 },
      { computed: 1 },
      { computed: 1 },
    ]);
    expect(answers.filter((answer) => answer.headers['x-read-cache'] === 'hit')).toHaveLength(2);
  });

  it('never shares a computation between users', async () => {
    const { server, computedCount, hold, releaseAfter } = await cachedServer();
    hold();
    releaseAfter(2);
    await Promise.all(
      ['a', 'b'].map((id) =>
        server.inject({ method: 'GET', url: '/numbers', headers: { 'x-user': id } }),
      ),
    );
    expect(computedCount()).toBe(2);
  });

  it('answers Cache-Control: no-cache with a fresh computation', async () => {
    const { server, computedCount } = await cachedServer();
    await server.inject({ method: 'GET', url: '/numbers' });
    const cached = await server.inject({ method: 'GET', url: '/numbers' });
    expect(cached.headers['x-read-cache']).toBe('hit');
    const fresh = await server.inject({
      method: 'GET',
      url: '/numbers',
      headers: { 'cache-control': 'no-cache' },
    });
    expect(fresh.headers['x-read-cache']).toBeUndefined();
    expect(fresh.json()).toEqual({ computed: 2 });
    expect(computedCount()).toBe(2);
  });

  it('serves an expired answer while one request computes its successor', async () => {
    const { server, clock, hold, releaseAfter } = await cachedServer();
    await server.inject({ method: 'GET', url: '/numbers' });
    clock.advance(READ_CACHE_TTL_MS + 1);
    hold();
    releaseAfter(2);
    const [refreshing, waiting] = await Promise.all([
      server.inject({ method: 'GET', url: '/numbers' }),
      server.inject({ method: 'GET', url: '/numbers' }),
    ]);
    expect(refreshing.json()).toEqual({ computed: 2 });
    expect(waiting.json()).toEqual({ computed: 1 });
    expect(waiting.headers['x-read-cache']).toBe('hit');
    expect((await server.inject({ method: 'GET', url: '/numbers' })).json()).toEqual({
      computed: 2,
    });
  });

  it('keeps answers within its byte bound, dropping the oldest first', async () => {
    // Each answer is {"computed":N}, 14 bytes: room for two.
    const { server, computedCount } = await cachedServer(30);
    const get = (id: string) =>
      server.inject({ method: 'GET', url: '/numbers', headers: { 'x-user': id } });
    for (const id of ['a', 'b', 'c']) await get(id);
    expect((await get('c')).headers['x-read-cache']).toBe('hit');
    expect((await get('b')).headers['x-read-cache']).toBe('hit');
    const dropped = await get('a');
    expect(dropped.headers['x-read-cache']).toBeUndefined();
    expect(dropped.json()).toEqual({ computed: 4 });
    expect(computedCount()).toBe(4);
  });

  it('does not keep an answer that was being computed when a write succeeded', async () => {
    const { server, computedCount, hold, releaseAfter } = await cachedServer();
    hold();
    // The GET is held in its handler; the POST reaches the hooks and succeeds; then the GET ends.
    releaseAfter(2);
    const [stale] = await Promise.all([
      server.inject({ method: 'GET', url: '/numbers' }),
      server.inject({ method: 'POST', url: '/numbers' }),
    ]);
    expect(stale.json()).toEqual({ computed: 1 });
    const after = await server.inject({ method: 'GET', url: '/numbers' });
    expect(after.headers['x-read-cache']).toBeUndefined();
    expect(computedCount()).toBe(2);
  });

  it('keeps a fresh answer without reading the shared counter, and drops it on a write elsewhere', async () => {
    // The shared counter of PostgreSQL, as another instance's write advances it.
    let epoch = 1;
    let asked = 0;
    const shared: SharedEpoch = {
      current: async () => {
        asked += 1;
        return String(epoch);
      },
      advance: async () => {
        epoch += 1;
      },
    };
    const { server, computedCount } = await cachedServer(undefined, shared);
    const fresh = () =>
      server.inject({ method: 'GET', url: '/numbers', headers: { 'cache-control': 'no-cache' } });
    await server.inject({ method: 'GET', url: '/numbers' });
    expect(asked).toBe(1);
    expect((await fresh()).json()).toEqual({ computed: 2 });
    expect(asked).toBe(1);
    // Kept: the next reuse (which asks) serves the fresh answer.
    const reused = await server.inject({ method: 'GET', url: '/numbers' });
    expect(reused.headers['x-read-cache']).toBe('hit');
    expect(reused.json()).toEqual({ computed: 2 });
    // Another instance writes; this one has not heard of it when the next fresh answer is kept.
    epoch += 1;
    expect((await fresh()).json()).toEqual({ computed: 3 });
    const afterWrite = await server.inject({ method: 'GET', url: '/numbers' });
    expect(afterWrite.headers['x-read-cache']).toBeUndefined();
    expect(afterWrite.json()).toEqual({ computed: 4 });
    expect(computedCount()).toBe(4);
  });

  it('keeps an answer computed after a write elsewhere when the announcement of that write comes late', async () => {
    // The shared counter, and a bus whose deliveries the test makes (LISTEN/NOTIFY's, in order).
    let epoch = 1;
    const shared: SharedEpoch = {
      current: async () => String(epoch),
      advance: async () => {
        epoch += 1;
      },
    };
    const { bus, deliver } = handDrivenBus();
    const { server, computedCount } = await cachedServer(undefined, shared, bus);
    const load = () => server.inject({ method: 'GET', url: '/numbers' });

    // Another instance writes (the counter moves); this one answers after it, then hears of it.
    epoch += 1;
    expect((await load()).json()).toEqual({ computed: 1 });
    deliver({ type: 'read-cache.invalidated' }, { isOwn: false });
    const reused = await load();
    expect(reused.headers['x-read-cache']).toBe('hit');
    expect(reused.json()).toEqual({ computed: 1 });

    // A write it has not seen yet: its announcement, or the next load, forgets the kept answer.
    epoch += 1;
    deliver({ type: 'read-cache.invalidated' }, { isOwn: false });
    const afterWrite = await load();
    expect(afterWrite.headers['x-read-cache']).toBeUndefined();
    expect(afterWrite.json()).toEqual({ computed: 2 });
    expect(computedCount()).toBe(2);
  });
});
