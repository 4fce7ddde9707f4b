import { describe, expect, it } from 'vitest';

import type { ManagedUser } from '#contract/schemas/user.ts';
import { TEST_PASSWORD } from '#tests/helpers/factories.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 037: what an hour of a person's work costs. Admins read and write it in the
// users API; managers and technicians never see it, not even their own.

const { ctx } = fileTestContext();

let count = 0;
async function createPerson(extra: Record<string, unknown>) {
  count += 1;
  return ctx.admin.request({
    method: 'POST',
    url: '/api/users',
    payload: {
      name: `Tess Tech ${String(count)}`,
      username: `tess${String(count)}`,
      password: TEST_PASSWORD,
      role: 'technician',
      ...extra,
    },
  });
}

async function listed(id: string): Promise<ManagedUser | undefined> {
  const response = await ctx.admin.request({ method: 'GET', url: '/api/users' });
  expect(response.statusCode).toBe(200);
  return response.json<ManagedUser[]>().find((user) => user.id === id);
}

describe('hourlyCostCents in the users API', () => {
  it('is set on create, answered to admins and listed', async () => {
    const response = await createPerson({ hourlyCostCents: 4250 });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<ManagedUser>();
    expect(created.hourlyCostCents).toBe(4250);
    expect((await listed(created.id))?.hourlyCostCents).toBe(4250);
  });

  it('is null when not given', async () => {
    const response = await createPerson({});
    expect(response.json<ManagedUser>().hourlyCostCents).toBeNull();
  });

  it('is kept by an edit without it, changed by one with it and cleared by null', async () => {
    const created = (await createPerson({ hourlyCostCents: 3000 })).json<ManagedUser>();
    const edit = (extra: Record<string, unknown>) =>
      ctx.admin.request({
        method: 'PUT',
        url: `/api/users/${created.id}`,
        payload: { name: created.name, role: 'technician', status: 'active', ...extra },
      });
    const kept = await edit({});
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<ManagedUser>().hourlyCostCents).toBe(3000);
    expect((await edit({ hourlyCostCents: 3550 })).json<ManagedUser>().hourlyCostCents).toBe(3550);
    expect((await listed(created.id))?.hourlyCostCents).toBe(3550);
    expect((await edit({ hourlyCostCents: null })).json<ManagedUser>().hourlyCostCents).toBeNull();
  });

  it('refuses a negative, fractional or absurd amount on create and edit', async () => {
    for (const hourlyCostCents of [-1, 12.5, 100_000_001, '40']) {
      const response = await createPerson({ hourlyCostCents });
      expect(response.statusCode, String(hourlyCostCents)).toBe(400);
    }
    const created = (await createPerson({ hourlyCostCents: 2000 })).json<ManagedUser>();
    const refused = await ctx.admin.request({
      method: 'PUT',
      url: `/api/users/${created.id}`,
      payload: { name: created.name, role: 'technician', status: 'active', hourlyCostCents: -5 },
    });
    expect(refused.statusCode).toBe(400);
    expect((await listed(created.id))?.hourlyCostCents).toBe(2000);
  });

  it('is never shown to managers or technicians, not even their own', async () => {
    const technician = await ctx.newActor('technician');
    const manager = await ctx.newActor('manager', { location: 'Downtown' });
    for (const person of [technician, manager]) {
      await ctx.admin.request({
        method: 'PUT',
        url: `/api/users/${person.user.id}`,
        payload: {
          name: person.user.name,
          role: person.user.role,
          status: 'active',
          hourlyCostCents: 5000,
        },
      });
    }
    for (const person of [technician, manager]) {
      const users = await person.request({ method: 'GET', url: '/api/users' });
      expect(users.statusCode).toBe(403);
      const me = await person.request({ method: 'GET', url: '/api/me' });
      expect(me.statusCode).toBe(200);
      expect(me.body).not.toContain('hourlyCostCents');
      expect(me.body).not.toContain('5000');
    }
  });
});
