import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '#server/db/database.ts';
import { jobs, users } from '#server/db/schema.ts';
import { NOTIFICATION_MAIL_JOB } from '#server/modules/notifications/notification-mail.repository.ts';
import { freePort } from '#tests/helpers/free-port.ts';
import { buildTestApp, createTestContext } from '#tests/helpers/build-test-app.ts';
import type { TestApp, TestContext } from '#tests/helpers/build-test-app.ts';
import { createUser } from '#tests/helpers/factories.ts';
import {
  drainJobs,
  jobCount,
  mailStates,
  notifyAndQueue,
  setNotificationSettings,
  settingsOf,
} from '#tests/helpers/notification-mail-fixtures.ts';
import { startSmtpSink } from '#tests/helpers/smtp-sink.ts';
import type { SmtpSink } from '#tests/helpers/smtp-sink.ts';
import type { TestDatabaseHandle } from '#tests/helpers/test-database.ts';

// The outbox's delivery guarantees (decision 032) through a real SMTP server: the daily digest, a
// restart in the middle of a delivery, two instances on one database, an SMTP server that is
// down, and no outbox at all without SMTP.

let smtp: SmtpSink;
let ctx: TestContext;
let env: Record<string, string>;
const others: { app?: TestApp; database?: DatabaseHandle }[] = [];

beforeAll(async () => {
  smtp = await startSmtpSink();
  env = {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'FixFlow <fixflow@example.com>',
    PUBLIC_ORIGIN: 'https://fix.example.com',
  };
  ctx = await createTestContext({ env, deps: { jobPollMs: false } });
});
afterAll(async () => {
  for (const other of others) {
    await other.app?.close();
    await other.database?.close();
  }
  await ctx.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.reset();
});

/** Another instance of the app on the suite's database, with its own connections. */
async function anotherInstance(): Promise<TestApp> {
  const database = await (ctx.database as TestDatabaseHandle).openAnother();
  const app = await buildTestApp({ database, env, deps: { jobPollMs: false } });
  app.clock.set(ctx.clock.now().toISOString());
  others.push({ app, database });
  return app;
}

async function mailedUser(email: string) {
  return createUser(ctx.database.db, { role: 'technician', email });
}

function messageIds(mails: ParsedMail[]): string[] {
  return mails.map((mail) => mail.messageId ?? '');
}

describe('the daily digest', () => {
  it('keeps the mails for one a day from 07:00, newest first, sent once per business day', async () => {
    const user = await mailedUser('digest@example.com');
    await setNotificationSettings(ctx.database.db, user.id, { dailyDigest: true });
    // 2026-01-06 09:00 in New York.
    ctx.clock.set('2026-01-06T14:00:00.000Z');
    const first = await notifyAndQueue(ctx.app, ctx.database.db, [
      { userId: user.id, text: 'Older: #10 assigned to you', link: '/tickets/t10' },
    ]);
    ctx.clock.set('2026-01-06T15:00:00.000Z');
    const second = await notifyAndQueue(ctx.app, ctx.database.db, [
      {
        userId: user.id,
        kind: 'ticket.commented',
        text: 'Newer: comment on #11',
        link: '/tickets/t11',
      },
    ]);
    const ids = [...first, ...second].map((n) => n.id);
    expect(await mailStates(ctx.database.db, ids)).toEqual(['digest', 'digest']);
    await drainJobs(ctx.app);
    expect(smtp.received).toHaveLength(0);

    // 06:59 the next morning: not yet.
    ctx.clock.set('2026-01-07T11:59:00.000Z');
    expect(await ctx.app.notificationMail.digest?.sendDue()).toBe(0);
    // 07:00: one digest, from whichever of two instances gets there first.
    ctx.clock.set('2026-01-07T12:00:00.000Z');
    const other = await anotherInstance();
    const sent = await Promise.all([
      ctx.app.notificationMail.digest?.sendDue(),
      other.app.notificationMail.digest?.sendDue(),
    ]);
    expect(sent.reduce((sum, count) => (sum ?? 0) + (count ?? 0), 0)).toBe(1);
    await drainJobs(ctx.app);
    expect(smtp.received).toHaveLength(1);
    const digest = smtp.received[0] as ParsedMail;
    expect(digest.to).toMatchObject({ text: 'digest@example.com' });
    expect(digest.subject).toBe('[FixFlow] Your daily summary: 2 notifications');
    const text = digest.text ?? '';
    expect(text.indexOf('Newer: comment on #11')).toBeGreaterThan(-1);
    expect(text.indexOf('Newer: comment on #11')).toBeLessThan(text.indexOf('Older: #10'));
    expect(text).toContain('https://fix.example.com/tickets/t11');
    expect(digest.html).toContain('href="https://fix.example.com/tickets/t10"');
    expect(await mailStates(ctx.database.db, ids)).toEqual(['digested', 'digested']);
    expect((await settingsOf(ctx.database.db, user.id))?.lastDigestAt?.toISOString()).toBe(
      '2026-01-07T12:00:00.000Z',
    );

    // Something new the same day waits for tomorrow's digest.
    ctx.clock.set('2026-01-07T20:00:00.000Z');
    await notifyAndQueue(ctx.app, ctx.database.db, [{ userId: user.id, text: 'Later: #12' }]);
    expect(await ctx.app.notificationMail.digest?.sendDue()).toBe(0);
    ctx.clock.set('2026-01-08T12:30:00.000Z');
    expect(await ctx.app.notificationMail.digest?.sendDue()).toBe(1);
    await drainJobs(ctx.app);
    expect(smtp.received.map((mail) => mail.subject)).toEqual([
      '[FixFlow] Your daily summary: 2 notifications',
      '[FixFlow] Your daily summary: 1 notification',
    ]);
  });
});

