import type { AddressInfo } from 'node:net';

import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { FORGOT_PASSWORD_ANSWER } from '#contract/schemas/auth.ts';
import { actorFor, buildTestApp, createTestContext } from '#tests/helpers/build-test-app.ts';
import type { TestApp, TestContext } from '#tests/helpers/build-test-app.ts';
import { TEST_PASSWORD } from '#tests/helpers/factories.ts';
import { RESET_MAIL_JOB } from '#server/modules/auth/auth.service.ts';
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
      await ctx.app.jobs.enqueue(RESET_MAIL_JOB, {
        to: `crowd${String(index)}@example.com`,
        subject: `Mail ${String(index)}`,
        text: 'Hello',
      });
    }
    const secondApp = second.app;
    await Promise.all([drainQueue(ctx.app), drainQueue(secondApp), drainQueue(secondApp)]);
    const subjects = received.map((mail) => mail.subject).sort();
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
  });
});
