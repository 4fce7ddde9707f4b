import { describe, expect, it } from 'vitest';

import { ADMIN_PASSWORD, TEST_TIME_ZONE } from '#tests/helpers/build-test-app.ts';
import { TEST_PASSWORD } from '#tests/helpers/factories.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

const { ctx } = fileTestContext();

function login(username: string, password: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    headers,
  });
}

describe('POST /api/login', () => {
  it('answers the user and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await login('admin', ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'admin', role: 'admin', status: 'active' });
    expect(response.body).not.toMatch(/passwordHash|argon2/);
    const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
    // Decision 035: the lifetime is Max-Age (7 days), not an Expires date of the server's clock, so a
    // browser whose clock differs from the server's keeps the cookie.
    expect(cookie).toMatchObject({ maxAge: 7 * 24 * 60 * 60 });
    expect(cookie?.expires).toBeUndefined();
  });

  it('accepts the username in any letter case', async () => {
    expect((await login('ADMIN', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown user the same 401 answer', async () => {
    const wrong = await login('manager', 'not-the-password');
    const unknown = await login('nobody-here', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'Invalid username or password',
      code: 'INVALID_CREDENTIALS',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a blank username or password with 400 and the field messages', async () => {
    const response = await login('  ', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json<{ error: string }>().error).toContain('Username is required');
  });

  it('limits repeated failures for one username with 429 and Retry-After', async () => {
    const victim = await ctx.newActor('technician', { username: 'brute-target' });
    let last = await login(victim.user.username, 'wrong-1');
    for (let attempt = 2; attempt <= 30 && last.statusCode === 401; attempt += 1) {
      last = await login(victim.user.username, `wrong-${String(attempt)}`, {
        'x-forwarded-for': `10.0.0.${String(attempt)}`,
      });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Even the right password waits until the window has passed.
    expect((await login(victim.user.username, TEST_PASSWORD)).statusCode).toBe(429);
    ctx.clock.advance(16 * 60 * 1000);
    expect((await login(victim.user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('after ten wrong passwords the right one waits 5 minutes, and the answer says how long', async () => {
    const victim = await ctx.newActor('technician', { username: 'five-minutes' });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(victim.user.username, `wrong-${String(attempt)}`)).statusCode).toBe(401);
    }
    const locked = await login(victim.user.username, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('300');
    // The login screen shows the error text as it is (product rules §2).
    expect(locked.json()).toEqual({
      error: 'Too many failed sign-ins. Try again in 5 minutes.',
      code: 'RATE_LIMITED',
    });
    ctx.clock.advance(4 * 60 * 1000 + 30 * 1000);
    const later = await login(victim.user.username, TEST_PASSWORD);
    expect(later.headers['retry-after']).toBe('30');
    expect(later.json()).toMatchObject({
      error: 'Too many failed sign-ins. Try again in 1 minute.',
    });
    ctx.clock.advance(30 * 1000);
    expect((await login(victim.user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an inactive account even with the right password', async () => {
    const inactive = await ctx.newActor('technician', { username: 'leaver' });
    await ctx.database.db.execute(
      `update users set status = 'inactive' where id = '${inactive.user.id}'` as never,
    );
    const response = await login('leaver', TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    // The session it held before is ended too (the role and status are read on every request).
    expect((await inactive.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('issues a new token at every sign-in and ends the one the browser sent', async () => {
    const first = await ctx.newActor('manager', { username: 'rotator' });
    const second = await login('rotator', TEST_PASSWORD, { cookie: first.cookie });
    expect(second.statusCode).toBe(200);
    const newCookie = second.cookies.find((candidate) => candidate.name === 'sid')?.value;
    expect(`sid=${newCookie ?? ''}`).not.toBe(first.cookie);
    expect((await first.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('GET /api/me answers the signed-in user', async () => {
    const response = await ctx.manager.request({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'manager',
      role: 'manager',
      locationName: 'Downtown',
    });
  });

  it('GET /api/me without a cookie is 401', async () => {
    const response = await ctx.anonymous({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      error: 'You must be signed in',
    });
  });

  it('a forged cookie is 401 session expired', async () => {
    const response = await ctx.anonymous({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'sid=forged-token-value' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('logout ends the session on the server', async () => {
    const actor = await ctx.newActor('technician');
    const response = await actor.request({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(200);
    expect((await actor.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('a session idle for 12 hours expires', async () => {
    const actor = await ctx.newActor('technician');
    ctx.clock.advance(11 * 60 * 60 * 1000);
    expect((await actor.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    ctx.clock.advance(11 * 60 * 60 * 1000);
    expect((await actor.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    ctx.clock.advance(12 * 60 * 60 * 1000 + 1000);
    const response = await actor.request({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('a session used all the time still ends after 7 days', async () => {
    const actor = await ctx.newActor('technician');
    for (let hours = 0; hours < 7 * 24; hours += 10) {
      ctx.clock.advance(10 * 60 * 60 * 1000);
      if ((await actor.request({ method: 'GET', url: '/api/me' })).statusCode === 401) break;
    }
    expect((await actor.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });
});

describe('protection of every call', () => {
  it('refuses a mutation from another Origin with 403', async () => {
    const actor = await ctx.newActor('admin');
    const response = await actor.request({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_ORIGIN_REQUEST' });
    expect((await actor.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('accepts a mutation from its own origin', async () => {
    const response = await login('admin', ADMIN_PASSWORD, { origin: 'http://localhost:80' });
    expect(response.statusCode).toBe(200);
  });

  it('answers malformed JSON with 400 and the error body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The request body is not valid JSON',
      code: 'INVALID_JSON',
    });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'admin', password: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a text/plain body with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=admin',
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    const response = await ctx.admin.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends the security headers', async () => {
    const response = await ctx.anonymous({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reports health and database reachability', async () => {
    const response = await ctx.anonymous({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('tells the web client the business time zone, to label times when the browser is elsewhere', async () => {
    const response = await ctx.anonymous({ method: 'GET', url: '/api/health' });
    expect(response.json()).toMatchObject({ timeZone: TEST_TIME_ZONE });
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const response = await ctx.anonymous({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/me', '/api/health']),
    );
  });
});
