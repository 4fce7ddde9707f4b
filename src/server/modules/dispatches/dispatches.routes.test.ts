import { createHash } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { ActivityEntry } from '#contract/schemas/activity.ts';
import type { Dispatch, DispatchWithPortalLink } from '#contract/schemas/dispatch.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/schemas/offline-sync.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import {
  categories,
  dispatches,
  locations,
  notifications,
  tickets,
  vendorCoverage,
  vendors,
  vendorSettings,
  vendorTrades,
} from '#server/db/schema.ts';
import { assignTicket, createTicket } from '#tests/helpers/ai-fixtures.ts';
import { createTestContext } from '#tests/helpers/build-test-app.ts';
import type { Actor, TestContext } from '#tests/helpers/build-test-app.ts';
import { insertUnit, unitStatus } from '#tests/helpers/equipment-fixtures.ts';
import { drainJobs } from '#tests/helpers/notification-mail-fixtures.ts';
import { startSmtpSink } from '#tests/helpers/smtp-sink.ts';
import type { SmtpSink } from '#tests/helpers/smtp-sink.ts';
import { storedTicket } from '#tests/helpers/ticket-requests.ts';

// Decision 037: dispatching a ticket to an outside vendor, the admin side, on both
// databases. Vendors are written directly (their API is the vendors module's); so is an invoice
// (the vendor portal's).

let smtp: SmtpSink;
let ctx: TestContext;
let otherManager: Actor;
let otherTech: Actor;
let downtownId: string;
let airportId: string;
let fryerId: string;
let vendorCount = 0;

const ORIGIN = 'https://fix.example.com';

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'FixFlow <fixflow@example.com>',
      PUBLIC_ORIGIN: ORIGIN,
    },
    deps: { jobPollMs: false },
  });
  otherManager = await ctx.newActor('manager', { location: 'Airport' });
  otherTech = await ctx.newActor('technician');
  const db = ctx.database.db;
  const [downtown] = await db.select().from(locations).where(eq(locations.name, 'Downtown'));
  const [airport] = await db.select().from(locations).where(eq(locations.name, 'Airport'));
  const [fryer] = await db.select().from(categories).where(eq(categories.name, 'Fryer'));
  downtownId = downtown?.id ?? '';
  airportId = airport?.id ?? '';
  fryerId = fryer?.id ?? '';
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  await drainJobs(ctx.app);
  smtp.reset();
});

interface VendorOptions {
  name?: string;
  email?: string | null;
  active?: boolean;
  insuranceExpiresOn?: string | null;
  /** Rank at Downtown for fryers; null: does not serve them. */
  rank?: number | null;
}

async function addVendor(options: VendorOptions = {}): Promise<{ id: string; name: string }> {
  vendorCount += 1;
  const name = options.name ?? `Vendor ${String(vendorCount)}`;
  const db = ctx.database.db;
  const [vendor] = await db
    .insert(vendors)
    .values({
      name,
      email:
        options.email === undefined ? `vendor${String(vendorCount)}@example.com` : options.email,
      phone: '555-0100',
      active: options.active ?? true,
      insuranceExpiresOn: options.insuranceExpiresOn ?? null,
    })
    .returning();
  if (!vendor) throw new Error('vendor not stored');
  await db.insert(vendorTrades).values({ vendorId: vendor.id, categoryId: fryerId });
  const rank = options.rank === undefined ? 1 : options.rank;
  if (rank !== null) {
    await db
      .insert(vendorCoverage)
      .values({ vendorId: vendor.id, locationId: downtownId, categoryId: fryerId, rank });
  } else {
    await db
      .insert(vendorCoverage)
      .values({ vendorId: vendor.id, locationId: airportId, categoryId: fryerId, rank: 1 });
  }
  return { id: vendor.id, name };
}

function inHours(hours: number): string {
  return new Date(ctx.clock.now().getTime() + hours * 3600_000).toISOString();
}

async function dispatch(
  ticket: Ticket,
  body: Record<string, unknown>,
  actor = ctx.admin,
  idempotencyKey?: string,
) {
  return actor.request({
    method: 'POST',
    url: `/api/tickets/${ticket.id}/dispatches`,
    payload: { nteAmount: 50000, dueBy: inHours(48), instructions: 'Back door', ...body },
    ...(idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : {}),
  });
}

