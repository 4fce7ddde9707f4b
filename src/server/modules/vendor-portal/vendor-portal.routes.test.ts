import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';
import type { VendorPortalView } from '#contract/schemas/vendor-portal.ts';
import {
  activity,
  dispatches,
  dispatchVisits,
  ticketPhotos,
  tickets,
  vendors,
} from '#server/db/schema.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { insertDispatch, newPortalToken } from '#tests/helpers/dispatch-fixture.ts';
import type { DispatchDraft, DispatchFixture } from '#tests/helpers/dispatch-fixture.ts';
import { GIF, JPEG, multipartBody, PDF, PNG } from '#tests/helpers/photo-uploads.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

const { ctx } = fileTestContext();

const DAY_MS = 24 * 60 * 60 * 1000;
const INVALID = { error: 'This link is not valid.', code: 'NOT_FOUND' };

let addressCount = 0;
/** A fresh client address per test, so the per-address limit of one test does not reach another. */
function newAddress(): string {
  addressCount += 1;
  return `203.0.113.${String(addressCount)}`;
}

/** A vendor on the portal: one client address, calls by the dispatch's token. */
function vendorOf(token: string, remoteAddress = newAddress()) {
  const base = `/api/vendor-portal/${token}`;
  return {
    get: () => ctx.anonymous({ method: 'GET', url: base, remoteAddress }),
    post: (action: string, payload?: Record<string, unknown>) =>
      ctx.anonymous({
        method: 'POST',
        url: `${base}/${action}`,
        remoteAddress,
        ...(payload ? { payload } : {}),
      }),
    multipart: (
      action: string,
      files: { filename: string; contentType: string; data: Buffer }[],
      fields: Record<string, string> = {},
      fieldName = 'file',
    ) => {
      const body = multipartBody(files, fields);
      // multipartBody names its files `photos`; the invoice's is `file`.
      const payload =
        fieldName === 'photos'
          ? body.payload
          : Buffer.from(
              body.payload.toString('latin1').replaceAll('name="photos"', `name="${fieldName}"`),
              'latin1',
            );
      return ctx.anonymous({
        method: 'POST',
        url: `${base}/${action}`,
        remoteAddress,
        payload,
        headers: body.headers,
      });
    },
    file: (path: string) => ctx.anonymous({ method: 'GET', url: `${base}/${path}`, remoteAddress }),
  };
}

function inHours(hours: number): string {
  return new Date(ctx.clock.now().getTime() + hours * 60 * 60 * 1000).toISOString();
}

async function dispatchRow(id: string) {
  const [row] = await ctx.database.db.select().from(dispatches).where(eq(dispatches.id, id));
  if (!row) throw new Error('no dispatch');
  return row;
}

async function ticketStatus(id: string): Promise<string | undefined> {
  const [row] = await ctx.database.db
    .select({ status: tickets.status })
    .from(tickets)
    .where(eq(tickets.id, id));
  return row?.status;
}

async function entries(ticketId: string, kind: string) {
  return ctx.database.db
    .select()
    .from(activity)
    .where(and(eq(activity.ticketId, ticketId), eq(activity.kind, kind)));
}

/** A dispatch taken through the portal to `until` (each step by its own API call). */
async function dispatchAt(
  until: 'sent' | 'accepted' | 'on-site' | 'work-done',
  draft: DispatchDraft = {},
): Promise<DispatchFixture & { vendor: ReturnType<typeof vendorOf> }> {
  const fixture = await insertDispatch(ctx, draft);
  const vendor = vendorOf(fixture.token);
  const steps = ['accepted', 'on-site', 'work-done'] as const;
  for (const step of steps.slice(0, steps.indexOf(until as (typeof steps)[number]) + 1)) {
    const response =
      step === 'accepted'
        ? await vendor.post('accept', { eta: inHours(3) })
        : step === 'on-site'
          ? await vendor.post('check-in')
          : await vendor.post('check-out', { outcome: 'work-done' });
    expect(response.statusCode, response.body).toBe(200);
  }
  return { ...fixture, vendor };
}

