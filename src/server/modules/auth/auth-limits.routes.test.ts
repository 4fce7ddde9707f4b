import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { loginAttempts, sessions } from '#server/db/schema.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { ADMIN_PASSWORD } from '#tests/helpers/build-test-app.ts';
import { createUser, TEST_PASSWORD } from '#tests/helpers/factories.ts';

import { LOGIN_LIMITS } from './auth.service.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 012: sign-in limits that hold under Unicode spellings and parallel guesses, a per-address
// limit that slows an attacker without locking out a colleague behind the same address, no
// oracle for inactive accounts, and pruning of expired sessions and old attempt rows.

const { ctx } = fileTestContext();

function login(username: string, password: string, remoteAddress = '192.0.2.1') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress,
  });
}

describe('usernames have one normal form', () => {
  it('refuses a non-ASCII username before any lookup: kİwi does not sign in as kiwi', async () => {
    await createUser(ctx.database.db, { role: 'technician', username: 'kiwi' });
    const dotted = await login('kİwi', TEST_PASSWORD);
    expect(dotted.statusCode).toBe(400);
    expect(dotted.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Username may contain only letters, digits and . _ @ -',
    });
    expect(dotted.cookies.some((cookie) => cookie.name === 'sid')).toBe(false);
    // ASCII letter case and surrounding spaces still do not matter.
    expect((await login('  KiWi ', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts every ASCII spelling of a username against one limit', async () => {
    await createUser(ctx.database.db, { role: 'technician', username: 'mango' });
    const spellings = ['mango', 'MANGO', ' Mango', 'mAnGo '];
    for (let attempt = 0; attempt < LOGIN_LIMITS.username.maxFailures; attempt += 1) {
      const spelling = spellings[attempt % spellings.length] ?? 'mango';
      expect((await login(spelling, 'wrong', `192.0.2.${String(10 + attempt)}`)).statusCode).toBe(
        401,
      );
    }
    expect((await login('MaNgO', TEST_PASSWORD, '192.0.2.99')).statusCode).toBe(429);
  });
});

describe('the per-account limit is atomic', () => {
  it('lets no more than the limit of 40 parallel wrong sign-ins reach the password check', async () => {
    await createUser(ctx.database.db, { role: 'technician', username: 'papaya' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_unused, index) =>
        login('papaya', `wrong-${String(index)}`, `198.51.100.${String(index + 1)}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      LOGIN_LIMITS.username.maxFailures,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      40 - LOGIN_LIMITS.username.maxFailures,
    );
  });
});

describe('the per-address limit', () => {
  const attacker = '203.0.113.50';

  it('slows guesses past its ceiling without locking out an untouched account', async () => {
    const colleague = await createUser(ctx.database.db, {
      role: 'manager',
      username: 'colleague',
    });
    // Guesses from one address up to the ceiling, over 12 usernames (within the address's
    // usernames an hour), in parallel batches of one guess at each.
    const ceiling = LOGIN_LIMITS.ip.maxFailures;
    const names = 12;
    for (let start = 0; start < ceiling; start += names) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(names, ceiling - start) }, (_unused, offset) =>
          login(`sprayed-${String(offset)}`, `wrong-${String(start)}`, attacker),
        ),
      );
      expect(batch.every((answer) => answer.statusCode === 401)).toBe(true);
    }
    // A username already tried this window is refused from that address...
    const again = await login('sprayed-5', 'wrong-again', attacker);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // ...but a colleague behind the same address signs in with the right password.
    expect((await login(colleague.username, TEST_PASSWORD, attacker)).statusCode).toBe(200);
    expect((await login('admin', ADMIN_PASSWORD, attacker)).statusCode).toBe(200);
    // A fresh username gets one try, not the ten an account allows.
    expect((await login('sprayed-new', 'wrong', attacker)).statusCode).toBe(401);
    expect((await login('sprayed-new', 'wrong-2', attacker)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await login('sprayed-5', 'wrong-3', '203.0.113.51')).statusCode).toBe(401);
    // A hundred argon2id verifications: minutes on a loaded two-core machine, not a hang.
  }, 180_000);
});

describe('password spraying (decision 039)', () => {
  const sprayer = '203.0.113.77';
  const { maxUsernames, windowMs } = LOGIN_LIMITS.usernamesPerIp;

  it('checks at most 20 usernames an hour from one address, and not the right user elsewhere', async () => {
    const victim = await createUser(ctx.database.db, {
      role: 'technician',
      username: 'spray-victim',
    });
    const late = await createUser(ctx.database.db, { role: 'technician', username: 'spray-late' });
    const statuses: number[] = [];
    let refused;
    for (let index = 0; index < 150; index += 1) {
      const username =
        index === 3 ? victim.username : index === 100 ? late.username : `spray-${String(index)}`;
      const answer = await login(username, 'Spring2026!', sprayer);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) refused ??= answer;
    }
    expect(statuses.slice(0, maxUsernames).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(maxUsernames).every((status) => status === 429)).toBe(true);
    expect(Number(refused?.headers['retry-after'])).toBe(windowMs / 1000);
    expect(refused?.json()).toEqual({
      error: 'Too many failed sign-ins. Try again in 60 minutes.',
      code: 'RATE_LIMITED',
    });
    // A username the address already tried keeps its own limit there.
    expect((await login('spray-0', 'Summer2026!', sprayer)).statusCode).toBe(401);
    // The users whose names were sprayed sign in from anywhere else.
    expect((await login(victim.username, TEST_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    expect((await login(late.username, TEST_PASSWORD, '198.51.100.8')).statusCode).toBe(200);
    // An hour later the address may try new names again.
    ctx.clock.advance(windowMs + 1000);
    expect((await login('spray-120', 'Autumn2026!', sprayer)).statusCode).toBe(401);
  }, 180_000);

  it('does not count usernames signed in with the right password: staff share an address', async () => {
    const store = '203.0.113.78';
    const staff = [];
    for (let index = 0; index < maxUsernames + 5; index += 1) {
      staff.push(
        await createUser(ctx.database.db, {
          role: 'technician',
          username: `shift-${String(index)}`,
        }),
      );
    }
    for (const member of staff) {
      expect((await login(member.username, TEST_PASSWORD, store)).statusCode).toBe(200);
    }
    // The next shift change, all at once: names that signed in there are not new.
    const together = await Promise.all(
      staff.map((member) => login(member.username, TEST_PASSWORD, store)),
    );
    expect(together.map((answer) => answer.statusCode)).toEqual(staff.map(() => 200));
    // One typo among them still counts as one username of the hour, not a lockout.
    expect((await login('shift-0', 'typo', store)).statusCode).toBe(401);
    expect((await login('shift-0', TEST_PASSWORD, store)).statusCode).toBe(200);
  }, 180_000);

  it('lets no more than 20 of 40 parallel new usernames from one address reach the check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_unused, index) =>
        login(`parallel-spray-${String(index)}`, 'wrong', '203.0.113.79'),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(maxUsernames);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - maxUsernames);
  }, 180_000);

  it('counts a username once however many of its first sign-ins arrive together', async () => {
    const office = '203.0.113.80';
    const member = await createUser(ctx.database.db, {
      role: 'manager',
      username: 'burst-manager',
    });
    const usernamesCounted = async () => {
      const [row] = await ctx.database.db
        .select({ count: loginAttempts.failures })
        .from(loginAttempts)
        .where(eq(loginAttempts.key, `ip-usernames:${office}`));
      return row?.count ?? 0;
    };
    // Eight tabs signing in at once (under the account's own limit of ten): all admitted, and a
    // right password takes the name back out of the address's count.
    const together = await Promise.all(
      Array.from({ length: 8 }, () => login(member.username, TEST_PASSWORD, office)),
    );
    expect(together.map((answer) => answer.statusCode)).toEqual(together.map(() => 200));
    expect(await usernamesCounted()).toBe(0);
    // Eight wrong passwords at once for one new name count one name, not eight: each first
    // attempt used to count it again (PostgreSQL; the embedded database runs them in turn).
    const wrong = await Promise.all(
      Array.from({ length: 8 }, () => login('burst-unknown', 'wrong', office)),
    );
    expect(wrong.map((answer) => answer.statusCode)).toEqual(wrong.map(() => 401));
    expect(await usernamesCounted()).toBe(1);
  }, 180_000);
});

describe('inactive accounts', () => {
  it('answer a wrong password exactly like an unknown user, and 403 only after the right one', async () => {
    await createUser(ctx.database.db, {
      role: 'technician',
      username: 'former',
      status: 'inactive',
    });
    const wrong = await login('former', 'not-the-password', '192.0.2.200');
    const unknown = await login('never-existed', 'not-the-password', '192.0.2.200');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      error: 'Invalid username or password',
      code: 'INVALID_CREDENTIALS',
    });
    const right = await login('former', TEST_PASSWORD, '192.0.2.200');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({
      error: 'Your account is inactive. Contact an administrator.',
    });
  });
});

describe('pruning', () => {
  it('deletes expired sessions and old attempt rows as sign-ins go on', async () => {
    const { db } = ctx.database;
    const leaver = await ctx.newActor('technician', { username: 'pruned' });
    const sessionId = hashToken(leaver.cookie.replace('sid=', ''));
    expect(await db.select().from(sessions).where(eq(sessions.id, sessionId))).toHaveLength(1);
    expect((await login('stale-guess', 'wrong', '192.0.2.250')).statusCode).toBe(401);
    expect(
      await db.select().from(loginAttempts).where(eq(loginAttempts.key, 'user:stale-guess')),
    ).toHaveLength(1);

    // Eight days later, nobody used that session; someone else signs in.
    ctx.clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await login('admin', ADMIN_PASSWORD, '192.0.2.251')).statusCode).toBe(200);
    expect(await db.select().from(sessions).where(eq(sessions.id, sessionId))).toHaveLength(0);
    expect(
      await db.select().from(loginAttempts).where(eq(loginAttempts.key, 'user:stale-guess')),
    ).toHaveLength(0);
  });
});