/** Every row of every table as the database writes it as text (decision 039: secrets at rest). */
async function everyStoredRow(): Promise<string[]> {
  const db = ctx.database.db;
  const listed: unknown = await db.execute(
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const tables = listed as { rows: { table_schema: string; table_name: string }[] };
  expect(tables.rows.map((table) => table.table_name)).toEqual(
    expect.arrayContaining(['dispatches', 'idempotency_keys', 'activity']),
  );
  const rows: string[] = [];
  for (const table of tables.rows) {
    const result: unknown = await db.execute(
      sql`select t::text as row from ${sql.identifier(table.table_schema)}.${sql.identifier(table.table_name)} as t`,
    );
    const text = (result as { rows: { row: string }[] }).rows;
    rows.push(...text.map((row) => `${table.table_name}: ${row.row}`));
  }
  return rows;
}

async function dispatchesOf(ticket: Ticket, actor = ctx.admin): Promise<Dispatch[]> {
  const response = await actor.request({
    method: 'GET',
    url: `/api/tickets/${ticket.id}/dispatches`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dispatch[]>();
}

function ticketOf(ticket: Ticket): Promise<Ticket> {
  return storedTicket(ctx, ticket);
}

async function history(ticket: Ticket): Promise<ActivityEntry[]> {
  const response = await ctx.admin.request({
    method: 'GET',
    url: `/api/tickets/${ticket.id}/activity`,
  });
  return response.json<ActivityEntry[]>();
}

async function sent(ticket: Ticket, vendorId: string): Promise<DispatchWithPortalLink> {
  const response = await dispatch(ticket, { vendorId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DispatchWithPortalLink>();
}

/** What the vendor portal does (another module): the dispatch invoiced for `cents`. */
async function setInvoiced(id: string, cents: number): Promise<void> {
  const now = ctx.clock.now();
  await ctx.database.db
    .update(dispatches)
    .set({
      status: 'invoiced',
      acceptedAt: now,
      workOutcome: 'work-done',
      invoiceNumber: 'INV-7',
      invoiceCents: cents,
      invoiceLabourMinutes: 90,
      invoiceParts: 'Thermostat',
      invoicedAt: now,
    })
    .where(eq(dispatches.id, id));
}

async function adminStep(id: string, action: string, actor = ctx.admin) {
  return actor.request({ method: 'POST', url: `/api/dispatches/${id}/${action}` });
}

describe('dispatching a ticket', () => {
  it('sends it: the ticket waits for the third party, history and the vendor e-mail with a working link', async () => {
    const vendor = await addVendor({ name: 'Arctic Air', email: 'arctic@example.com' });
    const ticket = await createTicket(ctx, ctx.manager, { title: 'Fryer 2 cold' });
    await assignTicket(ctx, ticket, ctx.technician);

    const created = await sent(ticket, vendor.id);
    expect(created).toMatchObject({
      status: 'sent',
      nteAmount: 50000,
      instructions: 'Back door',
      vendor: { id: vendor.id, name: 'Arctic Air', email: 'arctic@example.com' },
      overdue: false,
      invoice: null,
    });
    expect(created.portalUrl).toMatch(/^https:\/\/fix\.example\.com\/vendor-portal\/[\w-]{43}$/);
    expect(created.isVendorEmailed).toBe(true);

    const after = await ticketOf(ticket);
    expect(after.status).toBe('waiting-for-third-party');
    expect(after.assignedTo).toBe(ctx.technician.user.id);
    const messages = (await history(ticket)).map((entry) => entry.message);
    expect(messages).toContain(
      `${ctx.admin.user.name} dispatched #${String(ticket.ticketNumber)} to Arctic Air (NTE $500.00)`,
    );

    await drainJobs(ctx.app);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.to).toMatchObject({ text: 'arctic@example.com' });
    expect(mail?.subject).toBe(
      `Work order #${String(ticket.ticketNumber)}: Fryer 2 cold at Downtown`,
    );
    const body = mail?.text ?? '';
    expect(body).toContain('Not-to-exceed: $500.00');
    expect(body).toContain('Due by: Jan 8, 2026, 9:00 AM');
    expect(body).toContain('Back door');
    expect(body).toContain(created.portalUrl);
    // Decision 039: the link opens the portal, and the database holds only the token's hash.
    const token = created.portalUrl.slice(`${ORIGIN}/vendor-portal/`.length);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [row] = await ctx.database.db
      .select({ hash: dispatches.portalTokenHash })
      .from(dispatches)
      .where(eq(dispatches.id, created.id));
    expect(row?.hash).toBe(createHash('sha256').update(token).digest('hex'));
    const portal = await ctx.anonymous({ method: 'GET', url: `/api/vendor-portal/${token}` });
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json<{ id: string }>().id).toBe(created.id);
  });

  it('says when the vendor was not e-mailed: no address on file, no mail, the link answered', async () => {
    const vendor = await addVendor({ name: 'No Mail Mechanical', email: null });
    const ticket = await createTicket(ctx, ctx.manager);
    const created = await sent(ticket, vendor.id);
    expect(created.isVendorEmailed).toBe(false);
    expect(created.portalUrl).toMatch(/^https:\/\/fix\.example\.com\/vendor-portal\/[\w-]{43}$/);
    const renewed = await ctx.admin.request({
      method: 'POST',
      url: `/api/dispatches/${created.id}/renew-link`,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json<DispatchWithPortalLink>().isVendorEmailed).toBe(false);
    await drainJobs(ctx.app);
    expect(smtp.received).toEqual([]);
  });

  it('keeps no portal token in clear in any table (decision 039)', async () => {
    const vendor = await addVendor();
    const ticket = await createTicket(ctx, ctx.manager);
    const response = await dispatch(ticket, { vendorId: vendor.id }, ctx.admin, 'dispatch-key-1');
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<DispatchWithPortalLink>();
    const token = created.portalUrl.slice(`${ORIGIN}/vendor-portal/`.length);
    const renewed = await ctx.admin.request({
      method: 'POST',
      url: `/api/dispatches/${created.id}/renew-link`,
      headers: { [IDEMPOTENCY_KEY_HEADER]: 'renew-key-1' },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const newToken = renewed.json<DispatchWithPortalLink>().portalUrl.split('/').pop() ?? '';
    expect(newToken).toMatch(/^[\w-]{43}$/);
    // The vendor's mails hold the links while they wait in the outbox; once sent, their bodies go.
    await drainJobs(ctx.app);
    const stored = await everyStoredRow();
    expect(stored.filter((row) => row.includes(token) || row.includes(newToken))).toEqual([]);
    expect(
      stored.some((row) => row.includes(createHash('sha256').update(newToken).digest('hex'))),
    ).toBe(true);
  });

  it('answers the link once: a repeated Idempotency-Key answers 409 and dispatches nothing more', async () => {
    const vendor = await addVendor();
    const ticket = await createTicket(ctx, ctx.manager);
    const first = await dispatch(ticket, { vendorId: vendor.id }, ctx.admin, 'dispatch-key-2');
    expect(first.statusCode, first.body).toBe(201);
    const again = await dispatch(ticket, { vendorId: vendor.id }, ctx.admin, 'dispatch-key-2');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'IDEMPOTENCY_ANSWER_NOT_KEPT',
      error:
        'This change was already made; its answer held a secret, which is not kept to be sent again',
    });
    expect(again.body).not.toContain('vendor-portal');
    expect(await dispatchesOf(ticket)).toHaveLength(1);
  });

  it('shows the dispatch to whoever sees the ticket, the portal link only to admins', async () => {
    const vendor = await addVendor();
    const ticket = await createTicket(ctx, ctx.manager);
    await assignTicket(ctx, ticket, ctx.technician);
    await sent(ticket, vendor.id);

    for (const actor of [ctx.manager, ctx.technician]) {
      const [seen] = await dispatchesOf(ticket, actor);
      expect(seen?.status).toBe('sent');
      expect(seen?.portalLinkExpiresAt).toBeNull();
      expect(seen).not.toHaveProperty('portalUrl');
    }
    // Decision 039: the link is not stored in clear, so a list cannot answer it; its expiry is known.
    const [asAdmin] = await dispatchesOf(ticket);
    expect(asAdmin).not.toHaveProperty('portalUrl');
    expect(asAdmin?.portalLinkExpiresAt).toBe(
      new Date(new Date(asAdmin?.dueBy ?? '').getTime() + 30 * 86_400_000).toISOString(),
    );
    for (const actor of [otherManager, otherTech]) {
      const response = await actor.request({
        method: 'GET',
        url: `/api/tickets/${ticket.id}/dispatches`,
      });
      expect([403, 404]).toContain(response.statusCode);
    }
  });

  it('is for admins only', async () => {
    const vendor = await addVendor();
    const ticket = await createTicket(ctx, ctx.manager);
    const response = await dispatch(ticket, { vendorId: vendor.id }, ctx.manager);
    expect(response.statusCode).toBe(403);
    expect(await dispatchesOf(ticket)).toEqual([]);
  });

  it('refuses each bad dispatch with its code and changes nothing', async () => {
    const good = await addVendor();
    const inactive = await addVendor({ active: false });
    const elsewhere = await addVendor({ rank: null });
    const uninsured = await addVendor({
      name: 'Acme Refrigeration',
      insuranceExpiresOn: '2025-10-01',
    });
    const ticket = await createTicket(ctx, ctx.manager);

    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ vendorId: good.id, nteAmount: 0 }, 400, 'VALIDATION_FAILED'],
      [{ vendorId: good.id, nteAmount: -5 }, 400, 'VALIDATION_FAILED'],
      [{ vendorId: good.id, nteAmount: 200_000_000 }, 400, 'VALIDATION_FAILED'],
      [{ vendorId: good.id, nteAmount: undefined }, 400, 'VALIDATION_FAILED'],
      [
        { vendorId: good.id, nteAmount: 500_001 },
        400,
        'NTE_OVER_CEILING',
        "The NTE is over the chain's ceiling of $5,000.00; give a reason to override",
      ],
      [
        { vendorId: uninsured.id },
        400,
        'VENDOR_INSURANCE_EXPIRED',
        "Acme Refrigeration's insurance expired on 2025-10-01; give a reason to override",
      ],
      [{ vendorId: inactive.id, overrideReason: 'Please' }, 400, 'VENDOR_INACTIVE'],
      [{ vendorId: elsewhere.id, overrideReason: 'Please' }, 400, 'VENDOR_NOT_SERVING'],
      [{ vendorId: good.id, dueBy: inHours(-1) }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code, message] of cases) {
      const response = await dispatch(ticket, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json<{ code: string }>().code).toBe(code);
      if (message) expect(response.json<{ error: string }>().error).toBe(message);
    }
    expect(await dispatchesOf(ticket)).toEqual([]);
    expect((await ticketOf(ticket)).status).toBe('open');
    await drainJobs(ctx.app);
    expect(smtp.received).toHaveLength(0);
  });

  it('takes an override reason for an NTE over the ceiling and for expired insurance', async () => {
    const uninsured = await addVendor({ insuranceExpiresOn: '2025-12-31' });
    const ticket = await createTicket(ctx, ctx.manager);
    const response = await dispatch(ticket, {
      vendorId: uninsured.id,
      nteAmount: 800_000,
      overrideReason: 'Only company open tonight',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Dispatch>().nteAmount).toBe(800_000);
  });

  it('reads the ceiling from the vendor settings', async () => {
    await ctx.database.db
      .insert(vendorSettings)
      .values({ id: 1, nteCeilingCents: 10_000, currency: 'USD' });
    try {
      const vendor = await addVendor();
      const ticket = await createTicket(ctx, ctx.manager);
      const response = await dispatch(ticket, { vendorId: vendor.id, nteAmount: 10_001 });
      expect(response.json<{ error: string }>().error).toBe(
        "The NTE is over the chain's ceiling of $100.00; give a reason to override",
      );
      // A Spanish admin reads the ceiling as the web shows money to them (issue 40).
      const setLanguage = async (language: 'en' | 'es') => {
        const changed = await ctx.admin.request({
          method: 'PATCH',
          url: '/api/me',
          payload: { language },
        });
        expect(changed.statusCode, changed.body).toBe(200);
      };
      await setLanguage('es');
      try {
        const spanish = await dispatch(ticket, { vendorId: vendor.id, nteAmount: 10_001 });
        expect(spanish.json<{ error: string }>().error).toBe(
          'El tope de gasto (NTE) pasa del máximo de la cadena de USD\u00a0100.00; da un motivo para continuar de todos modos',
        );
      } finally {
        await setLanguage('en');
      }
    } finally {
      await ctx.database.db.delete(vendorSettings);
    }
  });

  it('refuses a second active dispatch and a completed ticket (409)', async () => {
    const first = await addVendor();
    const second = await addVendor({ rank: 2 });
    const ticket = await createTicket(ctx, ctx.manager);
    await sent(ticket, first.id);
    const again = await dispatch(ticket, { vendorId: second.id });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('TICKET_ALREADY_DISPATCHED');
    expect(await dispatchesOf(ticket)).toHaveLength(1);

    const done = await createTicket(ctx, ctx.manager);
    await ctx.database.db
      .update(tickets)
      .set({ status: 'completed', completedAt: ctx.clock.now() })
      .where(eq(tickets.id, done.id));
    const response = await dispatch(done, { vendorId: first.id });
    expect(response.statusCode).toBe(409);
    expect(await dispatchesOf(done)).toEqual([]);
  });

  it('lets two admins dispatching at once leave one dispatch', async () => {
    const vendor = await addVendor();
    const ticket = await createTicket(ctx, ctx.manager);
    const otherAdmin = await ctx.newActor('admin');
    const answers = await Promise.all([
      dispatch(ticket, { vendorId: vendor.id }),
      dispatch(ticket, { vendorId: vendor.id }, otherAdmin),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await dispatchesOf(ticket)).toHaveLength(1);
  });
});

describe('after the dispatch', () => {
  it('revokes: closed, a new dispatch may follow, a second revoke is refused', async () => {
    const vendor = await addVendor();
    const ticket = await createTicket(ctx, ctx.manager);
    const created = await sent(ticket, vendor.id);
    expect((await adminStep(created.id, 'revoke', ctx.manager)).statusCode).toBe(403);
    const revoked = await adminStep(created.id, 'revoke');
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<Dispatch>().revokedAt).toBe(ctx.clock.now().toISOString());
    expect((await adminStep(created.id, 'revoke')).statusCode).toBe(409);
    expect((await dispatch(ticket, { vendorId: vendor.id })).statusCode).toBe(201);
    const messages = (await history(ticket)).map((entry) => entry.message);
    expect(messages).toContain(
      `${ctx.admin.user.name} withdrew the dispatch of #${String(ticket.ticketNumber)} to ${vendor.name}`,
    );
  });

  it('approves an invoice over the NTE once, though two admins approve at once', async () => {
    const vendor = await addVendor();
    const ticket = await createTicket(ctx, ctx.manager);
    const created = await sent(ticket, vendor.id);
    expect((await adminStep(created.id, 'approve-invoice')).statusCode).toBe(409);
    await setInvoiced(created.id, 62_000);
    const [before] = await dispatchesOf(ticket);
    expect(before?.invoice).toMatchObject({
      number: 'INV-7',
      amountCents: 62_000,
      labourHours: 1.5,
      parts: 'Thermostat',
      approvedAt: null,
      overNte: true,
    });
    const otherAdmin = await ctx.newActor('admin');
    const answers = await Promise.all([
      adminStep(created.id, 'approve-invoice'),
      adminStep(created.id, 'approve-invoice', otherAdmin),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [after] = await dispatchesOf(ticket);
    expect(after?.status).toBe('approved');
    expect(after?.invoice?.approvedAt).toBe(ctx.clock.now().toISOString());
    const approvals = (await history(ticket)).filter(
      (entry) => entry.kind === 'dispatch.invoice_approved',
    );
    expect(approvals).toHaveLength(1);
  });

  it('confirms the work done: the ticket is completed, its unit back in service; then marks the invoice paid', async () => {
    const vendor = await addVendor();
    const unit = await insertUnit(ctx, { name: 'Dispatched Fryer' });
    const ticket = await createTicket(ctx, ctx.manager, {
      equipmentId: unit.id,
      equipmentDown: true,
    });
    expect(await unitStatus(ctx, unit.id)).toBe('down');
    const created = await sent(ticket, vendor.id);
    expect((await adminStep(created.id, 'confirm-work')).statusCode).toBe(409);
    expect((await adminStep(created.id, 'mark-paid')).statusCode).toBe(409);
    await setInvoiced(created.id, 40_000);
    await ctx.database.db
      .update(dispatches)
      .set({ status: 'approved', approvedAt: ctx.clock.now() })
      .where(eq(dispatches.id, created.id));

    const confirmed = await adminStep(created.id, 'confirm-work');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Dispatch>().workConfirmedAt).not.toBeNull();
    const after = await ticketOf(ticket);
    expect(after.status).toBe('completed');
    expect(await unitStatus(ctx, unit.id)).toBe('in-service');
    expect((await adminStep(created.id, 'confirm-work')).statusCode).toBe(409);

    const paid = await adminStep(created.id, 'mark-paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<Dispatch>()).toMatchObject({ status: 'paid' });
    expect((await adminStep(created.id, 'mark-paid')).statusCode).toBe(409);
  });

  it('renews the link (admins): the old link stops working, the new one is mailed and opens the portal', async () => {
    const vendor = await addVendor({ name: 'Renew Refrigeration', email: 'renew@example.com' });
    const ticket = await createTicket(ctx, ctx.manager);
    const created = await sent(ticket, vendor.id);
    const oldToken = created.portalUrl.split('/').pop() ?? '';
    await drainJobs(ctx.app);
    smtp.reset();
    const url = `/api/dispatches/${created.id}/renew-link`;
    expect((await ctx.manager.request({ method: 'POST', url })).statusCode).toBe(403);
    expect((await ctx.technician.request({ method: 'POST', url })).statusCode).toBe(403);

    // The job is late: its due-by passed 3 days ago (and with it no link expiry is near).
    await ctx.database.db
      .update(dispatches)
      .set({ dueBy: new Date(ctx.clock.now().getTime() - 3 * 86_400_000) })
      .where(eq(dispatches.id, created.id));
    const response = await ctx.admin.request({ method: 'POST', url });
    expect(response.statusCode, response.body).toBe(200);
    const renewed = response.json<DispatchWithPortalLink>();
    expect(renewed.portalUrl).toMatch(/^https:\/\/fix\.example\.com\/vendor-portal\/[\w-]{43}$/);
    expect(renewed.portalUrl).not.toBe(created.portalUrl);
    expect(renewed.isVendorEmailed).toBe(true);
    // Past its due-by: 30 days from now.
    expect(renewed.portalLinkExpiresAt).toBe(
      new Date(ctx.clock.now().getTime() + 30 * 86_400_000).toISOString(),
    );
    const newToken = renewed.portalUrl.split('/').pop() ?? '';
    const opened = await ctx.anonymous({ method: 'GET', url: `/api/vendor-portal/${newToken}` });
    expect(opened.statusCode, opened.body).toBe(200);
    const old = await ctx.anonymous({ method: 'GET', url: `/api/vendor-portal/${oldToken}` });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ code: 'NOT_FOUND', error: 'This link is not valid.' });

    await drainJobs(ctx.app);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.subject).toBe(
      `Work order #${String(ticket.ticketNumber)}: ${ticket.title} at Downtown (new link)`,
    );
    expect(smtp.received[0]?.text).toContain(renewed.portalUrl);
    const messages = (await history(ticket)).map((entry) => entry.message);
    expect(messages).toContain(
      `${ctx.admin.user.name} sent Renew Refrigeration a new portal link for #${String(ticket.ticketNumber)}`,
    );

    // Issue 40: the vendor switches the portal to Spanish; their next mail reads Spanish.
    const language = (token: string, value: string) =>
      ctx.anonymous({
        method: 'PUT',
        url: `/api/vendor-portal/${token}/language`,
        payload: { language: value },
      });
    expect((await language(newToken, 'fr')).statusCode).toBe(400);
    expect((await language(oldToken, 'es')).statusCode).toBe(404);
    const switched = await language(newToken, 'es');
    expect(switched.statusCode, switched.body).toBe(200);
    smtp.reset();
    expect((await ctx.admin.request({ method: 'POST', url })).statusCode).toBe(200);
    await drainJobs(ctx.app);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.subject).toBe(
      `Orden de trabajo #${String(ticket.ticketNumber)}: ${ticket.title} en Downtown (nuevo enlace)`,
    );
    expect(smtp.received[0]?.text).toContain('Hola, Renew Refrigeration:');
    // Money as the web shows it to a Spanish reader (locale-format's formatMoney).
    expect(smtp.received[0]?.text).toContain('Tope de gasto (NTE): USD\u00a0500.00');
    // Its dates in Spanish (the business time zone): the due-by 3 days ago, the link 30 days on.
    expect(smtp.received[0]?.text).toContain('Fecha límite: 3 ene 2026, 9:00 a.m.');
    expect(smtp.received[0]?.text).toContain(
      'Este enlace es solo para esta orden de trabajo y funciona hasta el 5 feb 2026, 9:00 a.m.; por favor no lo compartas.',
    );
    const stored = await ctx.admin.request({ method: 'GET', url: `/api/vendors/${vendor.id}` });
    expect(stored.json<{ language: string }>().language).toBe('es');

    // A closed dispatch gets no new link.
    expect((await adminStep(created.id, 'revoke')).statusCode).toBe(200);
    const closed = await ctx.admin.request({ method: 'POST', url });
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ code: string }>().code).toBe('DISPATCH_OUT_OF_ORDER');
  });

  it('answers 404 for an invoice file that does not exist, 403 to others', async () => {
    const vendor = await addVendor();
    const ticket = await createTicket(ctx, ctx.manager);
    const created = await sent(ticket, vendor.id);
    const url = `/api/dispatches/${created.id}/invoice-file`;
    expect((await ctx.admin.request({ method: 'GET', url })).statusCode).toBe(404);
    expect((await ctx.manager.request({ method: 'GET', url })).statusCode).toBe(403);
  });
});