describe('a Spanish reader’s digest', () => {
  it('is written in their language: subject, heading, each line and the unsubscribe links', async () => {
    const user = await mailedUser('resumen@example.com');
    await ctx.database.db.update(users).set({ language: 'es' }).where(eq(users.id, user.id));
    await setNotificationSettings(ctx.database.db, user.id, { dailyDigest: true });
    ctx.clock.set('2026-02-03T15:00:00.000Z');
    await notifyAndQueue(ctx.app, ctx.database.db, [
      { userId: user.id, text: 'Dana Admin assigned #10 to you', link: '/tickets/t10' },
      {
        userId: user.id,
        kind: 'ticket.status_changed',
        text: '#11 Fryer 2 cold is now Waiting for Parts',
        link: '/tickets/t11',
      },
    ]);
    ctx.clock.set('2026-02-04T12:00:00.000Z');
    expect(await ctx.app.notificationMail.digest?.sendDue()).toBe(1);
    await drainJobs(ctx.app);
    const digest = smtp.received[0] as ParsedMail;
    expect(digest.subject).toBe('[FixFlow] Tu resumen del día: 2 avisos');
    const text = digest.text ?? '';
    expect(text).toContain('Lo que pasó en FixFlow:');
    expect(text).toContain('- Dana Admin te asignó el #10');
    expect(text).toContain('- #11 Fryer 2 cold ahora está: Esperando refacciones');
    expect(text).toContain('Darte de baja de los correos sobre Tickets asignados a mí: ');
    expect(text).toContain('Darte de baja de los correos sobre Cambios de estado: ');
    expect(digest.html).toContain('Lo que pasó en FixFlow:');
    expect(text).not.toMatch(/What happened|Unsubscribe|is now/);
  });
});

describe('delivery', () => {
  it('sends each mail once when the app stops while a mail is in flight and a new one starts', async () => {
    const users = await Promise.all(
      [1, 2, 3, 4, 5].map((index) => mailedUser(`restart${String(index)}@example.com`)),
    );
    const first = await anotherInstance();
    await notifyAndQueue(
      first.app,
      first.database.db,
      users.map((user, index) => ({ userId: user.id, text: `Restart mail ${String(index + 1)}` })),
    );
    const held = smtp.holdNext();
    const running = first.app.jobs.runDue();
    await held.arrived;
    // A graceful stop while the SMTP server has the first mail but has not accepted it yet.
    const closing = first.app.close();
    held.release();
    await Promise.all([closing, running]);
    expect(smtp.received).toHaveLength(1);

    const next = await anotherInstance();
    await drainJobs(next.app);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
      [1, 2, 3, 4, 5].map((index) => `[FixFlow] Restart mail ${String(index)}`),
    );
    expect(new Set(messageIds(smtp.received)).size).toBe(5);
    const rows = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, NOTIFICATION_MAIL_JOB));
    const restartRows = rows.filter((row) => String(row.payload.subject).includes('Restart mail'));
    expect(restartRows.map((row) => [row.status, row.attempts])).toEqual(
      restartRows.map(() => ['done', 1]),
    );
  });

  it('sends each mail once when two instances drain the same outbox', async () => {
    const users = await Promise.all(
      Array.from({ length: 12 }, (_, index) => mailedUser(`crowd${String(index)}@example.com`)),
    );
    await notifyAndQueue(
      ctx.app,
      ctx.database.db,
      users.map((user, index) => ({ userId: user.id, text: `Crowd mail ${String(index)}` })),
    );
    const other = await anotherInstance();
    await Promise.all([drainJobs(ctx.app), drainJobs(other.app), drainJobs(other.app)]);
    const subjects = smtp.received.map((mail) => mail.subject);
    expect(subjects).toHaveLength(12);
    expect(new Set(subjects).size).toBe(12);
    expect(new Set(messageIds(smtp.received)).size).toBe(12);
  });

  it('only writes rows while the SMTP server is down, and retries later', async () => {
    // A port nobody listens on.
    const port = await freePort();
    const database = await (ctx.database as TestDatabaseHandle).openAnother();
    const down = await buildTestApp({
      database,
      env: { ...env, SMTP_URL: `smtp://127.0.0.1:${String(port)}` },
      deps: { jobPollMs: false },
    });
    others.push({ app: down, database });
    const user = await mailedUser('down@example.com');
    const [stored] = await notifyAndQueue(down.app, database.db, [
      { userId: user.id, text: 'Mail while SMTP is down' },
    ]);
    expect(await mailStates(database.db, [stored?.id ?? ''])).toEqual(['queued']);
    expect(await down.app.jobs.runDue()).toBe(1);
    const [row] = (await database.db.select().from(jobs)).filter(
      (job) => job.payload.notificationId === stored?.id,
    );
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.runAt.getTime()).toBeGreaterThan(down.clock.now().getTime());
  });
});

describe('without SMTP', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestContext();
  });
  afterAll(async () => {
    await plain.close();
  });

  it('has no outbox, and ticket changes do not grow the jobs table', async () => {
    expect(plain.app.notificationMail.queue).toBeNull();
    expect(plain.app.notificationMail.digest).toBeNull();
    const before = await jobCount(plain.database.db);
    const created = await plain.manager.request({
      method: 'POST',
      url: '/api/tickets',
      payload: {
        title: 'Walk-in warm',
        description: 'Reads 50F',
        location: 'Downtown',
        category: 'Fryer',
        priority: 'urgent',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const assigned = await plain.admin.request({
      method: 'PATCH',
      url: `/api/tickets/${created.json<{ id: string }>().id}`,
      payload: { assignedTo: plain.technician.user.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await jobCount(plain.database.db)).toBe(before);
  });
});
