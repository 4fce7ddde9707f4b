import type { AddressInfo } from 'node:net';

import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { FORGOT_PASSWORD_ANSWER } from '#contract/schemas/auth.ts';
import type { ResetPasswordResult } from '#contract/schemas/user.ts';
import { actorFor, buildTestApp, createTestContext } from '#tests/helpers/build-test-app.ts';
import type { TestApp, TestContext } from '#tests/helpers/build-test-app.ts';
import { TEST_PASSWORD } from '#tests/helpers/factories.ts';
import type { Database } from '#server/db/database.ts';
import { createAuthRepository } from '#server/modules/auth/auth.repository.ts';
import {
  createAuthService,
  RESET_MAIL_JOB,
  RESET_MAILS_PER_ACCOUNT,
} from '#server/modules/auth/auth.service.ts';
import { createUserCredentials } from '#server/modules/users/user-credentials.ts';
import { createUsersRepository } from '#server/modules/users/users.repository.ts';
import type { TestDatabaseHandle } from '#tests/helpers/test-database.ts';

// Forgot password through a real SMTP server started here (decision 016): the app's own
// nodemailer transport sends through the job queue, and the test reads what arrived.

let received: ParsedMail[] = [];
let rejectNext = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    if (rejectNext > 0) {
      rejectNext -= 1;
      stream.resume();
      stream.on('end', () => {
        callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      });
      return;
    }
    simpleParser(stream)
      .then((mail) => {
        received.push(mail);
        callback();
      })
      .catch(callback);
  },
});

