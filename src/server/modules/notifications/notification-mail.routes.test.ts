import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { FailedMail } from '#contract/schemas/notification.ts';
import { notifications, users } from '#server/db/schema.ts';
import { retryDelayMs } from '#server/jobs/job-queue.ts';
import { createTestContext } from '#tests/helpers/build-test-app.ts';
import type { Actor, TestContext } from '#tests/helpers/build-test-app.ts';
import {
  drainJobs,
  mailStates,
  notifyAndQueue,
  setNotificationSettings,
  settingsOf,
} from '#tests/helpers/notification-mail-fixtures.ts';
import { createUser } from '#tests/helpers/factories.ts';
import { startSmtpSink } from '#tests/helpers/smtp-sink.ts';
import type { SmtpSink } from '#tests/helpers/smtp-sink.ts';

// Notification e-mail through a real SMTP server (decision 032): what a mail holds, who gets none,
// retries and failed mail for admins, unsubscribing from a mail's links, and the mail of a ticket
// change.

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

async function recipient(email: string | undefined): Promise<Actor> {
  return ctx.newActor('technician', email ? { email } : {});
}

async function newTicket(title: string): Promise<{ id: string; ticketNumber: number }> {
  const created = await ctx.manager.request({
    method: 'POST',
    url: '/api/tickets',
    payload: {
      title,
      description: 'Will not heat',
      location: 'Downtown',
      category: 'Fryer',
      priority: 'medium',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

function only(mails: ParsedMail[]): ParsedMail {
  expect(mails).toHaveLength(1);
  return mails[0] as ParsedMail;
}

/** A header as it was sent (mailparser's parsed form differs from header to header). */
function header(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((candidate) => candidate.key === name)?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

function linkFromText(mail: ParsedMail, pattern: RegExp): string {
  const match = pattern.exec(mail.text ?? '');
  if (!match?.[0]) throw new Error(`no link matching ${String(pattern)} in ${mail.text ?? ''}`);
  return match[0];
}

describe('a notification e-mail', () => {
  it('has a subject, a text and an HTML part, a link to the ticket and an unsubscribe link', async () => {
    const tech = await recipient('tech.one@example.com');
    const ticket = await newTicket('Fryer cold');
    const text = `Dana Whitfield assigned #${String(ticket.ticketNumber)} to you`;
    const [stored] = await notifyAndQueue(ctx.app, ctx.database.db, [
      { userId: tech.user.id, ticketId: ticket.id, text },
    ]);
    // Queued in the transaction; nothing is sent before the outbox runs.
    expect(smtp.received).toHaveLength(0);
    expect(await mailStates(ctx.database.db, [stored?.id ?? ''])).toEqual(['queued']);

    await drainJobs(ctx.app);
    const mail = only(smtp.received);
    expect(mail.to).toMatchObject({ text: 'tech.one@example.com' });
    expect(mail.from?.value[0]).toMatchObject({ address: 'fixflow@example.com' });
    expect(mail.subject).toBe(`[FixFlow] ${text}`);
    expect(mail.messageId).toBe(`<notification.${stored?.id ?? ''}@fix.example.com>`);
    expect(mail.text).toContain(text);
    expect(mail.text).toContain(`${ORIGIN}/tickets/${ticket.id}`);
    expect(mail.html).toContain(`href="${ORIGIN}/tickets/${ticket.id}"`);
    expect(mail.html).toContain('Unsubscribe from these e-mails');
    const page = linkFromText(mail, /https:\/\/fix\.example\.com\/unsubscribe\?\S+/);
    expect(new URL(page).searchParams.get('kind')).toBe('ticket.assigned');
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail, 'list-unsubscribe')).toMatch(
      /^<https:\/\/fix\.example\.com\/api\/notifications\/unsubscribe\?token=[\w-]+&kind=ticket\.assigned>$/,
    );
  });

  it('shows markup from a ticket title as text in the HTML part', async () => {
    const tech = await recipient('tech.markup@example.com');
    const ticket = await newTicket('<script>alert("x")</script> & <b>fryer</b>');
    await notifyAndQueue(ctx.app, ctx.database.db, [
      {
        userId: tech.user.id,
        ticketId: ticket.id,
        text: `Dana assigned #${String(ticket.ticketNumber)} <script>alert("x")</script> & <b>fryer</b> to you`,
      },
    ]);
    await drainJobs(ctx.app);
    const mail = only(smtp.received);
    const html = mail.html || '';
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>fryer');
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;fryer',
    );
    expect(mail.text).toContain('<script>alert("x")</script> & <b>fryer</b>');
  });

  it('is not sent for a switched-off kind, to a user without an address or an inactive one', async () => {
    const switchedOff = await recipient('off@example.com');
    await setNotificationSettings(ctx.database.db, switchedOff.user.id, {
      emailKinds: { 'ticket.assigned': false },
    });
    const noAddress = await recipient(undefined);
    const inactive = await createUser(ctx.database.db, {
      role: 'technician',
      email: 'inactive@example.com',
      status: 'inactive',
    });
    const stored = await notifyAndQueue(ctx.app, ctx.database.db, [
      { userId: switchedOff.user.id },
      { userId: noAddress.user.id },
      { userId: inactive.id },
      // Another kind of the same user still goes out.
      { userId: switchedOff.user.id, kind: 'ticket.commented', text: 'Sam commented on #7' },
    ]);
    expect(
      await mailStates(
        ctx.database.db,
        stored.map((n) => n.id),
      ),
    ).toEqual(['none', 'none', 'none', 'queued']);
    await drainJobs(ctx.app);
    expect(only(smtp.received).subject).toBe('[FixFlow] Sam commented on #7');
  });
});

describe('an SMTP server refusing a recipient', () => {
  it('is retried with backoff, then the mail is marked failed with the reason and listed for admins', async () => {
    const tech = await recipient('refused@example.com');
    smtp.refuse.add('refused@example.com');
    await notifyAndQueue(ctx.app, ctx.database.db, [
      { userId: tech.user.id, text: 'Refused mail for #99' },
    ]);
    const listed = async () =>
      (await ctx.admin.request({ method: 'GET', url: '/api/notifications/failed-mail' })).json<
        FailedMail[]
      >();

    expect(await ctx.app.jobs.runDue()).toBe(1);
    // Not due again until the backoff has passed.
    expect(await ctx.app.jobs.runDue()).toBe(0);
    let attempts = 1;
    while (attempts < 8) {
      expect((await listed()).some((mail) => mail.subject.includes('#99'))).toBe(false);
      ctx.clock.advance(retryDelayMs(attempts) - 1000);
      expect(await ctx.app.jobs.runDue()).toBe(0);
      ctx.clock.advance(1000);
      expect(await ctx.app.jobs.runDue()).toBe(1);
      attempts += 1;
    }
    expect(smtp.received).toHaveLength(0);
    const failed = (await listed()).find((mail) => mail.subject.includes('#99'));
    expect(failed).toMatchObject({
      to: 'refused@example.com',
      subject: '[FixFlow] Refused mail for #99',
      attempts: 8,
    });
    expect(failed?.lastError).toContain('Mailbox unavailable');
    // Given up on: never tried again.
    ctx.clock.advance(2 * 60 * 60 * 1000);
    expect(await ctx.app.jobs.runDue()).toBe(0);
  });

  it('shows failed mail to admins only', async () => {
    for (const actor of [ctx.manager, ctx.technician]) {
      const response = await actor.request({
        method: 'GET',
        url: '/api/notifications/failed-mail',
      });
      expect(response.statusCode).toBe(403);
    }
    const signedOut = await ctx.anonymous({ method: 'GET', url: '/api/notifications/failed-mail' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('unsubscribing from a mail', () => {
  async function mailFor(actor: Actor, kind: 'ticket.assigned' | 'ticket.commented') {
    await notifyAndQueue(ctx.app, ctx.database.db, [
      { userId: actor.user.id, kind, text: `A ${kind} mail` },
    ]);
    await drainJobs(ctx.app);
    const mail = smtp.received.at(-1) as ParsedMail;
    smtp.reset();
    return mail;
  }

  it('with the page link turns that kind off and keeps the others on', async () => {
    const tech = await recipient('unsub.page@example.com');
    const mail = await mailFor(tech, 'ticket.assigned');
    const page = new URL(linkFromText(mail, /https:\/\/fix\.example\.com\/unsubscribe\?\S+/));
    const response = await ctx.anonymous({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: {
        token: page.searchParams.get('token'),
        kind: page.searchParams.get('kind'),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await settingsOf(ctx.database.db, tech.user.id))?.emailKinds).toMatchObject({
      'ticket.assigned': false,
    });
    const stored = await notifyAndQueue(ctx.app, ctx.database.db, [
      { userId: tech.user.id, kind: 'ticket.assigned' },
      { userId: tech.user.id, kind: 'ticket.commented', text: 'Still mailed' },
    ]);
    expect(
      await mailStates(
        ctx.database.db,
        stored.map((n) => n.id),
      ),
    ).toEqual(['none', 'queued']);
    await drainJobs(ctx.app);
    expect(only(smtp.received).subject).toBe('[FixFlow] Still mailed');
  });

  it("with a mail provider's one-click POST to the List-Unsubscribe URL (RFC 8058)", async () => {
    const tech = await recipient('unsub.oneclick@example.com');
    const mail = await mailFor(tech, 'ticket.commented');
    const url = new URL((header(mail, 'list-unsubscribe') ?? '').replace(/^<|>$/g, ''));
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/api/notifications/unsubscribe`);
    // What the provider sends: a form body, no Origin, no cookie.
    const response = await ctx.anonymous({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await settingsOf(ctx.database.db, tech.user.id))?.emailKinds).toMatchObject({
      'ticket.commented': false,
    });
  });

  it('sends a browser opening the List-Unsubscribe URL to the page, changing nothing', async () => {
    const tech = await recipient('unsub.browser@example.com');
    const mail = await mailFor(tech, 'ticket.assigned');
    const url = new URL((header(mail, 'list-unsubscribe') ?? '').replace(/^<|>$/g, ''));
    const before = await settingsOf(ctx.database.db, tech.user.id);
    const response = await ctx.anonymous({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/unsubscribe${url.search}`);
    expect(await settingsOf(ctx.database.db, tech.user.id)).toEqual(before);
  });

  it('refuses an unknown token and changes nothing', async () => {
    const tech = await recipient('unsub.bad@example.com');
    await mailFor(tech, 'ticket.assigned');
    const before = await settingsOf(ctx.database.db, tech.user.id);
    const json = await ctx.anonymous({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token: 'x'.repeat(32), kind: 'ticket.assigned' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: 'This unsubscribe link is not valid' });
    const oneClick = await ctx.anonymous({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${'y'.repeat(32)}&kind=ticket.assigned`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(400);
    const badKind = await ctx.anonymous({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token: before?.unsubscribeToken, kind: 'ticket.nonsense' },
    });
    expect(badKind.statusCode).toBe(400);
    expect(await settingsOf(ctx.database.db, tech.user.id)).toEqual(before);
  });

  it('accepts form bodies on the unsubscribe route only', async () => {
    const response = await ctx.anonymous({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=x',
    });
    expect(response.statusCode).toBe(415);
  });
});

/** A new ticket, with whatever its creation mailed (admins) already out of the way. */
async function quietTicket(title: string): Promise<{ id: string; ticketNumber: number }> {
  const ticket = await newTicket(title);
  await drainJobs(ctx.app);
  smtp.reset();
  return ticket;
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

// These go through the API rather than handing rows to the outbox: a change's notifications,
// their mail states and the outbox's jobs are written in one statement (decision 032).
describe("a ticket change's e-mail", () => {
  it("mails the assigned technician once, with a link to the ticket and the technician's own unsubscribe link", async () => {
    // Never changed a setting: the first mail gives them their unsubscribe token.
    const tech = await ctx.newActor('technician', { email: 'first.mail@example.com' });
    expect(await settingsOf(ctx.database.db, tech.user.id)).toBeUndefined();
    const ticket = await quietTicket('Ice machine leaking');

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

  it("is written in the technician's language (users.language): subject, text and footer", async () => {
    const tech = await ctx.newActor('technician', { email: 'lector.es@example.com' });
    await ctx.database.db.update(users).set({ language: 'es' }).where(eq(users.id, tech.user.id));
    const ticket = await quietTicket('Freidora sin calentar');

    await patch(ctx.admin, ticket.id, { assignedTo: tech.user.id });
    await drainJobs(ctx.app);
    const mail = only(mailsTo('lector.es@example.com'));
    expect(mail.subject).toBe(
      `[FixFlow] Administrator te asignó el #${String(ticket.ticketNumber)}`,
    );
    expect(mail.text).toContain(`Abrir el ticket: ${ORIGIN}/tickets/${ticket.id}`);
    expect(mail.text).toContain('"Tickets asignados a mí"');
    expect(mail.text).toContain('Darte de baja de estos correos: ');
    expect(mail.text).not.toContain('Open the ticket');
    expect(mail.html).toContain('<html lang="es">');
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
    const ticket = await quietTicket('Hood fan rattles');

    // A status change tells the store's managers.
    await patch(ctx.admin, ticket.id, { status: 'waiting-for-parts' });
    expect((await notificationOf(digestReader.user.id, ticket.id)).mailState).toBe('digest');
    expect((await notificationOf(switchedOff.user.id, ticket.id)).mailState).toBe('none');

    await drainJobs(ctx.app);
    expect(mailsTo('digest.reader@example.com')).toHaveLength(0);
    expect(mailsTo('switched.off@example.com')).toHaveLength(0);
  });
});