describe('a dispatch not accepted in time', () => {
  it('is escalated once after 4 hours for an urgent ticket, naming the next-ranked vendor', async () => {
    const ticket = await createTicket(ctx, ctx.manager, { priority: 'urgent' });
    // Fresh vendors for this store and trade would rank among earlier tests' ones: give this test
    // ranks no one else uses.
    const first = await addVendor({ name: 'Frost Brothers', rank: 1 });
    await ctx.database.db
      .update(vendorCoverage)
      .set({ rank: 1 })
      .where(and(eq(vendorCoverage.vendorId, first.id)));
    // Everyone else serving Downtown fryers steps aside but Polar Service.
    await ctx.database.db
      .update(vendors)
      .set({ active: false })
      .where(and(eq(vendors.active, true)));
    await ctx.database.db.update(vendors).set({ active: true }).where(eq(vendors.id, first.id));
    await addVendor({ name: 'Polar Service', rank: 2 });
    const created = await sent(ticket, first.id);

    ctx.clock.advance(4 * 3600_000 - 60_000);
    await ctx.app.scheduler.runAll();
    const [early] = await dispatchesOf(ticket);
    expect(early?.overdue).toBe(false);

    ctx.clock.advance(60_000);
    await ctx.app.scheduler.runAll();
    await ctx.app.scheduler.runAll();
    const [late] = await dispatchesOf(ticket);
    expect(late?.id).toBe(created.id);
    expect(late?.overdue).toBe(true);
    expect(late?.nextVendorSuggestion).toMatchObject({ name: 'Polar Service', rank: 2 });
    const overdue = (await history(ticket)).filter((entry) => entry.kind === 'dispatch.overdue');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]?.message).toBe(
      `Frost Brothers has not accepted the dispatch of #${String(ticket.ticketNumber)} in time`,
    );
    const told = await ctx.database.db
      .select({ userId: notifications.userId, text: notifications.text, kind: notifications.kind })
      .from(notifications)
      .where(
        and(eq(notifications.ticketId, ticket.id), eq(notifications.kind, 'dispatch.updated')),
      );
    expect(told.map((row) => row.userId)).toContain(ctx.admin.user.id);
    expect(told.every((row) => row.userId !== ctx.manager.user.id)).toBe(true);
    expect(told[0]?.text).toBe(
      `Frost Brothers has not accepted #${String(ticket.ticketNumber)} ${ticket.title} in time. Next: Polar Service (2nd call)`,
    );
  });

  it('waits 24 hours for a ticket that is not urgent, and keeps the suggestion once revoked', async () => {
    const ticket = await createTicket(ctx, ctx.manager, { priority: 'medium' });
    const late = await addVendor({ name: 'Slow Fryers', rank: 3 });
    const created = await sent(ticket, late.id);
    ctx.clock.advance(24 * 3600_000 - 60_000);
    await ctx.app.scheduler.runAll();
    // A day later: sessions signed in now (the suite's went idle).
    const admin = await ctx.newActor('admin');
    const manager = await ctx.newActor('manager', { location: 'Downtown' });
    expect((await dispatchesOf(ticket, admin))[0]?.overdue).toBe(false);
    ctx.clock.advance(60_000);
    await ctx.app.scheduler.runAll();
    expect((await dispatchesOf(ticket, admin))[0]?.overdue).toBe(true);
    expect((await adminStep(created.id, 'revoke', admin)).statusCode).toBe(200);
    const [revoked] = await dispatchesOf(ticket, admin);
    expect(revoked?.overdue).toBe(false);
    expect(revoked?.nextVendorSuggestion).not.toBeNull();
    expect(revoked?.nextVendorSuggestion?.id).not.toBe(late.id);
    // Others who see the ticket are not told whom to call next.
    const [asManager] = await dispatchesOf(ticket, manager);
    expect(asManager?.nextVendorSuggestion).toBeNull();
  });
});