let ctx: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestContext({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${String(port)}`,
      MAIL_FROM: 'FixFlow <fixflow@example.com>',
      PUBLIC_ORIGIN: 'https://fix.example.com',
    },
    deps: { jobPollMs: false },
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => {
    smtp.close(() => {
      resolve();
    });
  });
});
beforeEach(() => {
  received = [];
  rejectNext = 0;
});

let nextAddress = 1;
function forgot(login: string) {
  // A distinct client address per request keeps the per-address limit out of these tests.
  nextAddress += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { login },
    remoteAddress: `192.0.2.${String(nextAddress)}`,
  });
}

function resetPassword(token: string, newPassword: string) {
  return ctx.anonymous({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token, newPassword },
  });
}

function login(username: string, password: string) {
  return ctx.anonymous({ method: 'POST', url: '/api/login', payload: { username, password } });
}

function tokenFrom(mail: ParsedMail): string {
  const match = /https:\/\/fix\.example\.com\/reset-password\?token=([\w%-]+)/.exec(
    mail.text ?? '',
  );
  if (!match?.[1]) throw new Error(`no reset link in ${mail.text ?? ''}`);
  return decodeURIComponent(match[1]);
}

async function drainQueue(app: TestApp['app'] = ctx.app) {
  while ((await app.jobs.runDue()) > 0);
}

async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Every row of every table, each as the database writes it as text (decision 039: secrets at rest). */
async function everyStoredRow(db: Database): Promise<string[]> {
  const tables = await selectRows<{ table_schema: string; table_name: string }>(
    db,
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  expect(tables.map((table) => table.table_name)).toEqual(
    expect.arrayContaining(['jobs', 'password_reset_tokens', 'users', 'activity']),
  );
  const rows: string[] = [];
  for (const table of tables) {
    const tableRows = await selectRows<{ row: string }>(
      db,
      sql`select t::text as row from ${sql.identifier(table.table_schema)}.${sql.identifier(table.table_name)} as t`,
    );
    rows.push(...tableRows.map((row) => `${table.table_name}: ${row.row}`));
  }
  return rows;
}

describe('forgot password by e-mail', () => {
  it('offers the link on the login screen when e-mail is configured', async () => {
    const response = await ctx.anonymous({ method: 'GET', url: '/api/login-options' });
    expect(response.json()).toEqual({ forgotPassword: true });
  });

  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    await ctx.newActor('technician', { username: 'mail.me', email: 'mail.me@example.com' });
    const known = await forgot('MAIL.ME@example.com');
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.body).toBe(known.body);

    await drainQueue();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.to).toMatchObject({ text: 'mail.me@example.com' });
    expect(mail?.from?.value[0]).toMatchObject({ name: 'FixFlow', address: 'fixflow@example.com' });
    expect(mail?.subject).toBe('Choose a new password');
    expect(mail?.text).toContain('within 30 minutes');
  });

  it('sets a new password once with the link and ends every session', async () => {
    const user = await ctx.newActor('technician', {
      username: 'reset.once',
      email: 'reset.once@example.com',
    });
    const elsewhere = await actorFor(ctx.app, user.user, TEST_PASSWORD);
    await forgot('reset.once');
    await drainQueue();
    const token = tokenFrom(received[0] as ParsedMail);

    // The policy applies, and a refused password leaves the link usable.
    const weak = await resetPassword(token, 'RESET.ONCE');
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ error: string }>().error).toContain('Password must not be the username');

    const done = await resetPassword(token, 'a-fresh-good-secret');
    expect(done.statusCode, done.body).toBe(200);
    expect((await login('reset.once', 'a-fresh-good-secret')).statusCode).toBe(200);
    expect((await login('reset.once', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await elsewhere.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);

    const again = await resetPassword(token, 'yet-another-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'This password reset link is invalid, used or expired. Ask for a new one.',
      code: 'INVALID_RESET_LINK',
    });
  });

  it('refuses a link after 30 minutes and a made-up token', async () => {
    await ctx.newActor('technician', { username: 'too.late', email: 'too.late@example.com' });
    await forgot('too.late');
    await drainQueue();
    const token = tokenFrom(received[0] as ParsedMail);
    ctx.clock.advance(31 * 60 * 1000);
    expect((await resetPassword(token, 'a-fresh-good-secret')).statusCode).toBe(400);
    expect((await resetPassword('x'.repeat(43), 'a-fresh-good-secret')).statusCode).toBe(400);
    expect((await login('too.late', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('writes the mail in the account’s language, and a bad link’s error in the request’s', async () => {
    const reader = await ctx.newActor('technician', {
      name: 'Lupe Ortiz',
      username: 'lupe.es',
      email: 'lupe.es@example.com',
    });
    await reader.request({ method: 'PATCH', url: '/api/me', payload: { language: 'es' } });
    await forgot('lupe.es');
    await drainQueue();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.subject).toBe('Elige una nueva contraseña');
    expect(mail?.text).toContain('Hola, Lupe Ortiz:');
    expect(mail?.text).toContain('Alguien pidió cambiar la contraseña de la cuenta "lupe.es".');
    expect(mail?.text).toContain('en los próximos 30 minutos (funciona una sola vez)');
    expect(mail?.text).toContain('Si no fuiste tú, ignora este correo');
    expect(mail?.text).not.toContain('within 30 minutes');
    expect(tokenFrom(mail as ParsedMail)).not.toBe('');

    const madeUp = (language: string) =>
      ctx.anonymous({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token: 'x'.repeat(43), newPassword: 'a-fresh-good-secret' },
        headers: { 'accept-language': language },
      });
    const spanish = await madeUp('es-MX,es;q=0.9');
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toMatchObject({
      code: 'INVALID_RESET_LINK',
      error:
        'Este enlace para cambiar la contraseña no es válido, ya se usó o venció. Pide uno nuevo.',
    });
    // A language the product does not offer reads English.
    expect((await madeUp('fr-FR,fr;q=0.9')).json()).toMatchObject({
      code: 'INVALID_RESET_LINK',
      error: 'This password reset link is invalid, used or expired. Ask for a new one.',
    });
  });

  it('retries a mail the SMTP server refused, after a backoff', async () => {
    await ctx.newActor('technician', { username: 'retry.me', email: 'retry.me@example.com' });
    rejectNext = 1;
    await forgot('retry.me');
    await drainQueue();
    expect(received).toHaveLength(0);
    // Not due again yet: nothing is sent until the backoff has passed.
    expect(await ctx.app.jobs.runDue()).toBe(0);
    ctx.clock.advance(31_000);
    await drainQueue();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toMatchObject({ text: 'retry.me@example.com' });
  });
});

describe('no secret at rest (decision 039)', () => {
  it('keeps no live reset link in any table once the mail is sent', async () => {
    await ctx.newActor('technician', { username: 'at.rest', email: 'at.rest@example.com' });
    await forgot('at.rest');
    await drainQueue();
    const token = tokenFrom(received[0] as ParsedMail);
    const stored = await everyStoredRow(ctx.database.db);
    expect(stored.length).toBeGreaterThan(20);
    expect(stored.filter((row) => row.includes(token))).toEqual([]);
    // Nor the login a stranger typed, once its request has been handled.
    expect(stored.filter((row) => row.startsWith('jobs:') && row.includes('at.rest'))).toEqual([]);
    // The link was live all along.
    expect((await resetPassword(token, 'a-fresh-good-secret')).statusCode).toBe(200);
  });

  it('sends a reset mail queued before this release as it was, then clears its text', async () => {
    const legacy = { to: 'queued@example.com', subject: 'Choose a new password' };
    // One the SMTP server refuses on its last attempt is cleared too.
    rejectNext = 1;
    await ctx.app.jobs.enqueue(
      RESET_MAIL_JOB,
      { ...legacy, text: 'token=legacy-failed' },
      { maxAttempts: 1 },
    );
    await drainQueue();
    await ctx.app.jobs.enqueue(RESET_MAIL_JOB, { ...legacy, text: 'token=legacy-sent' });
    await drainQueue();
    expect(received.map((mail) => mail.text?.trim())).toEqual(['token=legacy-sent']);
    const stored = await everyStoredRow(ctx.database.db);
    expect(stored.filter((row) => row.includes('legacy-'))).toEqual([]);
    const failed = await selectRows<{ payload: string }>(
      ctx.database.db,
      sql`select payload::text as payload from jobs
          where kind = ${RESET_MAIL_JOB} and status = 'failed' and last_error like '%Mailbox busy%'`,
    );
    expect(failed).toEqual([{ payload: '{}' }]);
  });

  it('keeps no temporary password an admin reset gave in any table', async () => {
    const target = await ctx.newActor('technician', { username: 'temp.at.rest' });
    const response = await ctx.admin.request({
      method: 'POST',
      url: `/api/users/${target.user.id}/reset-password`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { temporaryPassword } = response.json<ResetPasswordResult>();
    await drainQueue();
    const stored = await everyStoredRow(ctx.database.db);
    expect(stored.filter((row) => row.includes(temporaryPassword))).toEqual([]);
    expect((await login('temp.at.rest', temporaryPassword)).statusCode).toBe(200);
  });
});

describe('forgot password cannot flood or enumerate (decision 039)', () => {
  it('keeps one live link per account: a new request replaces the earlier one', async () => {
    await ctx.newActor('technician', { username: 'twice', email: 'twice@example.com' });
    await forgot('twice');
    await drainQueue();
    await forgot('twice@example.com');
    await drainQueue();
    expect(received).toHaveLength(2);
    const [first, second] = received.map(tokenFrom);
    expect(first).not.toBe(second);
    expect((await resetPassword(first ?? '', 'a-fresh-good-secret')).statusCode).toBe(400);
    expect((await resetPassword(second ?? '', 'a-fresh-good-secret')).statusCode).toBe(200);
  });

  it('sends an account at most 3 mails an hour, whatever the addresses asking', async () => {
    await ctx.newActor('technician', { username: 'flooded', email: 'flooded@example.com' });
    const answers = [];
    for (let request = 0; request < 12; request += 1) answers.push(await forgot('flooded'));
    // Every request gets the same answer: the limit tells nothing about the account.
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    await drainQueue();
    expect(received).toHaveLength(RESET_MAILS_PER_ACCOUNT.maxMails);
    // One live link: each mail's link replaced the one before.
    const links = await selectRows<{ id: string }>(
      ctx.database.db,
      sql`select t.id from password_reset_tokens t join users u on u.id = t.user_id
          where u.username = 'flooded'`,
    );
    expect(links).toHaveLength(1);

    // An hour later the account may ask again.
    ctx.clock.advance(61 * 60 * 1000);
    await forgot('flooded');
    await drainQueue();
    expect(received).toHaveLength(RESET_MAILS_PER_ACCOUNT.maxMails + 1);
    expect(
      (await resetPassword(tokenFrom(received.at(-1) as ParsedMail), 'a-fresh-good-secret'))
        .statusCode,
    ).toBe(200);
  });

  it('answers known and unknown names after the same work: equal median times', async () => {
    await ctx.newActor('technician', { username: 'timed', email: 'timed@example.com' });
    const { db } = ctx.database;
    const { clock } = ctx;
    // Not a timed test: every call the service makes into the database, the users module or the
    // queue costs 1 ms on the fake clock, so an answer's time is the work done before it, and the
    // comparison cannot flake with the machine's load.
    function metered<T extends object>(target: T): T {
      return new Proxy(target, {
        get(object, property) {
          const value: unknown = Reflect.get(object, property);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]): unknown => {
            clock.advance(1);
            return (value as (...parameters: unknown[]) => unknown).apply(object, args);
          };
        },
      });
    }
    // The service the route awaits, built as app.ts builds it, on the same database.
    const auth = createAuthService({
      db: metered(db),
      repository: metered(createAuthRepository(db)),
      users: metered(createUserCredentials({ repository: createUsersRepository(db) })),
      clock,
      resetMail: {
        jobs: metered(ctx.app.jobs),
        mailer: metered({ send: () => Promise.resolve() }),
        origin: 'https://fix.example.com',
      },
    });
    const samples = { known: [] as number[], unknown: [] as number[] };
    let address = 0;
    async function measure(kind: 'known' | 'unknown') {
      address += 1;
      const started = clock.now().getTime();
      await auth.requestPasswordReset(
        { login: kind === 'known' ? 'timed' : 'nobody.timed' },
        `198.18.${String(Math.floor(address / 256))}.${String(address % 256)}`,
      );
      samples[kind].push(clock.now().getTime() - started);
    }
    // 200 samples of each, interleaved, alternating which goes first.
    for (let round = 0; round < 200; round += 1) {
      const order =
        round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const kind of order) await measure(kind);
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return ((sorted[99] ?? 0) + (sorted[100] ?? 0)) / 2;
    };
    const medians = { known: median(samples.known), unknown: median(samples.unknown) };
    expect(medians.known).toBeGreaterThan(0);
    expect(Math.abs(medians.known - medians.unknown), JSON.stringify(medians)).toBeLessThan(0.5);
    // What runs after the answer still mails the known account, within its limit.
    await drainQueue();
    expect(received.map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.text))).toEqual(
      Array.from({ length: RESET_MAILS_PER_ACCOUNT.maxMails }, () => 'timed@example.com'),
    );
  }, 120_000);
});

describe('the job queue on two instances', () => {
  let second: TestApp | undefined;
  let otherDatabase: Awaited<ReturnType<TestDatabaseHandle['openAnother']>> | undefined;
  afterAll(async () => {
    await second?.close();
    await otherDatabase?.close();
  });

  it('sends each queued mail exactly once when both instances work the queue', async () => {
    otherDatabase = await (ctx.database as TestDatabaseHandle).openAnother();
    second = await buildTestApp({
      database: otherDatabase,
      env: ctx.config.mail
        ? { SMTP_URL: ctx.config.mail.smtpUrl, MAIL_FROM: ctx.config.mail.from }
        : {},
      deps: { jobPollMs: false },
    });
    second.clock.set(ctx.clock.now().toISOString());
    const count = 12;
    for (let index = 0; index < count; index += 1) {
      const crowd = await ctx.newActor('technician', {
        username: `crowd${String(index)}`,
        email: `crowd${String(index)}@example.com`,
      });
      await ctx.app.jobs.enqueue(RESET_MAIL_JOB, { userId: crowd.user.id });
    }
    const secondApp = second.app;
    await Promise.all([drainQueue(ctx.app), drainQueue(secondApp), drainQueue(secondApp)]);
    const recipients = received.map((mail) => JSON.stringify(mail.to)).sort();
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
  });
});
