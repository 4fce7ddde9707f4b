import { beforeAll, describe, expect, it } from 'vitest';

import type { Location } from '#contract/schemas/location.ts';
import type { User } from '#contract/schemas/user.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 030: a technician's home store, set by admins in the user manager.

const { ctx } = fileTestContext();
let stores: Location[];
beforeAll(async () => {
  stores = (await ctx.admin.request({ method: 'GET', url: '/api/locations' })).json<Location[]>();
});

function storeId(name: string): string {
  const store = stores.find((candidate) => candidate.name === name);
  if (!store) throw new Error(`no store ${name}`);
  return store.id;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function userById(id: string): Promise<User | undefined> {
  const all = (await ctx.admin.request({ method: 'GET', url: '/api/users' })).json<User[]>();
  return all.find((user) => user.id === id);
}

describe("a technician's home store", () => {
  it('is set by an admin on create and on edit, and cleared with null', async () => {
    const created = await ctx.admin.request({
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Home Tech',
        username: 'home-tech',
        password: 'long-enough-password',
        role: 'technician',
        homeLocationId: storeId('Airport'),
      },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json<User>();
    expect(user.homeLocationId).toBe(storeId('Airport'));

    const moved = await ctx.admin.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: {
        name: 'Home Tech',
        role: 'technician',
        status: 'active',
        homeLocationId: storeId('Downtown'),
      },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<User>().homeLocationId).toBe(storeId('Downtown'));

    // Absent keeps it.
    const renamed = await ctx.admin.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { name: 'Home Tech Renamed', role: 'technician', status: 'active' },
    });
    expect(renamed.json<User>().homeLocationId).toBe(storeId('Downtown'));

    const cleared = await ctx.admin.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { name: 'Home Tech', role: 'technician', status: 'active', homeLocationId: null },
    });
    expect(cleared.json<User>().homeLocationId).toBeNull();
  });

  it('refuses an unknown or malformed store with 400 and changes nothing', async () => {
    const target = await ctx.newActor('technician');
    for (const homeLocationId of [UNKNOWN_ID, 'not-an-id']) {
      const response = await ctx.admin.request({
        method: 'PUT',
        url: `/api/users/${target.user.id}`,
        payload: { name: 'Changed', role: 'technician', status: 'active', homeLocationId },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await userById(target.user.id)).toMatchObject({
      name: target.user.name,
      homeLocationId: null,
    });
  });

  it('is not kept for other roles', async () => {
    const created = await ctx.admin.request({
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Store Manager',
        username: 'home-manager',
        password: 'long-enough-password',
        role: 'manager',
        locationId: storeId('Airport'),
        homeLocationId: storeId('Airport'),
      },
    });
    expect(created.json<User>()).toMatchObject({
      locationId: storeId('Airport'),
      homeLocationId: null,
    });
  });

  it('cannot be set by a manager or a technician', async () => {
    const target = await ctx.newActor('technician');
    for (const actor of [ctx.manager, ctx.technician]) {
      const response = await actor.request({
        method: 'PUT',
        url: `/api/users/${target.user.id}`,
        payload: {
          name: target.user.name,
          role: 'technician',
          status: 'active',
          homeLocationId: storeId('Downtown'),
        },
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await userById(target.user.id))?.homeLocationId).toBeNull();
  });
});
