import { beforeEach, describe, expect, it } from 'vitest';

import { READ_CACHE_TTL_MS } from './read-cache.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

const { ctx } = fileTestContext();

/** A manager at Downtown reports a ticket; the write every test here makes. */
async function reportTicket(title: string) {
  const created = await ctx.manager.request({
    method: 'POST',
    url: '/api/tickets',
    payload: {
      title,
      description: 'Reported from the floor',
      location: 'Downtown',
      category: 'Fryer',
      priority: 'low',
    },
  });
  expect(created.statusCode).toBe(201);
}

describe('the read cache of lists and aggregates', () => {
  // The events of the writes before each test (the setup's, the test before's) empty the cache
  // when they arrive, which on PostgreSQL can be after the write's answer: between a test's
  // request that keeps an answer and the one that expects it reused.
  beforeEach(() => ctx.eventsDelivered());

  it('reuses an answer for the same user until a write succeeds', async () => {
    const first = await ctx.admin.request({ method: 'GET', url: '/api/locations' });
    const second = await ctx.admin.request({ method: 'GET', url: '/api/locations' });
    expect(second.headers['x-read-cache']).toBe('hit');
    expect(second.body).toBe(first.body);

    await reportTicket('Fryer cold');
    const after = await ctx.admin.request({ method: 'GET', url: '/api/locations' });
    expect(after.headers['x-read-cache']).toBeUndefined();
    const downtown = after
      .json<{ name: string; totalTickets: number }[]>()
      .find((location) => location.name === 'Downtown');
    expect(downtown?.totalTickets).toBe(1);
  });

  it('shows a ticket in a cached list as soon as its creation has been answered', async () => {
    const before = await ctx.admin.request({ method: 'GET', url: '/api/tickets' });
    expect(
      (await ctx.admin.request({ method: 'GET', url: '/api/tickets' })).headers['x-read-cache'],
    ).toBe('hit');
    ctx.clock.advance(1000);
    await reportTicket('Fryer smoking');
    const after = await ctx.admin.request({ method: 'GET', url: '/api/tickets' });
    const titles = after.json<{ title: string }[]>().map((ticket) => ticket.title);
    expect(titles[0]).toBe('Fryer smoking');
    expect(titles).toHaveLength(before.json<unknown[]>().length + 1);
  });

  it('never shares an answer between users', async () => {
    await ctx.admin.request({ method: 'GET', url: '/api/dashboard/stats' });
    const technician = await ctx.technician.request({ method: 'GET', url: '/api/dashboard/stats' });
    expect(technician.headers['x-read-cache']).toBeUndefined();
  });

  it('does not drop the cache for a refused write, and expires entries after the TTL', async () => {
    await ctx.admin.request({ method: 'GET', url: '/api/locations' });
    const refused = await ctx.admin.request({
      method: 'POST',
      url: '/api/locations',
      payload: { name: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (await ctx.admin.request({ method: 'GET', url: '/api/locations' })).headers['x-read-cache'],
    ).toBe('hit');
    ctx.clock.advance(READ_CACHE_TTL_MS + 1);
    expect(
      (await ctx.admin.request({ method: 'GET', url: '/api/locations' })).headers['x-read-cache'],
    ).toBeUndefined();
  });

  // Decision 042: the month's lists and reports are kept like the ticket lists, each for the user,
  // language and URL, until a write succeeds.
  it.each([
    ['admin', '/api/requests'],
    ['admin', '/api/users/ticket-counts'],
    ['admin', '/api/reports/pm-compliance?from=2026-01-01&to=2026-12-31'],
    ['admin', '/api/reports/spend?from=2026-01-01&to=2026-12-31&groupBy=store'],
    ['manager', '/api/dashboard/store-work'],
    ['technician', '/api/notifications'],
  ] as const)("keeps the %s's %s until a write succeeds", async (role, url) => {
    const first = await ctx[role].request({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const second = await ctx[role].request({ method: 'GET', url });
    expect(second.headers['x-read-cache']).toBe('hit');
    expect(second.body).toBe(first.body);

    await reportTicket('Fryer leaking oil');
    const after = await ctx[role].request({ method: 'GET', url });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-read-cache']).toBeUndefined();
  });
});
