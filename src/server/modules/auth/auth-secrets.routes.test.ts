import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN_PASSWORD, buildTestApp, signIn } from '#tests/helpers/build-test-app.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';

import { LOGIN_LIMITS } from './auth.service.ts';
import { logSink } from '#tests/helpers/log-sink.ts';

// Architecture §6: no password, hash, token or cookie in any answer or log line, and brute force is
// limited per client address as well as per username.

let testApp: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  const sink = logSink(logLines);
  testApp = await buildTestApp({ deps: { logger: pino({ level: 'trace' }, sink) } });
});
afterAll(async () => {
  await testApp.close();
});

describe('secrets', () => {
  it('never shows a password, its hash, or a session token in answers or logs', async () => {
    const { app } = testApp;
    const cookie = await signIn(app, 'admin', ADMIN_PASSWORD);
    const secret = 'very-secret-password-42';
    const created = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie },
      payload: {
        name: 'Secret Keeper',
        username: 'keeper',
        password: secret,
        role: 'technician',
        status: 'active',
      },
    });
    expect(created.statusCode).toBe(201);
    const answers = [
      created.body,
      (await app.inject({ method: 'GET', url: '/api/users', headers: { cookie } })).body,
      (
        await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'keeper', password: secret },
        })
      ).body,
      (
        await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'keeper', password: 'wrong' },
        })
      ).body,
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).body,
    ];
    const token = cookie.replace('sid=', '');
    for (const text of [...answers, ...logLines]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(ADMIN_PASSWORD);
      expect(text).not.toMatch(/\$argon2/);
      expect(text).not.toContain(token);
    }
    expect(logLines.length).toBeGreaterThan(5);
  });

  it('limits failed sign-ins per client address across usernames', async () => {
    const { app } = testApp;
    const ceiling = LOGIN_LIMITS.ip.maxFailures;
    // Five guesses at each of twenty usernames: the most usernames an address may try an hour.
    const names = LOGIN_LIMITS.usernamesPerIp.maxUsernames;
    for (let attempt = 0; attempt < ceiling; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.9',
        payload: { username: `nobody-${String(attempt % names)}`, password: 'wrong' },
      });
      expect(response.statusCode).toBe(401);
    }
    // Past the ceiling, a username tried before from there is refused (decision 012).
    const limited = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '203.0.113.9',
      payload: { username: 'nobody-0', password: 'wrong' },
    });
    expect(limited.statusCode).toBe(429);
    // Another address is not affected.
    const other = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '203.0.113.10',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(other.statusCode).toBe(200);
    // A hundred argon2id verifications: minutes on a loaded two-core machine, not a hang.
  }, 180_000);
});
