import { describe, expect, it } from 'vitest';

import type { CategoryTicketCounts } from '#contract/schemas/category.ts';
import type { Location } from '#contract/schemas/location.ts';
import type { UserTicketCounts } from '#contract/schemas/user.ts';
import { tickets } from '#server/db/schema.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Issue 36: the directory screens (locations, categories, users) show counts the server computes,
// scoped to who asks: every ticket for admins, a manager's store's and own requests, a technician's
// assigned tickets (decision 020). Users' counts are the admins' alone, like the users list.

const { ctx, ids } = fileTestContext();

type Status = 'open' | 'in-progress' | 'completed';

/** Tickets written straight to the table; a new location first, so read caches start empty. */
async function fileTickets(
  rows: { location: string; category: string; status: Status; assignedTo?: string }[],
) {
  const created = await ctx.admin.request({
    method: 'POST',
    url: '/api/locations',
    payload: { name: `Store ${String(Math.random()).slice(2, 8)}`, address: '1 Test Road' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const storeId = created.json<Location>().id;
  await ctx.database.db.insert(tickets).values(
    rows.map((row) => ({
      title: 'Unit down',
      description: 'It stopped',
      status: row.status,
      locationId: row.location === 'new' ? storeId : (ids[row.location] ?? ''),
      categoryId: ids[row.category] ?? '',
      assignedTo: row.assignedTo ?? null,
      completedAt: row.status === 'completed' ? ctx.clock.now() : null,
    })),
  );
  return storeId;
}

async function get<T>(actor: Actor, url: string): Promise<T> {
  const response = await actor.request({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

function countsOf<T extends { activeTickets: number; totalTickets: number }>(
  rows: T[],
  pick: (row: T) => boolean,
) {
  const row = rows.find(pick);
  return row ? { active: row.activeTickets, total: row.totalTickets } : undefined;
}

describe('directory counts', () => {
  it('count each category’s tickets over what the caller may see', async () => {
    const technicianId = ctx.technician.user.id;
    const storeId = await fileTickets([
      { location: 'Downtown', category: 'Grill', status: 'open' },
      { location: 'Downtown', category: 'Grill', status: 'completed' },
      { location: 'new', category: 'Grill', status: 'in-progress', assignedTo: technicianId },
      { location: 'new', category: 'Grill', status: 'completed', assignedTo: technicianId },
    ]);
    const url = '/api/categories/ticket-counts';
    const isGrill = (row: CategoryTicketCounts) => row.categoryId === ids.Grill;
    expect(countsOf(await get<CategoryTicketCounts[]>(ctx.admin, url), isGrill)).toEqual({
      active: 2,
      total: 4,
    });
    // The Downtown manager sees Downtown's tickets, not the other store's.
    expect(countsOf(await get<CategoryTicketCounts[]>(ctx.manager, url), isGrill)).toEqual({
      active: 1,
      total: 2,
    });
    // The technician sees the tickets assigned to them.
    expect(countsOf(await get<CategoryTicketCounts[]>(ctx.technician, url), isGrill)).toEqual({
      active: 1,
      total: 2,
    });
    // Every category is listed, those without tickets with zeros.
    const all = await get<CategoryTicketCounts[]>(ctx.admin, url);
    expect(countsOf(all, (row) => row.categoryId === ids.Other)).toEqual({ active: 0, total: 0 });

    const isStore = (row: Location) => row.id === storeId;
    expect(countsOf(await get<Location[]>(ctx.admin, '/api/locations'), isStore)).toEqual({
      active: 1,
      total: 2,
    });
    expect(countsOf(await get<Location[]>(ctx.manager, '/api/locations'), isStore)).toEqual({
      active: 0,
      total: 0,
    });
    expect(countsOf(await get<Location[]>(ctx.technician, '/api/locations'), isStore)).toEqual({
      active: 1,
      total: 2,
    });
  });

  it('count the tickets assigned to each user, for admins only', async () => {
    const technicianId = ctx.technician.user.id;
    await fileTickets([
      { location: 'Airport', category: 'Fryer', status: 'open', assignedTo: technicianId },
      { location: 'Airport', category: 'Fryer', status: 'completed', assignedTo: technicianId },
      { location: 'Airport', category: 'Fryer', status: 'open' },
    ]);
    const before = await get<UserTicketCounts[]>(ctx.admin, '/api/users/ticket-counts');
    const technician = countsOf(before, (row) => row.userId === technicianId);
    expect(technician?.total).toBeGreaterThanOrEqual(2);
    expect(countsOf(before, (row) => row.userId === ctx.manager.user.id)).toEqual({
      active: 0,
      total: 0,
    });
    await fileTickets([
      { location: 'Airport', category: 'Fryer', status: 'in-progress', assignedTo: technicianId },
    ]);
    const after = await get<UserTicketCounts[]>(ctx.admin, '/api/users/ticket-counts');
    expect(countsOf(after, (row) => row.userId === technicianId)).toEqual({
      active: (technician?.active ?? 0) + 1,
      total: (technician?.total ?? 0) + 1,
    });
    for (const actor of [ctx.manager, ctx.technician]) {
      const response = await actor.request({ method: 'GET', url: '/api/users/ticket-counts' });
      expect(response.statusCode).toBe(403);
    }
  });
});
