import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { Location } from '#contract/schemas/location.ts';
import { categories, locations, tickets } from '#server/db/schema.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// expect.any() is typed any; matchers are compared as unknown.
const anyString: unknown = expect.any(String);
const { ctx } = fileTestContext({ deps: { modules: ['locations'] } });

async function listLocations(): Promise<Location[]> {
  const response = await ctx.admin.request({ method: 'GET', url: '/api/locations' });
  expect(response.statusCode).toBe(200);
  return response.json<Location[]>();
}

async function createLocation(name: string, address = `${name} address`): Promise<Location> {
  const response = await ctx.admin.request({
    method: 'POST',
    url: '/api/locations',
    payload: { name, address },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Location>();
}

/** Files a ticket straight into the database: the tickets module is not under test here. */
async function fileTicket(locationId: string, status: 'open' | 'in-progress' | 'completed') {
  const [category] = await ctx.database.db.select().from(categories).limit(1);
  await ctx.database.db.insert(tickets).values({
    title: 'Fryer not heating',
    description: 'Oil stays cold',
    status,
    locationId,
    categoryId: category!.id,
    completedAt: status === 'completed' ? ctx.clock.now() : null,
  });
}

describe('GET /api/locations', () => {
  it('lists the five seeded stores by name, with ticket counts, to every signed-in role', async () => {
    for (const actor of [ctx.admin, ctx.manager, ctx.technician]) {
      const response = await actor.request({ method: 'GET', url: '/api/locations' });
      expect(response.statusCode).toBe(200);
      const names = response.json<Location[]>().map((location) => location.name);
      expect(names).toEqual(['Airport', 'Downtown', 'Highway 101', 'Mall Location', 'North Side']);
    }
    const downtown = (await listLocations()).find((location) => location.name === 'Downtown');
    expect(downtown).toEqual({
      id: anyString,
      name: 'Downtown',
      address: '120 Main Street',
      activeTickets: 0,
      totalTickets: 0,
    });
  });

  it('counts tickets that are not completed as active and every ticket in the total', async () => {
    const store = await createLocation('Counting Store');
    await fileTicket(store.id, 'open');
    await fileTicket(store.id, 'in-progress');
    await fileTicket(store.id, 'completed');
    const counted = (await listLocations()).find((location) => location.id === store.id);
    expect(counted).toMatchObject({ activeTickets: 2, totalTickets: 3 });
  });

  it('is refused without a session', async () => {
    expect((await ctx.anonymous({ method: 'GET', url: '/api/locations' })).statusCode).toBe(401);
  });
});

describe('POST /api/locations', () => {
  it('adds a location with trimmed name and address and ignores fields the server owns', async () => {
    const response = await ctx.admin.request({
      method: 'POST',
      url: '/api/locations',
      payload: {
        name: '  Riverside  ',
        address: ' 9 River Road ',
        activeTickets: 40,
        id: 'forged',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: anyString,
      name: 'Riverside',
      address: '9 River Road',
      activeTickets: 0,
      totalTickets: 0,
    });
    expect((await listLocations()).map((location) => location.name)).toContain('Riverside');
  });

  it('requires a name and an address and writes nothing without them', async () => {
    const before = await listLocations();
    const response = await ctx.admin.request({
      method: 'POST',
      url: '/api/locations',
      payload: { name: '   ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json<{ error: string }>().error).toContain('Name is required');
    expect(response.json<{ error: string }>().error).toContain('Address is required');
    expect(await listLocations()).toEqual(before);
  });

  it('refuses a name that exists in any letter case with 409', async () => {
    const response = await ctx.admin.request({
      method: 'POST',
      url: '/api/locations',
      payload: { name: 'downtown', address: 'Elsewhere' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'DUPLICATE_NAME',
      error: 'A location named "downtown" already exists',
    });
    expect(
      (await listLocations()).filter((location) => location.name.toLowerCase() === 'downtown'),
    ).toHaveLength(1);
  });

  it('is refused to managers and technicians, even with a bad body, and writes nothing', async () => {
    const before = await listLocations();
    for (const actor of [ctx.manager, ctx.technician]) {
      const good = await actor.request({
        method: 'POST',
        url: '/api/locations',
        payload: { name: 'Sneaky Store', address: '1 Side Street' },
      });
      expect(good.statusCode).toBe(403);
      expect(good.json()).toMatchObject({ code: 'FORBIDDEN' });
      const bad = await actor.request({ method: 'POST', url: '/api/locations', payload: {} });
      expect(bad.statusCode).toBe(403);
    }
    expect(await listLocations()).toEqual(before);
  });
});

describe('PUT /api/locations/:id', () => {
  it('renames and re-addresses a location and keeps its counts', async () => {
    const store = await createLocation('Old Name');
    await fileTicket(store.id, 'open');
    const response = await ctx.admin.request({
      method: 'PUT',
      url: `/api/locations/${store.id}`,
      payload: { name: 'New Name', address: '2 New Street' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: store.id,
      name: 'New Name',
      address: '2 New Street',
      activeTickets: 1,
      totalTickets: 1,
    });
  });

  it('lets a location keep its own name in another letter case', async () => {
    const store = await createLocation('Case Store');
    const response = await ctx.admin.request({
      method: 'PUT',
      url: `/api/locations/${store.id}`,
      payload: { name: 'CASE STORE', address: store.address },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'CASE STORE' });
  });

  it("refuses another location's name with 409 and changes nothing", async () => {
    const store = await createLocation('Unique Store');
    const response = await ctx.admin.request({
      method: 'PUT',
      url: `/api/locations/${store.id}`,
      payload: { name: 'Airport', address: 'x' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'DUPLICATE_NAME' });
    expect((await listLocations()).find((location) => location.id === store.id)).toEqual(store);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const payload = { name: 'Ghost', address: 'Nowhere' };
    const unknown = await ctx.admin.request({
      method: 'PUT',
      url: '/api/locations/00000000-0000-4000-8000-000000000000',
      payload,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const malformed = await ctx.admin.request({ method: 'PUT', url: '/api/locations/42', payload });
    expect(malformed.statusCode).toBe(400);
  });

  it('is refused to a manager', async () => {
    const store = await createLocation('Manager Target');
    const response = await ctx.manager.request({
      method: 'PUT',
      url: `/api/locations/${store.id}`,
      payload: { name: 'Hijacked', address: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect((await listLocations()).find((location) => location.id === store.id)?.name).toBe(
      'Manager Target',
    );
  });
});

describe('DELETE /api/locations/:id', () => {
  it('deletes a location without tickets', async () => {
    const store = await createLocation('Short Lived');
    const response = await ctx.admin.request({
      method: 'DELETE',
      url: `/api/locations/${store.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await listLocations()).some((location) => location.id === store.id)).toBe(false);
  });

  it('refuses while the location has active tickets, with 409', async () => {
    const store = await createLocation('Busy Store');
    await fileTicket(store.id, 'open');
    await fileTicket(store.id, 'completed');
    const response = await ctx.admin.request({
      method: 'DELETE',
      url: `/api/locations/${store.id}`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'LOCATION_HAS_ACTIVE_TICKETS',
      error: 'Busy Store has 1 active ticket(s) and cannot be deleted',
    });
    expect((await listLocations()).some((location) => location.id === store.id)).toBe(true);
  });

  it('refuses a location whose tickets are all completed, keeping their history', async () => {
    const store = await createLocation('History Store');
    await fileTicket(store.id, 'completed');
    const response = await ctx.admin.request({
      method: 'DELETE',
      url: `/api/locations/${store.id}`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toContain('has ticket history');
    expect(
      await ctx.database.db.select().from(locations).where(eq(locations.id, store.id)),
    ).toHaveLength(1);
  });

  it('answers 404 for an unknown location', async () => {
    const response = await ctx.admin.request({
      method: 'DELETE',
      url: '/api/locations/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
  });

  it('is refused to a technician and an anonymous caller', async () => {
    const store = await createLocation('Protected Store');
    const technician = await ctx.technician.request({
      method: 'DELETE',
      url: `/api/locations/${store.id}`,
    });
    expect(technician.statusCode).toBe(403);
    const anonymous = await ctx.anonymous({ method: 'DELETE', url: `/api/locations/${store.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await listLocations()).some((location) => location.id === store.id)).toBe(true);
  });
});
