import { describe, expect, it } from 'vitest';

import type { ResetPasswordResult, User } from '#contract/schemas/user.ts';
import { actorFor } from '#tests/helpers/build-test-app.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { TEST_PASSWORD } from '#tests/helpers/factories.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

const { ctx } = fileTestContext();

function login(username: string, password: string) {
  return ctx.anonymous({ method: 'POST', url: '/api/login', payload: { username, password } });
}

function changePassword(actor: Actor, currentPassword: string, newPassword: string) {
  return actor.request({
    method: 'POST',
    url: '/api/change-password',
    payload: { currentPassword, newPassword },
  });
}

/** A user made by the admin through the API: they must change the password at first sign-in. */
async function createUserAsAdmin(username: string, password: string): Promise<User> {
  const response = await ctx.admin.request({
    method: 'POST',
    url: '/api/users',
    payload: { name: `User ${username}`, username, password, role: 'technician' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<User>();
}

describe('POST /api/change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const here = await ctx.newActor('technician', { username: 'changer' });
    const elsewhere = await actorFor(ctx.app, here.user, TEST_PASSWORD);

    const response = await changePassword(here, TEST_PASSWORD, 'a-brand-new-secret');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ username: 'changer', mustChangePassword: false });

    expect((await here.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await elsewhere.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await login('changer', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('changer', 'a-brand-new-secret')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const actor = await ctx.newActor('manager', { username: 'forgetful', location: 'Downtown' });
    const response = await changePassword(actor, 'not-my-password', 'another-good-secret');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The current password is not correct',
      code: 'WRONG_PASSWORD',
    });
    expect((await login('forgetful', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the password policy to the new password', async () => {
    const actor = await ctx.newActor('technician', { username: 'policy.tester' });
    const cases: [string, string][] = [
      ['short-one', 'Password must be at least 10 characters'],
      ['POLICY.TESTER', 'Password must not be the username'],
      ['qwertyuiop', 'This password is too common; choose one that is harder to guess'],
      [TEST_PASSWORD, 'The new password must be different from the current one'],
    ];
    for (const [newPassword, message] of cases) {
      const response = await changePassword(actor, TEST_PASSWORD, newPassword);
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
    expect((await login('policy.tester', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await ctx.anonymous({
      method: 'POST',
      url: '/api/change-password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-secret' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('forced change at first sign-in', () => {
  it('refuses every other call with 403 until the password is changed', async () => {
    const user = await createUserAsAdmin('first.timer', 'temporary-secret');
    expect(user.mustChangePassword).toBe(true);
    const signedIn = await login('first.timer', 'temporary-secret');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ mustChangePassword: true });
    const actor = await actorFor(ctx.app, user, 'temporary-secret');

    const refused = await actor.request({ method: 'GET', url: '/api/tickets' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'You must change your password before you can continue',
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    // Writes are refused as well as reads; me answers so the app knows to show the change screen.
    expect(
      (await actor.request({ method: 'POST', url: '/api/time-clock/in', payload: {} })).statusCode,
    ).toBe(403);
    expect((await actor.request({ method: 'GET', url: '/api/me' })).json()).toMatchObject({
      mustChangePassword: true,
    });

    const changed = await changePassword(actor, 'temporary-secret', 'my-own-new-secret');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await actor.request({ method: 'GET', url: '/api/tickets' })).statusCode).toBe(200);
    expect((await actor.request({ method: 'GET', url: '/api/me' })).json()).toMatchObject({
      mustChangePassword: false,
    });
  });

  it('still lets the user sign out', async () => {
    const user = await createUserAsAdmin('leaving.early', 'temporary-secret');
    const actor = await actorFor(ctx.app, user, 'temporary-secret');
    expect((await actor.request({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
  });
});

describe('POST /api/users/:id/reset-password', () => {
  it('gives a temporary password once, requires a change and ends the user’s sessions', async () => {
    const target = await ctx.newActor('technician', { username: 'locked.out' });
    const response = await ctx.admin.request({
      method: 'POST',
      url: `/api/users/${target.user.id}/reset-password`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { temporaryPassword } = response.json<ResetPasswordResult>();
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(10);

    expect((await target.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await login('locked.out', TEST_PASSWORD)).statusCode).toBe(401);
    const signedIn = await login('locked.out', temporaryPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ mustChangePassword: true });

    // The temporary password is never listed or stored in clear.
    const users = await ctx.admin.request({ method: 'GET', url: '/api/users' });
    expect(users.body).not.toContain(temporaryPassword);
  });

  it('is for admins only, and not on their own account', async () => {
    const target = await ctx.newActor('technician');
    const asManager = await ctx.manager.request({
      method: 'POST',
      url: `/api/users/${target.user.id}/reset-password`,
    });
    expect(asManager.statusCode).toBe(403);
    const own = await ctx.admin.request({
      method: 'POST',
      url: `/api/users/${ctx.admin.user.id}/reset-password`,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      error: 'Use Change password to change your own password',
    });
    const missing = await ctx.admin.request({
      method: 'POST',
      url: '/api/users/00000000-0000-4000-8000-000000000000/reset-password',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('without e-mail configured', () => {
  it('offers no forgot-password link and refuses the call with 404', async () => {
    expect((await ctx.anonymous({ method: 'GET', url: '/api/login-options' })).json()).toEqual({
      forgotPassword: false,
    });
    const response = await ctx.anonymous({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { login: 'manager' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('passwords set by an admin', () => {
  it('PUT /api/users/:id with a password answers 400 and changes nothing', async () => {
    const target = await ctx.newActor('technician', { username: 'edit.target' });
    const response = await ctx.admin.request({
      method: 'PUT',
      url: `/api/users/${target.user.id}`,
      payload: {
        name: 'Renamed',
        role: 'technician',
        status: 'active',
        password: 'a-new-password-here',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(
      'A password cannot be set when editing a user; use Reset password to give a temporary one',
    );
    expect((await login('edit.target', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login('edit.target', 'a-new-password-here')).statusCode).toBe(401);
    const listed = (await ctx.admin.request({ method: 'GET', url: '/api/users' })).json<User[]>();
    expect(listed.find((user) => user.id === target.user.id)?.name).not.toBe('Renamed');
  });

  it('POST /api/users applies the policy', async () => {
    for (const [password, message] of [
      ['short-one', 'Password must be at least 10 characters'],
      ['new.person', 'Password must not be the username'],
      ['1234567890', 'This password is too common; choose one that is harder to guess'],
    ]) {
      const response = await ctx.admin.request({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'New Person', username: 'new.person', password, role: 'technician' },
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
    expect((await login('new.person', 'short-one')).statusCode).toBe(401);
  });
});
