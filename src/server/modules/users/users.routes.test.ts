import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Location } from '#contract/schemas/location.ts';
import type { User } from '#contract/schemas/user.ts';
import { activity, certifications, users } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createActivityRepository } from '#server/modules/activity/activity.repository.ts';
import { createActivityService } from '#server/modules/activity/activity.service.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { TEST_PASSWORD } from '#tests/helpers/factories.ts';

import { createUsersRepository } from './users.repository.ts';
import { createUsersService } from './users.service.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// expect.any() is typed any; matchers are compared as unknown.
const anyString: unknown = expect.any(String);
const { ctx } = fileTestContext();
let locations: Location[];
beforeAll(async () => {
  locations = (await ctx.admin.request({ method: 'GET', url: '/api/locations' })).json<
    Location[]
  >();
});

function storeId(name: string): string {
  const location = locations.find((candidate) => candidate.name === name);
  if (!location) throw new Error(`no store ${name}`);
  return location.id;
}

async function listUsers(): Promise<User[]> {
  const response = await ctx.admin.request({ method: 'GET', url: '/api/users' });
  expect(response.statusCode).toBe(200);
  return response.json<User[]>();
}

function postUser(payload: Record<string, unknown>, actor: Actor = ctx.admin) {
  return actor.request({ method: 'POST', url: '/api/users', payload });
}

async function createUser(payload: Record<string, unknown>): Promise<User> {
  const response = await postUser({ password: 'first-password', role: 'technician', ...payload });
  expect(response.statusCode).toBe(201);
  return response.json<User>();
}

function putUser(id: string, payload: Record<string, unknown>, actor: Actor = ctx.admin) {
  return actor.request({ method: 'PUT', url: `/api/users/${id}`, payload });
}

function login(username: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
}