function invoiceFields(amount: number, extra: Record<string, string> = {}) {
  return {
    number: 'INV-2041',
    amount: String(amount),
    labourHours: '2.25',
    parts: 'Thermostat',
    ...extra,
  };
}

const pdf = { filename: 'invoice.pdf', contentType: 'application/pdf', data: PDF };

describe('the vendor portal page', () => {
  it('shows the job of its own dispatch: ticket, store, unit, photos, instructions, NTE and the allowed actions', async () => {
    const fixture = await insertDispatch(ctx);
    // A ticket photo by the manager, and an internal comment the vendor must never see.
    const upload = await ctx.manager.request({
      method: 'POST',
      url: `/api/tickets/${fixture.ticketId}/photos`,
      ...multipartBody([{ filename: 'vat.png', contentType: 'image/png', data: PNG }]),
    });
    expect(upload.statusCode).toBe(201);
    await ctx.admin.request({
      method: 'POST',
      url: `/api/tickets/${fixture.ticketId}/comments`,
      payload: { body: 'Internal: this vendor overcharged last time' },
    });
    const other = await insertDispatch(ctx, { vendorName: 'Polar Service Secret' });

    const response = await vendorOf(fixture.token).get();
    expect(response.statusCode).toBe(200);
    const view = response.json<VendorPortalView>();
    expect(view).toMatchObject({
      id: fixture.dispatchId,
      status: 'sent',
      statusLabel: 'Sent',
      vendorName: fixture.vendorName,
      ticket: {
        number: fixture.ticketNumber,
        title: 'Fryer will not heat',
        description: 'The left vat stays cold since this morning.',
        priority: 'urgent',
      },
      store: { name: 'Downtown' },
      equipment: { make: 'Frymaster', model: 'MJ140', warrantyEndDate: '2027-03-31' },
      instructions: 'Ask for the shift lead at the back door.',
      nteAmount: 50_000,
      currency: 'USD',
      visits: [],
      notes: [],
      invoice: null,
      allowedActions: ['accept', 'decline'],
    });
    expect(view.store.address.length).toBeGreaterThan(0);
    expect(view.photos).toHaveLength(1);
    const photo = await ctx.anonymous({ method: 'GET', url: view.photos[0]?.url ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);

    // Nothing of the comment, the other dispatch or the people of the chain.
    expect(response.body).not.toContain('overcharged');
    expect(response.body).not.toContain('Polar Service Secret');
    expect(response.body).not.toContain(other.token);
    expect(response.body).not.toContain(ctx.manager.user.name);
  });

  it("serves only its own ticket's photos: another ticket's photo id answers 404", async () => {
    const mine = await insertDispatch(ctx);
    const theirs = await insertDispatch(ctx);
    const upload = await ctx.manager.request({
      method: 'POST',
      url: `/api/tickets/${theirs.ticketId}/photos`,
      ...multipartBody([{ filename: 'x.png', contentType: 'image/png', data: PNG }]),
    });
    const photoId = upload.json<Ticket>().photos[0]?.id ?? '';
    const response = await vendorOf(mine.token).file(`photos/${photoId}`);
    expect(response.statusCode).toBe(404);
  });
});

describe("another vendor's photos (decision 039)", () => {
  it("shows the ticket's own photos and this vendor's, never those another vendor added", async () => {
    const first = await dispatchAt('accepted');
    const added = await first.vendor.multipart(
      'photos',
      [{ filename: 'first.png', contentType: 'image/png', data: PNG }],
      {},
      'photos',
    );
    expect(added.statusCode, added.body).toBe(200);
    const firstPhotoId = added.json<VendorPortalView>().photos[0]?.id ?? '';
    // The first vendor declines; the ticket goes to a second vendor.
    await ctx.database.db
      .update(dispatches)
      .set({ status: 'declined', declinedAt: ctx.clock.now(), closedAt: ctx.clock.now() })
      .where(eq(dispatches.id, first.dispatchId));
    const [other] = await ctx.database.db
      .insert(vendors)
      .values({ name: `Second Call ${String(Math.random()).slice(2, 8)}` })
      .returning({ id: vendors.id });
    const token = newPortalToken();
    const [second] = await ctx.database.db
      .insert(dispatches)
      .values({
        ticketId: first.ticketId,
        vendorId: other?.id ?? '',
        status: 'accepted',
        nteCents: 50_000,
        dueBy: new Date(ctx.clock.now().getTime() + 2 * DAY_MS),
        portalTokenHash: hashToken(token),
        acceptedAt: ctx.clock.now(),
      })
      .returning({ id: dispatches.id });
    const chainPhoto = await ctx.manager.request({
      method: 'POST',
      url: `/api/tickets/${first.ticketId}/photos`,
      ...multipartBody([{ filename: 'store.png', contentType: 'image/png', data: PNG }]),
    });
    expect(chainPhoto.statusCode, chainPhoto.body).toBe(201);
    const chainPhotoId =
      chainPhoto.json<Ticket>().photos.find((photo) => photo.id !== firstPhotoId)?.id ?? '';

    const secondVendor = vendorOf(token);
    const seen = (await secondVendor.get()).json<VendorPortalView>();
    expect(seen.id).toBe(second?.id);
    expect(seen.photos.map((photo) => photo.id)).toEqual([chainPhotoId]);
    expect((await secondVendor.file(`photos/${firstPhotoId}`)).statusCode).toBe(404);
    expect((await secondVendor.file(`photos/${chainPhotoId}`)).statusCode).toBe(200);
    // The first vendor still sees theirs (a closed dispatch stays readable for 30 days).
    const firstView = (await first.vendor.get()).json<VendorPortalView>();
    expect(firstView.photos.map((photo) => photo.id).sort()).toEqual(
      [firstPhotoId, chainPhotoId].sort(),
    );
  });
});

describe('portal tokens', () => {
  it('answers the same 404 body for a malformed, a tampered, an unknown and a long-closed link', async () => {
    const fixture = await insertDispatch(ctx);
    const closed = await insertDispatch(ctx, {
      status: 'declined',
      closedAt: new Date(ctx.clock.now().getTime() - 31 * DAY_MS),
    });
    const lastChar = fixture.token.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${fixture.token.slice(0, -1)}${lastChar}`;
    const answers = await Promise.all(
      ['not-a-token', tampered, newPortalToken(), closed.token].map((token) =>
        vendorOf(token).get(),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(INVALID);
    }
    // Actions too, and nothing changed.
    const action = await vendorOf(tampered).post('accept', { eta: inHours(2) });
    expect(action.statusCode).toBe(404);
    expect(action.json()).toEqual(INVALID);
    expect((await dispatchRow(fixture.dispatchId)).status).toBe('sent');
  });

  it('answers the same 404 body for a link past its expiry: 30 days after the due-by unless renewed (decision 039)', async () => {
    const fixture = await insertDispatch(ctx);
    const now = ctx.clock.now().getTime();
    const setLink = (values: { dueBy: Date; portalLinkExpiresAt: Date | null }) =>
      ctx.database.db.update(dispatches).set(values).where(eq(dispatches.id, fixture.dispatchId));
    // No stored expiry: 30 days after the due-by.
    await setLink({ dueBy: new Date(now - 29 * DAY_MS), portalLinkExpiresAt: null });
    expect((await vendorOf(fixture.token).get()).statusCode).toBe(200);
    await setLink({ dueBy: new Date(now - 31 * DAY_MS), portalLinkExpiresAt: null });
    const expired = await vendorOf(fixture.token).get();
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(INVALID);
    const action = await vendorOf(fixture.token).post('accept', { eta: inHours(2) });
    expect(action.json()).toEqual(INVALID);
    // A renewal's expiry counts, in both directions.
    await setLink({
      dueBy: new Date(now - 31 * DAY_MS),
      portalLinkExpiresAt: new Date(now + 60_000),
    });
    expect((await vendorOf(fixture.token).get()).statusCode).toBe(200);
    await setLink({ dueBy: new Date(now + DAY_MS), portalLinkExpiresAt: new Date(now - 1) });
    expect((await vendorOf(fixture.token).get()).json()).toEqual(INVALID);
    expect((await dispatchRow(fixture.dispatchId)).status).toBe('sent');
  });

  it('finds a dispatch by its token, which the database holds only as a hash (decision 039)', async () => {
    const fixture = await insertDispatch(ctx);
    const row = await dispatchRow(fixture.dispatchId);
    expect(row.portalTokenHash).toBe(hashToken(fixture.token));
    expect(JSON.stringify(row)).not.toContain(fixture.token);
    expect((await vendorOf(fixture.token).get()).statusCode).toBe(200);
    // The hash itself is not a link.
    expect((await vendorOf(row.portalTokenHash).get()).json()).toEqual(INVALID);
  });

  it('keeps a closed dispatch readable for 30 days after it closed', async () => {
    const closed = await insertDispatch(ctx, {
      status: 'declined',
      closedAt: new Date(ctx.clock.now().getTime() - 29 * DAY_MS),
    });
    const response = await vendorOf(closed.token).get();
    expect(response.statusCode).toBe(200);
    expect(response.json<VendorPortalView>().allowedActions).toEqual([]);
  });

  it('answers 410 for a revoked dispatch on every call, and changes nothing', async () => {
    const fixture = await insertDispatch(ctx, {
      status: 'accepted',
      revokedAt: ctx.clock.now(),
      closedAt: ctx.clock.now(),
    });
    const vendor = vendorOf(fixture.token);
    const gone = { error: 'This dispatch was withdrawn by the chain.', code: 'DISPATCH_REVOKED' };
    for (const response of [
      await vendor.get(),
      await vendor.post('check-in'),
      await vendor.post('decline', { reason: 'Busy' }),
      await vendor.post('notes', { body: 'On my way' }),
      await vendor.multipart('invoice', [pdf], invoiceFields(100)),
    ]) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual(gone);
    }
    expect((await dispatchRow(fixture.dispatchId)).status).toBe('accepted');
    expect(
      await ctx.database.db
        .select()
        .from(dispatchVisits)
        .where(eq(dispatchVisits.dispatchId, fixture.dispatchId)),
    ).toEqual([]);
  });

  it('answers 429 to a guessing loop from one address past 30 calls a minute, and again a minute later it answers', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt += 1) {
      statuses.push((await vendorOf(newPortalToken(), address).get()).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    // A real link from the same address is refused too until the minute passes.
    const fixture = await insertDispatch(ctx);
    expect((await vendorOf(fixture.token, address).get()).statusCode).toBe(429);
    // Another address is not held back.
    expect((await vendorOf(fixture.token).get()).statusCode).toBe(200);
    ctx.clock.advance(61_000);
    expect((await vendorOf(fixture.token, address).get()).statusCode).toBe(200);
  });

  it('needs no session and is refused from another origin like every mutation', async () => {
    const fixture = await insertDispatch(ctx);
    const response = await ctx.anonymous({
      method: 'POST',
      url: `/api/vendor-portal/${fixture.token}/accept`,
      remoteAddress: newAddress(),
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { eta: inHours(2) },
    });
    expect(response.statusCode).toBe(403);
    expect((await dispatchRow(fixture.dispatchId)).status).toBe('sent');
  });
});

describe('the steps of a visit', () => {
  it('accept stamps the server time and the ETA, and records dispatch.accepted with no actor', async () => {
    const fixture = await insertDispatch(ctx);
    const eta = inHours(5);
    const response = await vendorOf(fixture.token).post('accept', { eta });
    expect(response.statusCode).toBe(200);
    const view = response.json<VendorPortalView>();
    expect(view.status).toBe('accepted');
    expect(view.etaAt).toBe(eta);
    expect(view.acceptedAt).toBe(ctx.clock.now().toISOString());
    expect(view.allowedActions).toEqual(['decline', 'check-in', 'notes', 'photos']);
    const [entry] = await entries(fixture.ticketId, 'dispatch.accepted');
    expect(entry?.actorId).toBeNull();
    expect(entry?.details).toMatchObject({ vendorName: fixture.vendorName, eta });
  });

  it('refuses an ETA in the past or more than 30 days ahead, and a missing one (400)', async () => {
    const fixture = await insertDispatch(ctx);
    const vendor = vendorOf(fixture.token);
    for (const eta of [inHours(-1), inHours(31 * 24), undefined, 'tomorrow']) {
      const response = await vendor.post('accept', eta === undefined ? {} : { eta });
      expect(response.statusCode).toBe(400);
    }
    expect((await dispatchRow(fixture.dispatchId)).status).toBe('sent');
  });

  it('decline needs a reason, closes the dispatch and records dispatch.declined', async () => {
    const fixture = await insertDispatch(ctx);
    const vendor = vendorOf(fixture.token);
    expect((await vendor.post('decline', { reason: '  ' })).statusCode).toBe(400);
    const response = await vendor.post('decline', { reason: 'No technician free this week' });
    expect(response.statusCode).toBe(200);
    expect(response.json<VendorPortalView>()).toMatchObject({
      status: 'declined',
      declineReason: 'No technician free this week',
      allowedActions: [],
    });
    const row = await dispatchRow(fixture.dispatchId);
    expect(row.closedAt?.toISOString()).toBe(ctx.clock.now().toISOString());
    expect(row.declinedAt?.toISOString()).toBe(ctx.clock.now().toISOString());
    const [entry] = await entries(fixture.ticketId, 'dispatch.declined');
    expect(entry?.details).toMatchObject({
      vendorName: fixture.vendorName,
      reason: 'No technician free this week',
    });
  });

  it('an accepted dispatch may still be declined before the work starts; then it is closed to notes', async () => {
    const { dispatchId, vendor } = await dispatchAt('accepted');
    const response = await vendor.post('decline', { reason: 'Our only technician is sick' });
    expect(response.statusCode).toBe(200);
    expect(response.json<VendorPortalView>().status).toBe('declined');
    expect((await dispatchRow(dispatchId)).closedAt).not.toBeNull();
    const note = await vendor.post('notes', { body: 'Sorry' });
    expect(note.statusCode).toBe(409);
    expect(note.json()).toEqual({
      error: 'This dispatch is closed.',
      code: 'DISPATCH_OUT_OF_ORDER',
    });
  });

  it('check-in opens a visit, check-out with work done closes it; the ticket waits for an admin', async () => {
    const { token, dispatchId, ticketId, vendor } = await dispatchAt('accepted');
    const checkedIn = await vendor.post('check-in');
    expect(checkedIn.statusCode).toBe(200);
    const inView = checkedIn.json<VendorPortalView>();
    expect(inView.status).toBe('on-site');
    expect(inView.visits).toEqual([
      expect.objectContaining({ checkedInAt: ctx.clock.now().toISOString(), checkedOutAt: null }),
    ]);
    ctx.clock.advance(90 * 60_000);
    const out = await vendorOf(token).post('check-out', {
      outcome: 'work-done',
      notes: 'Replaced the thermostat',
    });
    expect(out.statusCode).toBe(200);
    const outView = out.json<VendorPortalView>();
    expect(outView.status).toBe('work-done');
    expect(outView.allowedActions).toEqual(['invoice', 'notes', 'photos']);
    expect(outView.visits[0]).toMatchObject({
      checkedOutAt: ctx.clock.now().toISOString(),
      outcome: 'work-done',
      notes: 'Replaced the thermostat',
    });
    expect((await dispatchRow(dispatchId)).workOutcome).toBe('work-done');
    expect(await ticketStatus(ticketId)).toBe('waiting-for-third-party');
    expect(await entries(ticketId, 'dispatch.checked_in')).toHaveLength(1);
    const [outEntry] = await entries(ticketId, 'dispatch.checked_out');
    expect(outEntry?.details).toMatchObject({
      outcome: 'work-done',
      notes: 'Replaced the thermostat',
    });
  });

  it('check-out with needs more work sends the dispatch back to accepted and the ticket to open, with its history', async () => {
    const { ticketId, ticketNumber, vendor, vendorName } = await dispatchAt('on-site');
    const response = await vendor.post('check-out', {
      outcome: 'needs-more-work',
      notes: 'Part on order',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<VendorPortalView>().status).toBe('accepted');
    expect(await ticketStatus(ticketId)).toBe('open');
    const [statusEntry] = await entries(ticketId, 'ticket.status_changed');
    expect(statusEntry?.actorId).toBeNull();
    expect(statusEntry?.details).toMatchObject({
      ticketNumber,
      from: 'waiting-for-third-party',
      to: 'open',
      vendorName,
    });
    // The vendor comes again: a second visit.
    expect((await vendor.post('check-in')).statusCode).toBe(200);
    expect((await vendor.get()).json<VendorPortalView>().visits).toHaveLength(2);
  });

  it('refuses check-out notes with control or text-direction characters, as every text field (decision 039)', async () => {
    const { dispatchId, vendor } = await dispatchAt('on-site');
    for (const notes of ['Done \u202Egnirts', 'Done \u001b[31mred', 'Done\u0007']) {
      const response = await vendor.post('check-out', { outcome: 'work-done', notes });
      expect(response.statusCode, JSON.stringify(notes)).toBe(400);
    }
    expect((await dispatchRow(dispatchId)).status).toBe('on-site');
    const fine = await vendor.post('check-out', {
      outcome: 'work-done',
      notes: 'Line one\nline two',
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('refuses a check-out that is not one of the two outcomes (400)', async () => {
    const { vendor } = await dispatchAt('on-site');
    expect((await vendor.post('check-out', { outcome: 'done' })).statusCode).toBe(400);
    expect((await vendor.post('check-out', {})).statusCode).toBe(400);
  });
});

describe('steps out of order: 409 DISPATCH_OUT_OF_ORDER, nothing changed', () => {
  const cases: {
    at: 'sent' | 'accepted' | 'on-site' | 'work-done';
    action: string;
    body?: Record<string, unknown>;
    error: string;
  }[] = [
    { at: 'sent', action: 'check-in', error: 'Accept the dispatch before checking in.' },
    {
      at: 'sent',
      action: 'check-out',
      body: { outcome: 'work-done' },
      error: 'Check in before checking out.',
    },
    {
      at: 'sent',
      action: 'notes',
      body: { body: 'Hi' },
      error: 'Accept the dispatch before adding notes or photos.',
    },
    {
      at: 'accepted',
      action: 'accept',
      body: { eta: '2026-01-07T15:00:00.000Z' },
      error: 'This dispatch was already answered.',
    },
    {
      at: 'accepted',
      action: 'check-out',
      body: { outcome: 'work-done' },
      error: 'Check in before checking out.',
    },
    { at: 'on-site', action: 'check-in', error: 'You are already checked in.' },
    {
      at: 'on-site',
      action: 'decline',
      body: { reason: 'Too hard' },
      error: 'This dispatch can no longer be declined: the work has started.',
    },
    { at: 'work-done', action: 'check-in', error: 'This dispatch is not waiting for a visit.' },
    {
      at: 'work-done',
      action: 'accept',
      body: { eta: '2026-01-07T15:00:00.000Z' },
      error: 'This dispatch was already answered.',
    },
  ];
  for (const { at, action, body, error } of cases) {
    it(`${action} when ${at}`, async () => {
      const { dispatchId, vendor } = await dispatchAt(at);
      const before = await dispatchRow(dispatchId);
      const response = await vendor.post(action, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error, code: 'DISPATCH_OUT_OF_ORDER' });
      expect(await dispatchRow(dispatchId)).toEqual(before);
    });
  }

  it('invoice before the work is done, and a second invoice', async () => {
    const { vendor } = await dispatchAt('on-site');
    const early = await vendor.multipart('invoice', [pdf], invoiceFields(100));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error: 'Check out with the work done before submitting the invoice.',
      code: 'DISPATCH_OUT_OF_ORDER',
    });
    const done = await dispatchAt('work-done');
    expect((await done.vendor.multipart('invoice', [pdf], invoiceFields(100))).statusCode).toBe(
      200,
    );
    const again = await done.vendor.multipart('invoice', [pdf], invoiceFields(100));
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe(
      'An invoice was already submitted for this dispatch.',
    );
  });

  it('two tabs accepting at once: one effect, the other 409', async () => {
    const fixture = await insertDispatch(ctx);
    const [first, second] = await Promise.all([
      vendorOf(fixture.token).post('accept', { eta: inHours(2) }),
      vendorOf(fixture.token).post('accept', { eta: inHours(4) }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await entries(fixture.ticketId, 'dispatch.accepted')).toHaveLength(1);
  });

  it('two tabs checking in at once leave one open visit and one 409', async () => {
    const { dispatchId, ticketId, token } = await dispatchAt('accepted');
    const answers = await Promise.all([
      vendorOf(token).post('check-in'),
      vendorOf(token).post('check-in'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const visits = await ctx.database.db
      .select()
      .from(dispatchVisits)
      .where(eq(dispatchVisits.dispatchId, dispatchId));
    expect(visits).toHaveLength(1);
    expect(await entries(ticketId, 'dispatch.checked_in')).toHaveLength(1);
  });
});

describe('the invoice', () => {
  it('within the NTE is approved at once, with its file kept and served back', async () => {
    const { dispatchId, ticketId, vendor } = await dispatchAt('work-done', { nteCents: 50_000 });
    const response = await vendor.multipart('invoice', [pdf], invoiceFields(50_000));
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json<VendorPortalView>();
    expect(view.status).toBe('approved');
    expect(view.invoice).toMatchObject({
      number: 'INV-2041',
      amount: 50_000,
      labourHours: 2.25,
      parts: 'Thermostat',
      approvedAt: ctx.clock.now().toISOString(),
      awaitingApproval: false,
      fileType: 'application/pdf',
    });
    const row = await dispatchRow(dispatchId);
    expect(row.invoiceLabourMinutes).toBe(135);
    expect(row.approvedAt?.toISOString()).toBe(ctx.clock.now().toISOString());
    const file = await ctx.anonymous({ method: 'GET', url: view.invoice?.fileUrl ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const [entry] = await entries(ticketId, 'dispatch.invoiced');
    expect(entry?.actorId).toBeNull();
    expect(entry?.details).toMatchObject({ amount: 50_000, overNte: false, approved: true });
  });

  it('over the NTE waits for an admin (invoiced, not approved)', async () => {
    const { dispatchId, vendor } = await dispatchAt('work-done', { nteCents: 50_000 });
    const response = await vendor.multipart(
      'invoice',
      [{ filename: 'scan.jpg', contentType: 'image/jpeg', data: JPEG }],
      invoiceFields(50_001),
    );
    expect(response.statusCode).toBe(200);
    const view = response.json<VendorPortalView>();
    expect(view.status).toBe('invoiced');
    expect(view.invoice).toMatchObject({
      approvedAt: null,
      awaitingApproval: true,
      fileType: 'image/jpeg',
    });
    expect((await dispatchRow(dispatchId)).approvedAt).toBeNull();
  });

  it('refuses a file that is not a PDF or an image by its content (400), whatever its name', async () => {
    const { dispatchId, vendor } = await dispatchAt('work-done');
    for (const file of [
      {
        filename: 'invoice.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('MZ this is an exe file'),
      },
      { filename: 'invoice.gif', contentType: 'image/gif', data: GIF },
    ]) {
      const response = await vendor.multipart('invoice', [file], invoiceFields(100));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(
        'The invoice file must be a PDF, JPEG, PNG or WebP file',
      );
    }
    expect((await dispatchRow(dispatchId)).status).toBe('work-done');
  });

  it('refuses a file over 10 MB (413) and keeps nothing', async () => {
    const { dispatchId, vendor } = await dispatchAt('work-done');
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await vendor.multipart(
      'invoice',
      [{ filename: 'big.pdf', contentType: 'application/pdf', data: big }],
      invoiceFields(100),
    );
    expect(response.statusCode).toBe(413);
    const row = await dispatchRow(dispatchId);
    expect(row.status).toBe('work-done');
    expect(row.invoiceFileKey).toBeNull();
  });

  it('refuses negative, absurd or missing amounts, labour hours out of range, a missing number or file (400)', async () => {
    const { dispatchId, vendor } = await dispatchAt('work-done');
    const bad: [Record<string, string>, boolean][] = [
      [invoiceFields(-5), true],
      [invoiceFields(100_000_001), true],
      [invoiceFields(100, { amount: '12.50' }), true],
      [invoiceFields(100, { amount: '' }), true],
      [invoiceFields(100, { labourHours: '1001' }), true],
      [invoiceFields(100, { labourHours: '-1' }), true],
      [invoiceFields(100, { number: '' }), true],
      // Decision 039: the text rules of every field (decision 013).
      [invoiceFields(100, { parts: 'Thermostat \u202E2x' }), true],
      [invoiceFields(100, { parts: 'Thermostat \u001b[2J' }), true],
      [invoiceFields(100, { number: 'INV\u202E-1' }), true],
      [invoiceFields(100), false],
    ];
    for (const [fields, withFile] of bad) {
      const response = await vendor.multipart('invoice', withFile ? [pdf] : [], fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
    }
    expect((await dispatchRow(dispatchId)).status).toBe('work-done');
  });
});

describe('notes and photos', () => {
  it('a note is kept on the dispatch and recorded on the ticket', async () => {
    const { ticketId, vendor, vendorName } = await dispatchAt('accepted');
    const response = await vendor.post('notes', { body: 'Bringing a spare thermostat' });
    expect(response.statusCode).toBe(200);
    expect(response.json<VendorPortalView>().notes).toEqual([
      expect.objectContaining({ body: 'Bringing a spare thermostat' }),
    ]);
    const [entry] = await entries(ticketId, 'dispatch.note_added');
    expect(entry?.actorId).toBeNull();
    expect(entry?.details).toMatchObject({ vendorName, body: 'Bringing a spare thermostat' });
    expect((await vendor.post('notes', { body: '' })).statusCode).toBe(400);
  });

  it("photos go on the ticket marked with the dispatch: 'before' until checked in, 'after' once checked in", async () => {
    const { dispatchId, ticketId, vendor } = await dispatchAt('accepted');
    const before = await vendor.multipart(
      'photos',
      [{ filename: 'a.png', contentType: 'image/png', data: PNG }],
      {},
      'photos',
    );
    expect(before.statusCode, before.body).toBe(200);
    expect((await vendor.post('check-in')).statusCode).toBe(200);
    const after = await vendor.multipart(
      'photos',
      [{ filename: 'b.jpg', contentType: 'image/jpeg', data: JPEG }],
      {},
      'photos',
    );
    expect(after.statusCode).toBe(200);
    expect(after.json<VendorPortalView>().photos).toHaveLength(2);
    const rows = await ctx.database.db
      .select({
        stage: ticketPhotos.stage,
        dispatchId: ticketPhotos.dispatchId,
        uploadedBy: ticketPhotos.uploadedBy,
      })
      .from(ticketPhotos)
      .where(eq(ticketPhotos.ticketId, ticketId))
      .orderBy(ticketPhotos.createdAt);
    expect(rows).toEqual([
      { stage: 'before', dispatchId, uploadedBy: null },
      { stage: 'after', dispatchId, uploadedBy: null },
    ]);
    // The chain sees them on the ticket.
    const ticket = await ctx.admin.request({ method: 'GET', url: `/api/tickets/${ticketId}` });
    expect(ticket.json<Ticket>().photos).toHaveLength(2);
    const notImage = await vendor.multipart(
      'photos',
      [{ filename: 'c.png', contentType: 'image/png', data: PDF }],
      {},
      'photos',
    );
    expect(notImage.statusCode).toBe(415);
    const [count] = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(ticketPhotos)
      .where(eq(ticketPhotos.ticketId, ticketId));
    expect(Number(count?.count)).toBe(2);
  });

  it('refuses notes and photos before acceptance (409)', async () => {
    const fixture = await insertDispatch(ctx);
    const vendor = vendorOf(fixture.token);
    const photo = await vendor.multipart(
      'photos',
      [{ filename: 'a.png', contentType: 'image/png', data: PNG }],
      {},
      'photos',
    );
    expect(photo.statusCode).toBe(409);
    expect(photo.json<{ code: string }>().code).toBe('DISPATCH_OUT_OF_ORDER');
  });
});
