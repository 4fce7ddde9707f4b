import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { notifications } from '#server/db/schema.ts';
import { createTestContext } from '#tests/helpers/build-test-app.ts';
import type { Actor, TestContext } from '#tests/helpers/build-test-app.ts';
import {
  drainJobs,
  setNotificationSettings,
  settingsOf,
} from '#tests/helpers/notification-mail-fixtures.ts';
import { startSmtpSink } from '#tests/helpers/smtp-sink.ts';
import type { SmtpSink } from '#tests/helpers/smtp-sink.ts';

// E-mail of notifications made by ticket changes (issue 17, decision 032): the change, its
// notifications, their mail states and the outbox's jobs are written in one statement after the
// history entry, so these go through the API rather than handing rows to the outbox.

let smtp: SmtpSink;
let ctx: TestContext;
const ORIGIN = 'https://fix.example.com';

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'FixFlow <fixflow@example.com>', PUBLIC_ORIGIN: ORIGIN },
    deps: { jobPollMs: false },
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.reset();
});

async function newTicket(title: string): Promise<{ id: string; ticketNumber: number }> {
  const created = await ctx.manager.request({
    method: 'POST',
    url: '/api/tickets',
    payload: {
      title,
      description: 'Leaking under the bin',
      location: 'Downtown',
      category: 'Fryer',
      priority: 'medium',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  // Whatever the creation mailed (admins) is out of the way.
  await drainJobs(ctx.app);
  smtp.reset();
  return created.json();
}

async function patch(actor: Actor, ticketId: string, payload: Record<string, unknown>) {
  const response = await actor.request({
    method: 'PATCH',
    url: `/api/tickets/${ticketId}`,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function notificationOf(userId: string, ticketId: string) {
  const rows = await ctx.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const found = rows.filter((row) => row.ticketId === ticketId);
  expect(found).toHaveLength(1);
  return found[0] as (typeof rows)[number];
}

function mailsTo(address: string): ParsedMail[] {
  return smtp.received.filter((mail) => {
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    return to.some((item) => item.text === address);
  });
}

describe('a ticket change', () => {
  it("mails the assigned technician once, with a link to the ticket and the technician's own unsubscribe link", async () => {
    // Never changed a setting: the first mail gives them their unsubscribe token.
    const tech = await ctx.newActor('technician', { email: 'first.mail@example.com' });
    expect(await settingsOf(ctx.database.db, tech.user.id)).toBeUndefined();
    const ticket = await newTicket('Ice machine leaking');

    await patch(ctx.admin, ticket.id, { assignedTo: tech.user.id });
    const stored = await notificationOf(tech.user.id, ticket.id);
    expect(stored.kind).toBe('ticket.assigned');
    expect(stored.mailState).toBe('queued');
    const token = (await settingsOf(ctx.database.db, tech.user.id))?.unsubscribeToken;
    expect(token).toBeTruthy();
    // Queued with the change; nothing is sent before the outbox runs.
    expect(smtp.received).toHaveLength(0);

    await drainJobs(ctx.app);
    const mails = mailsTo('first.mail@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0] as ParsedMail;
    expect(mail.subject).toBe(`[FixFlow] ${stored.text}`);
    expect(stored.text).toBe(`Administrator assigned #${String(ticket.ticketNumber)} to you`);
    expect(mail.messageId).toBe(`<notification.${stored.id}@fix.example.com>`);
    expect(mail.text).toContain(`${ORIGIN}/tickets/${ticket.id}`);
    expect(mail.text).toContain(`token=${token ?? ''}`);

    // Delivered once: running the outbox again sends nothing more.
    await drainJobs(ctx.app);
    expect(mailsTo('first.mail@example.com')).toHaveLength(1);
  });

  it("keeps a digest reader's mail for the digest and sends none for a kind switched off", async () => {
    const digestReader = await ctx.newActor('manager', {
      email: 'digest.reader@example.com',
      location: 'Downtown',
    });
    await setNotificationSettings(ctx.database.db, digestReader.user.id, { dailyDigest: true });
    const switchedOff = await ctx.newActor('manager', {
      email: 'switched.off@example.com',
      location: 'Downtown',
    });
    await setNotificationSettings(ctx.database.db, switchedOff.user.id, {
      emailKinds: { 'ticket.status_changed': false },
    });
    const ticket = await newTicket('Hood fan rattles');

    // A status change tells the store's managers.
    await patch(ctx.admin, ticket.id, { status: 'waiting-for-parts' });
    expect((await notificationOf(digestReader.user.id, ticket.id)).mailState).toBe('digest');
    expect((await notificationOf(switchedOff.user.id, ticket.id)).mailState).toBe('none');

    await drainJobs(ctx.app);
    expect(mailsTo('digest.reader@example.com')).toHaveLength(0);
    expect(mailsTo('switched.off@example.com')).toHaveLength(0);
  });
});