describe('a server without mail', () => {
  let bare: TestContext;
  const lines: string[] = [];

  beforeAll(async () => {
    bare = await createTestContext({
      env: { PUBLIC_ORIGIN: ORIGIN, LOG_LEVEL: 'info' },
      deps: {
        jobPollMs: false,
        logger: undefined,
        logStream: { write: (line) => lines.push(line) },
      },
    });
  });
  afterAll(async () => {
    await bare.close();
  });

  it('dispatches without e-mailing the vendor, answers the link, and never logs its token', async () => {
    const db = bare.database.db;
    const [downtown] = await db.select().from(locations).where(eq(locations.name, 'Downtown'));
    const [fryer] = await db.select().from(categories).where(eq(categories.name, 'Fryer'));
    const [vendor] = await db
      .insert(vendors)
      .values({ name: 'Mailless Service', email: 'mailless@example.com', active: true })
      .returning();
    if (!downtown || !fryer || !vendor) throw new Error('chain not seeded');
    await db.insert(vendorTrades).values({ vendorId: vendor.id, categoryId: fryer.id });
    await db
      .insert(vendorCoverage)
      .values({ vendorId: vendor.id, locationId: downtown.id, categoryId: fryer.id, rank: 1 });
    const ticket = await createTicket(bare, bare.manager);

    const response = await bare.admin.request({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/dispatches`,
      payload: {
        vendorId: vendor.id,
        nteAmount: 50000,
        dueBy: new Date(bare.clock.now().getTime() + 48 * 3600_000).toISOString(),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<DispatchWithPortalLink>();
    // The vendor has an address, but this server sends no mail: the admin is told to pass it on.
    expect(created.isVendorEmailed).toBe(false);
    const token = created.portalUrl.slice(`${ORIGIN}/vendor-portal/`.length);
    expect(token).toMatch(/^[\w-]{43}$/);

    // The vendor opens the link: the page and the API, each logged as a request.
    const page = await bare.anonymous({ method: 'GET', url: `/vendor-portal/${token}` });
    expect(page.statusCode).toBeLessThan(500);
    const portal = await bare.anonymous({ method: 'GET', url: `/api/vendor-portal/${token}` });
    expect(portal.statusCode, portal.body).toBe(200);
    const logged = lines.join('\n');
    expect(logged).toContain('/api/vendor-portal/[redacted]');
    expect(logged).not.toContain(token);
  });
});