describe('GET /api/users', () => {
  it('lists every user by name with role and status, never a password', async () => {
    const response = await ctx.admin.request({ method: 'GET', url: '/api/users' });
    expect(response.statusCode).toBe(200);
    const list = response.json<User[]>();
    expect(list.map((user) => user.username)).toEqual(
      expect.arrayContaining(['admin', 'manager', 'tech']),
    );
    expect(list.find((user) => user.username === 'manager')).toMatchObject({
      role: 'manager',
      status: 'active',
      locationName: 'Downtown',
    });
    const names = list.map((user) => user.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(response.body).not.toMatch(/passwordHash|password_hash|argon2/i);
  });

  it('is admin only', async () => {
    for (const actor of [ctx.manager, ctx.technician]) {
      const response = await actor.request({ method: 'GET', url: '/api/users' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await ctx.anonymous({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('POST /api/users', () => {
  it('creates an active user who should change the password and can sign in with it', async () => {
    const response = await postUser({
      name: ' Maria Lopez ',
      username: 'mlopez',
      password: 'temporary-pass',
      role: 'technician',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: anyString,
      name: 'Maria Lopez',
      username: 'mlopez',
      role: 'technician',
      status: 'active',
      locationId: null,
      locationName: null,
      homeLocationId: null,
      email: null,
      phone: null,
      mustChangePassword: true,
      // Issue 40: no default for new users set: null until their first sign-in sets their browser's.
      language: null,
      createdAt: '2026-01-06T14:00:00.000Z',
      // Decision 037: the admins' users API answers the hourly cost (none given: null).
      hourlyCostCents: null,
    });
    expect(response.body).not.toMatch(/temporary-pass|argon2/);
    expect((await login('mlopez', 'temporary-pass')).statusCode).toBe(200);
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.username, 'mlopez'));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('records who created the user in the activity log', async () => {
    const created = await createUser({ name: 'Logged User', username: 'logged-user' });
    const entries = await ctx.database.db
      .select()
      .from(activity)
      .where(eq(activity.kind, 'user.created'));
    expect(entries.find((entry) => entry.details.userId === created.id)).toMatchObject({
      actorId: ctx.admin.user.id,
    });
  });

  it('takes the status chosen by the admin', async () => {
    const created = await createUser({ name: 'Waiting', username: 'waiting', status: 'pending' });
    expect(created.status).toBe('pending');
    expect((await login('waiting', 'first-password')).statusCode).toBe(403);
  });

  it('gives a manager the chosen store and other roles none', async () => {
    const manager = await createUser({
      name: 'Store Boss',
      username: 'store-boss',
      role: 'manager',
      locationId: storeId('Airport'),
    });
    expect(manager).toMatchObject({ locationId: storeId('Airport'), locationName: 'Airport' });
    const technician = await createUser({
      name: 'No Store',
      username: 'no-store',
      locationId: storeId('Airport'),
    });
    expect(technician).toMatchObject({ locationId: null, locationName: null });
  });

  it('refuses an unknown store', async () => {
    const response = await postUser({
      name: 'Lost',
      username: 'lost-manager',
      password: 'long-enough',
      role: 'manager',
      locationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(400);
    expect((await listUsers()).some((user) => user.username === 'lost-manager')).toBe(false);
  });

  it('refuses a weak or missing password and writes nothing', async () => {
    const before = await listUsers();
    const weak = await postUser({
      name: 'Weak',
      username: 'weak',
      password: 'short',
      role: 'technician',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Password must be at least 10 characters',
    });
    const missing = await postUser({ name: 'Missing', username: 'missing', role: 'technician' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'Password is required' });
    expect(await listUsers()).toEqual(before);
  });

  it('requires a name and a username', async () => {
    const response = await postUser({
      name: '',
      username: ' ',
      password: 'long-enough',
      role: 'technician',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain('Name is required');
    expect(response.json<{ error: string }>().error).toContain('Username is required');
  });

  it('refuses a role or status outside the lists', async () => {
    const role = await postUser({
      name: 'Boss',
      username: 'boss',
      password: 'long-enough',
      role: 'owner',
    });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({ error: 'Role must be one of: admin, manager, technician' });
    const status = await postUser({
      name: 'Boss',
      username: 'boss',
      password: 'long-enough',
      role: 'technician',
      status: 'retired',
    });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toMatchObject({
      error: 'Status must be one of: active, inactive, pending',
    });
    expect((await listUsers()).some((user) => user.username === 'boss')).toBe(false);
  });

  it('refuses a username taken in any letter case with 409', async () => {
    const response = await postUser({
      name: 'Twin',
      username: 'MANAGER',
      password: 'long-enough',
      role: 'manager',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'DUPLICATE_NAME',
      error: 'The username "MANAGER" is already taken',
    });
  });

  it('is refused to managers and technicians', async () => {
    for (const actor of [ctx.manager, ctx.technician]) {
      const response = await postUser(
        { name: 'Intruder', username: 'intruder', password: 'long-enough', role: 'admin' },
        actor,
      );
      expect(response.statusCode).toBe(403);
    }
    expect((await listUsers()).some((user) => user.username === 'intruder')).toBe(false);
  });
});

describe('PUT /api/users/:id', () => {
  it('changes name, role and status', async () => {
    const user = await createUser({ name: 'Promote Me', username: 'promote-me' });
    const response = await putUser(user.id, {
      name: 'Promoted',
      role: 'manager',
      status: 'active',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      name: 'Promoted',
      role: 'manager',
      status: 'active',
    });
  });

  it('sets, keeps and clears a manager’s store', async () => {
    const user = await createUser({ name: 'Moving Manager', username: 'moving', role: 'manager' });
    const set = await putUser(user.id, {
      name: user.name,
      role: 'manager',
      status: 'active',
      locationId: storeId('North Side'),
    });
    expect(set.json()).toMatchObject({ locationName: 'North Side' });
    const kept = await putUser(user.id, {
      name: 'Still Moving',
      role: 'manager',
      status: 'active',
    });
    expect(kept.json()).toMatchObject({ name: 'Still Moving', locationName: 'North Side' });
    const demoted = await putUser(user.id, {
      name: user.name,
      role: 'technician',
      status: 'active',
    });
    expect(demoted.json()).toMatchObject({ role: 'technician', locationId: null });
  });

  it('keeps the username read-only: a changed one is refused with 400 and nothing changes', async () => {
    const user = await createUser({ name: 'Fixed Name', username: 'fixed-name' });
    const response = await putUser(user.id, {
      name: 'Other',
      username: 'renamed',
      role: 'technician',
      status: 'active',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      error: 'The username cannot be changed',
    });
    expect((await listUsers()).find((candidate) => candidate.id === user.id)).toMatchObject({
      name: 'Fixed Name',
      username: 'fixed-name',
    });
    const same = await putUser(user.id, {
      name: 'Other',
      username: 'fixed-name',
      role: 'technician',
      status: 'active',
    });
    expect(same.statusCode).toBe(200);
  });

  it('ignores a password sent with an edit', async () => {
    const user = await createUser({ name: 'Keeps Password', username: 'keeps-password' });
    await putUser(user.id, {
      name: user.name,
      role: 'technician',
      status: 'active',
      password: 'hijacked-password',
    });
    expect((await login('keeps-password', 'hijacked-password')).statusCode).toBe(401);
    expect((await login('keeps-password', 'first-password')).statusCode).toBe(200);
  });

  it('requires name, role and status, each from its list', async () => {
    const user = await createUser({ name: 'Strict', username: 'strict' });
    expect((await putUser(user.id, { name: 'Strict' })).statusCode).toBe(400);
    expect(
      (await putUser(user.id, { name: 'Strict', role: 'technician', status: 'gone' })).statusCode,
    ).toBe(400);
    expect(
      (await putUser(user.id, { name: ' ', role: 'technician', status: 'active' })).statusCode,
    ).toBe(400);
  });

  it('ends every session of a user who is deactivated', async () => {
    const leaver = await ctx.newActor('technician', { username: 'deactivated-tech' });
    expect((await leaver.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    const response = await putUser(leaver.user.id, {
      name: leaver.user.name,
      role: 'technician',
      status: 'inactive',
    });
    expect(response.statusCode).toBe(200);
    expect((await leaver.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await login('deactivated-tech', TEST_PASSWORD)).statusCode).toBe(403);
  });

  it('ends the sign-in sessions of a user whose role changes, and only then', async () => {
    const mover = await ctx.newActor('technician', { username: 'promoted-tech' });
    const renamed = await putUser(mover.user.id, {
      name: 'Renamed Tech',
      role: 'technician',
      status: 'active',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await mover.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    const promoted = await putUser(mover.user.id, {
      name: 'Renamed Tech',
      role: 'manager',
      status: 'active',
    });
    expect(promoted.statusCode).toBe(200);
    expect((await mover.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('does not let an admin demote or deactivate themselves', async () => {
    const self = ctx.admin.user;
    const demote = await putUser(self.id, { name: self.name, role: 'manager', status: 'active' });
    expect(demote.statusCode).toBe(403);
    expect(demote.json()).toMatchObject({ error: 'You cannot change your own role' });
    const deactivate = await putUser(self.id, {
      name: self.name,
      role: 'admin',
      status: 'inactive',
    });
    expect(deactivate.statusCode).toBe(403);
    expect((await ctx.admin.request({ method: 'GET', url: '/api/me' })).json()).toMatchObject({
      role: 'admin',
      status: 'active',
    });
    const rename = await putUser(self.id, { name: 'Chief Admin', role: 'admin', status: 'active' });
    expect(rename.statusCode).toBe(200);
  });

  it('lets one admin demote another, but two admins demoting each other at once leave one admin', async () => {
    const first = await ctx.newActor('admin', { username: 'admin-one' });
    const second = await ctx.newActor('admin', { username: 'admin-two' });
    // Make them the only active admins for this race.
    await ctx.database.db
      .update(users)
      .set({ status: 'inactive' })
      .where(eq(users.id, ctx.admin.user.id));
    try {
      const responses = await Promise.all([
        putUser(second.user.id, { name: 'Two', role: 'technician', status: 'active' }, first),
        putUser(first.user.id, { name: 'One', role: 'technician', status: 'active' }, second),
      ]);
      const codes = responses.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      // The loser is refused as no longer an admin (403), as the last admin (409), or, when the
      // winner's demotion ended the loser's sessions before its request was read, as signed out (401).
      expect([401, 403, 409]).toContain(codes.find((code) => code !== 200));
      const admins = await ctx.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins.filter((admin) => admin.status === 'active')).toHaveLength(1);
    } finally {
      // Restore the shared admin (its session was not used meanwhile, so it is still valid), also
      // when an assertion above failed, so that one failure does not fail every later test.
      await ctx.database.db
        .update(users)
        .set({ status: 'active' })
        .where(eq(users.id, ctx.admin.user.id));
    }
    expect((await ctx.admin.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 403 to a manager', async () => {
    const payload = { name: 'Ghost', role: 'technician', status: 'active' };
    expect((await putUser('00000000-0000-4000-8000-000000000000', payload)).statusCode).toBe(404);
    const target = await createUser({ name: 'Target', username: 'target' });
    expect((await putUser(target.id, { ...payload, role: 'admin' }, ctx.manager)).statusCode).toBe(
      403,
    );
    expect((await listUsers()).find((user) => user.id === target.id)?.role).toBe('technician');
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes a user with their certifications and ends their sessions', async () => {
    const leaver = await ctx.newActor('technician', { username: 'deleted-tech' });
    await ctx.database.db.insert(certifications).values({
      userId: leaver.user.id,
      certificationName: 'HVAC',
      certificationNumber: 'H-1',
    });
    const response = await ctx.admin.request({
      method: 'DELETE',
      url: `/api/users/${leaver.user.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await listUsers()).some((user) => user.id === leaver.user.id)).toBe(false);
    expect((await leaver.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect(
      await ctx.database.db
        .select()
        .from(certifications)
        .where(eq(certifications.userId, leaver.user.id)),
    ).toHaveLength(0);
  });

  it('does not let an admin delete themselves', async () => {
    const response = await ctx.admin.request({
      method: 'DELETE',
      url: `/api/users/${ctx.admin.user.id}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'You cannot delete your own account' });
    expect((await ctx.admin.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('lets an admin delete another admin while one stays active', async () => {
    const other = await ctx.newActor('admin', { username: 'admin-to-delete' });
    const response = await ctx.admin.request({
      method: 'DELETE',
      url: `/api/users/${other.user.id}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 403 to a technician', async () => {
    const unknown = await ctx.admin.request({
      method: 'DELETE',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const response = await ctx.technician.request({
      method: 'DELETE',
      url: `/api/users/${ctx.manager.user.id}`,
    });
    expect(response.statusCode).toBe(403);
    expect((await ctx.manager.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });
});

describe('the last active admin', () => {
  // Through HTTP only an active admin can act, so the last one can be reached only by a caller
  // whose admin role was current when their request began: the service is asked directly.
  function serviceActingAs(actor: User) {
    const db = ctx.database.db;
    const service = createUsersService({
      db,
      repository: createUsersRepository(db),
      activity: createActivityService({
        repository: createActivityRepository(db),
        timeZone: ctx.config.timeZone,
      }),
      clock: ctx.clock,
    });
    // Every call below is refused before the user changes, so no listener is ever told.
    service.onWorkEnded(() => Promise.reject(new Error('not reached')));
    return { service, actor };
  }

  async function expectLastAdmin(action: Promise<unknown>, message: string) {
    const error: unknown = await action.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'LAST_ADMIN', statusCode: 409, message });
  }

  it('cannot be demoted, deactivated or deleted by an admin who lost the role meanwhile', async () => {
    const stale = await ctx.newActor('admin', { username: 'stale-admin' });
    await ctx.database.db.update(users).set({ role: 'manager' }).where(eq(users.id, stale.user.id));
    // Only the seeded admin stays active.
    await ctx.database.db
      .update(users)
      .set({ status: 'inactive' })
      .where(and(eq(users.role, 'admin'), ne(users.id, ctx.admin.user.id)));
    const { service, actor } = serviceActingAs(stale.user);
    const lastAdmin = ctx.admin.user;
    await expectLastAdmin(
      service.update(actor, lastAdmin.id, {
        name: lastAdmin.name,
        role: 'manager',
        status: 'active',
      }),
      'The last active administrator cannot be demoted',
    );
    await expectLastAdmin(
      service.update(actor, lastAdmin.id, {
        name: lastAdmin.name,
        role: 'admin',
        status: 'inactive',
      }),
      'The last active administrator cannot be deactivated',
    );
    await expectLastAdmin(
      service.remove(actor, lastAdmin.id),
      'The last active administrator cannot be deleted',
    );
    expect((await ctx.admin.request({ method: 'GET', url: '/api/me' })).json()).toMatchObject({
      role: 'admin',
      status: 'active',
    });
  });
});
