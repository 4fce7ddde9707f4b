import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ActivityEntry } from '#contract/schemas/activity.ts';
import type { PublicRequestCreated, RequestList } from '#contract/schemas/maintenance-request.ts';
import {
  REPORT_ATTACHED_MESSAGE,
  REPORT_SENT_MESSAGE,
  REQUEST_ALREADY_DECIDED_MESSAGE,
} from '#contract/schemas/maintenance-request.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import {
  categories,
  equipment,
  locations,
  maintenanceRequestPhotos,
  maintenanceRequests,
} from '#server/db/schema.ts';
import { createDiskStorage } from '#server/integrations/photo-storage/disk-storage.ts';
import { newShortCode } from '#server/modules/equipment/short-code.ts';
import { createTestContext } from '#tests/helpers/build-test-app.ts';
import type { Actor, TestContext } from '#tests/helpers/build-test-app.ts';
import { JPEG, multipartBody, PDF, PNG } from '#tests/helpers/photo-uploads.ts';
import type { UploadPart } from '#tests/helpers/photo-uploads.ts';

let ctx: TestContext;
/** The photo storage's folder, and every file the storage opened for writing (decision 039). */
let uploadsRoot: string;
const openedForWriting: string[] = [];
beforeAll(async () => {
  uploadsRoot = await mkdtemp(path.join(os.tmpdir(), 'fixflow-request-uploads-'));
  const storage = createDiskStorage(uploadsRoot, {
    openWriteStream: (filePath) => {
      openedForWriting.push(path.relative(uploadsRoot, filePath));
      return createWriteStream(filePath);
    },
  });
  ctx = await createTestContext({ deps: { storage } });
});
afterAll(async () => {
  await ctx.close();
  await rm(uploadsRoot, { recursive: true, force: true });
});

interface Unit {
  id: string;
  shortCode: string;
  name: string;
}

let unitCount = 0;
async function createUnit(
  store = 'Downtown',
  options: { category?: string; status?: 'in-service' | 'retired' } = {},
): Promise<Unit> {
  const db = ctx.database.db;
  const [location] = await db.select().from(locations).where(eq(locations.name, store));
  const [category] = await db
    .select()
    .from(categories)
    .where(eq(categories.name, options.category ?? 'Fryer'));
  if (!location || !category) throw new Error('seed store or category missing');
  unitCount += 1;
  const [row] = await db
    .insert(equipment)
    .values({
      shortCode: newShortCode(),
      locationId: location.id,
      categoryId: category.id,
      name: `Fryer ${String(unitCount)}`,
      status: options.status ?? 'in-service',
      ...(options.status === 'retired' ? { retiredAt: new Date() } : {}),
    })
    .returning({ id: equipment.id, shortCode: equipment.shortCode, name: equipment.name });
  if (!row) throw new Error('no unit');
  return row;
}

let addressCount = 0;
/** A fresh client address, so the per-address limit of one test does not reach another. */
function newAddress(): string {
  addressCount += 1;
  return `198.51.100.${String(addressCount)}`;
}

function report(
  fields: Record<string, string>,
  photos: UploadPart[] = [],
  remoteAddress = newAddress(),
) {
  return ctx.anonymous({
    method: 'POST',
    url: '/api/public/requests',
    remoteAddress,
    ...multipartBody(photos, fields),
  });
}

const photo = (data: Buffer, filename = 'fryer.png'): UploadPart => ({
  filename,
  contentType: 'image/png',
  data,
});

async function storedRequestFiles(): Promise<string[]> {
  try {
    const entries = await readdir(path.join(uploadsRoot, 'requests'), {
      recursive: true,
      withFileTypes: true,
    });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

async function requestRows(equipmentId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(maintenanceRequests)
    .where(eq(maintenanceRequests.equipmentId, equipmentId));
  return Number(row?.count);
}

async function photoRows(): Promise<number> {
  const [row] = await ctx.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(maintenanceRequestPhotos);
  return Number(row?.count);
}

async function pending(actor: Actor): Promise<RequestList> {
  const response = await actor.request({ method: 'GET', url: '/api/requests' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RequestList>();
}

async function reportedRequestId(
  unit: Unit,
  fields: Record<string, string> = {},
  photos: UploadPart[] = [],
) {
  const response = await report(
    { shortCode: unit.shortCode, description: 'Oil is smoking', ...fields },
    photos,
  );
  expect(response.statusCode, response.body).toBe(201);
  const list = await pending(ctx.admin);
  const found = list.requests.find((request) => request.equipment.id === unit.id);
  if (!found) throw new Error('request not listed');
  return found.id;
}

describe('GET /api/public/equipment/{shortCode}', () => {
  it("answers a unit's name and store and nothing else, signed out", async () => {
    const unit = await createUnit();
    const response = await ctx.anonymous({
      method: 'GET',
      url: `/api/public/equipment/${unit.shortCode}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      shortCode: unit.shortCode,
      name: unit.name,
      location: 'Downtown',
    });
  });

  it('answers an unknown, malformed or retired code with the same 404', async () => {
    const retired = await createUnit('Downtown', { status: 'retired' });
    const bodies = [];
    for (const code of ['ZZZZZZZZ', 'not a code!', retired.shortCode]) {
      const response = await ctx.anonymous({
        method: 'GET',
        url: `/api/public/equipment/${encodeURIComponent(code)}`,
      });
      expect(response.statusCode).toBe(404);
      bodies.push(response.body);
    }
    expect(new Set(bodies).size).toBe(1);
  });
});

describe('GET /api/requests/units/{shortCode}', () => {
  it("answers the unit's id to an admin and its store's manager only", async () => {
    const unit = await createUnit('Downtown');
    const other = await createUnit('North Side');
    const url = (code: string) => `/api/requests/units/${code}`;
    const admin = await ctx.admin.request({ method: 'GET', url: url(other.shortCode) });
    expect(admin.json()).toEqual({ id: other.id, name: other.name });
    const manager = await ctx.manager.request({ method: 'GET', url: url(unit.shortCode) });
    expect(manager.json()).toEqual({ id: unit.id, name: unit.name });
    expect(
      (await ctx.manager.request({ method: 'GET', url: url(other.shortCode) })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.technician.request({ method: 'GET', url: url(unit.shortCode) })).statusCode,
    ).toBe(403);
    expect((await ctx.anonymous({ method: 'GET', url: url(unit.shortCode) })).statusCode).toBe(401);
  });
});

describe('POST /api/public/requests', () => {
  it('stores a report with its photos, signed out, and answers only that it was sent', async () => {
    const unit = await createUnit();
    const response = await report(
      {
        shortCode: unit.shortCode,
        description: 'Oil is smoking\nand the light blinks',
        reporterName: 'Jo',
        reporterPhone: '(201) 555-0123',
      },
      [photo(PNG), photo(JPEG, 'b.jpg')],
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ ok: true, isAttached: false, message: REPORT_SENT_MESSAGE });
    const list = await pending(ctx.manager);
    const request = list.requests.find((candidate) => candidate.equipment.id === unit.id);
    expect(request).toMatchObject({
      status: 'pending',
      equipment: { id: unit.id, name: unit.name },
      location: 'Downtown',
      category: 'Fryer',
      description: 'Oil is smoking\nand the light blinks',
      reporterName: 'Jo',
      reporterPhone: '+12015550123',
    });
    expect(request?.photos).toHaveLength(2);
    const image = await ctx.manager.request({ method: 'GET', url: request?.photos[0]?.url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a report without a description, or with an unknown code, storing nothing', async () => {
    const unit = await createUnit();
    const before = await storedRequestFiles();
    const noText = await report({ shortCode: unit.shortCode, description: '  ' }, [photo(PNG)]);
    expect(noText.statusCode).toBe(400);
    expect(noText.json<{ error: string }>().error).toContain("What's wrong? is required");
    const unknown = await report({ shortCode: 'ZZZZZZZZ', description: 'Broken' }, [photo(PNG)]);
    expect(unknown.statusCode).toBe(404);
    const badPhone = await report({
      shortCode: unit.shortCode,
      description: 'Broken',
      reporterPhone: 'call me',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(await requestRows(unit.id)).toBe(0);
    expect(await storedRequestFiles()).toEqual(before);
  });

  it('refuses a non-image, an oversized image and a fourth photo, leaving no row and no file', async () => {
    const unit = await createUnit();
    const before = await storedRequestFiles();
    const rowsBefore = await photoRows();
    const fields = { shortCode: unit.shortCode, description: 'Broken' };
    const pdf = await report(fields, [photo(PNG), photo(PDF, 'manual.pdf')]);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json<{ error: string }>().error).toContain('manual.pdf');
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const oversized = await report(fields, [photo(big, 'big.png')]);
    expect(oversized.statusCode).toBe(413);
    const four = await report(fields, [photo(PNG), photo(PNG), photo(PNG), photo(PNG)]);
    expect(four.statusCode).toBe(400);
    expect(await requestRows(unit.id)).toBe(0);
    expect(await storedRequestFiles()).toEqual(before);
    expect(await photoRows()).toBe(rowsBefore);
  });

  it('allows 10 reports an hour from one address, then answers 429', async () => {
    const address = newAddress();
    const units = [await createUnit('North Side'), await createUnit('North Side')];
    for (let index = 0; index < 10; index += 1) {
      const unit = units[index % 2] as Unit;
      const response = await report(
        { shortCode: unit.shortCode, description: `Report ${String(index)}` },
        [],
        address,
      );
      expect(response.statusCode, response.body).toBe(201);
    }
    const eleventh = await report(
      { shortCode: (units[0] as Unit).shortCode, description: 'Again' },
      [],
      address,
    );
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json<{ error: string }>().error).toMatch(/too many problem reports/i);
    // Another address is not held back.
    const other = await report({ shortCode: (units[0] as Unit).shortCode, description: 'Mine' });
    expect(other.statusCode).toBe(201);
    // An hour later the address may report again.
    ctx.clock.advance(60 * 60 * 1000 + 1);
    const later = await report(
      { shortCode: (units[1] as Unit).shortCode, description: 'Later' },
      [],
      address,
    );
    expect(later.statusCode).toBe(201);
  });

  it('never refuses a report because of its unit: later ones are attached to the open request', async () => {
    // Decision 039: ten reports from ten addresses used to silence the unit's label for an hour.
    const unit = await createUnit('Airport');
    const answers: PublicRequestCreated[] = [];
    for (let index = 0; index < 10; index += 1) {
      const response = await report({
        shortCode: unit.shortCode,
        description: `Broken ${String(index)}`,
      });
      expect(response.statusCode, response.body).toBe(201);
      answers.push(response.json<PublicRequestCreated>());
    }
    const safety = await report(
      {
        shortCode: unit.shortCode,
        description: 'Gas smell near the pilot light: safety',
        reporterName: 'Sam',
      },
      [photo(PNG)],
    );
    expect(safety.statusCode, safety.body).toBe(201);
    expect(await requestRows(unit.id)).toBe(11);
    expect(answers[0]).toEqual({ ok: true, isAttached: false, message: REPORT_SENT_MESSAGE });
    for (const answer of answers.slice(1)) {
      expect(answer).toEqual({ ok: true, isAttached: true, message: REPORT_ATTACHED_MESSAGE });
    }
    expect(safety.json()).toEqual({
      ok: true,
      isAttached: true,
      message: 'Already reported: we added your note',
    });

    // Staff see one request for the unit, its notes the reports that followed, the latest last.
    const list = await pending(ctx.admin);
    const mine = list.requests.filter((request) => request.equipment.id === unit.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.description).toBe('Broken 0');
    expect(mine[0]?.noteCount).toBe(10);
    expect(mine[0]?.notes.map((note) => note.description)).toEqual([
      ...Array.from({ length: 9 }, (_, index) => `Broken ${String(index + 1)}`),
      'Gas smell near the pilot light: safety',
    ]);
    expect(mine[0]?.notes.at(-1)).toMatchObject({ reporterName: 'Sam' });
    expect(mine[0]?.notes.at(-1)?.photos).toHaveLength(1);
    const ids = new Set(list.requests.map((request) => request.id));
    expect(list.pendingCount).toBe(ids.size);
  });

  it('makes one ticket of an open request and its notes, then opens a new request', async () => {
    const unit = await createUnit('Downtown');
    const id = await reportedRequestId(unit, { description: 'Oil is smoking' }, [photo(PNG)]);
    const note = await report(
      { shortCode: unit.shortCode, description: 'Now there are flames\nunder the basket' },
      [photo(JPEG, 'flames.jpg')],
    );
    expect(note.json<PublicRequestCreated>().isAttached).toBe(true);
    const approved = await ctx.manager.request({
      method: 'POST',
      url: `/api/requests/${id}/approve`,
      payload: { priority: 'urgent' },
    });
    expect(approved.statusCode, approved.body).toBe(201);
    const ticket = approved.json<Ticket>();
    expect(ticket.title).toBe('Oil is smoking');
    expect(ticket.description).toBe(
      'Oil is smoking\n\nAlso reported (1):\n- Now there are flames\n  under the basket',
    );
    expect(ticket.photos.map((carried) => carried.contentType).sort()).toEqual([
      'image/jpeg',
      'image/png',
    ]);
    const rows = await ctx.database.db
      .select({ status: maintenanceRequests.status, ticketId: maintenanceRequests.ticketId })
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.equipmentId, unit.id));
    expect(rows).toEqual([
      { status: 'approved', ticketId: ticket.id },
      { status: 'approved', ticketId: ticket.id },
    ]);
    const list = await ctx.admin.request({ method: 'GET', url: '/api/requests?status=approved' });
    const decided = list.json<RequestList>().requests.filter((r) => r.equipment.id === unit.id);
    expect(decided).toHaveLength(1);
    expect(decided[0]?.noteCount).toBe(1);

    // The request is closed: the next report opens a new one.
    const next = await report({ shortCode: unit.shortCode, description: 'Smoking again' });
    expect(next.json()).toEqual({ ok: true, isAttached: false, message: REPORT_SENT_MESSAGE });
  });

  it('declines an open request with every note attached to it, whichever report is named', async () => {
    const unit = await createUnit('Downtown');
    await reportedRequestId(unit, { description: 'Door will not close' });
    await report({ shortCode: unit.shortCode, description: 'Still open' });
    const [noteRow] = await ctx.database.db
      .select({ id: maintenanceRequests.id })
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.description, 'Still open'));
    const declined = await ctx.manager.request({
      method: 'POST',
      url: `/api/requests/${noteRow?.id ?? ''}/decline`,
      payload: { reason: 'Fixed this morning' },
    });
    expect(declined.statusCode, declined.body).toBe(204);
    const rows = await ctx.database.db
      .select({ status: maintenanceRequests.status })
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.equipmentId, unit.id));
    expect(rows.map((row) => row.status)).toEqual(['declined', 'declined']);
    expect((await pending(ctx.admin)).requests.map((r) => r.equipment.id)).not.toContain(unit.id);
  });

  it('stores at most 10 of 60 reports sent at once from one address over 13 units', async () => {
    // Decision 039: the count per address was taken under each unit's lock, so 12 got through.
    const address = newAddress();
    const units: Unit[] = [];
    for (let index = 0; index < 13; index += 1) units.push(await createUnit('Highway 101'));
    const before = await storedRequestFiles();
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        report(
          {
            shortCode: (units[index % units.length] as Unit).shortCode,
            description: `Report ${String(index)}`,
          },
          [photo(PNG)],
          address,
        ),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(50);
    for (const refused of responses.filter((response) => response.statusCode === 429)) {
      expect(refused.json<{ error: string }>().error).toBe(
        'Too many problem reports from this connection in the last hour. Please try again later.',
      );
      expect(refused.headers['retry-after']).toBe('3600');
    }
    const [stored] = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.sourceAddress, address));
    expect(Number(stored?.count)).toBe(10);
    // Only the stored reports' photos are left, every one committed.
    const added = (await storedRequestFiles()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(10);
  });

  it('checks the code, the fields and the limit before it stores any photo byte', async () => {
    // Decision 039: 15 uploads with an unknown code wrote their files before the code was looked up.
    const unit = await createUnit('Highway 101');
    const lookup = await ctx.anonymous({ method: 'GET', url: '/api/public/equipment/ZZZZZZZZ' });
    openedForWriting.length = 0;
    const address = newAddress();
    for (let index = 0; index < 15; index += 1) {
      const unknown = await report(
        { shortCode: 'ZZZZZZZZ', description: 'Broken' },
        [photo(PNG), photo(JPEG, 'b.jpg')],
        address,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toBe(lookup.body);
    }
    const noText = await report({ shortCode: unit.shortCode, description: ' ' }, [photo(PNG)]);
    expect(noText.statusCode).toBe(400);
    expect(openedForWriting).toEqual([]);
    // The storage does write a report that passes (so the empty list above means something).
    const valid = await report({ shortCode: unit.shortCode, description: 'Broken' }, [photo(PNG)]);
    expect(valid.statusCode).toBe(201);
    expect(openedForWriting).toHaveLength(1);
    openedForWriting.length = 0;
    const fieldsLast = await ctx.anonymous({
      method: 'POST',
      url: '/api/public/requests',
      remoteAddress: newAddress(),
      ...multipartBody(
        [photo(PNG)],
        { shortCode: unit.shortCode, description: 'x' },
        {
          fieldsLast: true,
        },
      ),
    });
    expect(fieldsLast.statusCode).toBe(400);
    expect(fieldsLast.json<{ error: string }>().error).toBe(
      'Send the text fields before the photos',
    );
    expect(openedForWriting).toEqual([]);

    // An address at its limit uploads nothing either.
    const busy = newAddress();
    for (let index = 0; index < 10; index += 1) {
      const response = await report(
        { shortCode: unit.shortCode, description: `Report ${String(index)}` },
        [photo(PNG)],
        busy,
      );
      expect(response.statusCode, response.body).toBe(201);
    }
    openedForWriting.length = 0;
    const over = await report(
      { shortCode: unit.shortCode, description: 'One more' },
      [photo(PNG), photo(PNG)],
      busy,
    );
    expect(over.statusCode).toBe(429);
    expect(openedForWriting).toEqual([]);
  });

  it('refuses a report posted from another site', async () => {
    const unit = await createUnit();
    const response = await ctx.anonymous({
      method: 'POST',
      url: '/api/public/requests',
      ...multipartBody([], { shortCode: unit.shortCode, description: 'x' }),
      headers: {
        ...multipartBody([], { shortCode: unit.shortCode, description: 'x' }).headers,
        'sec-fetch-site': 'cross-site',
        origin: 'https://evil.example',
      },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/requests', () => {
  it("shows admins every store's requests and managers only their store's", async () => {
    const downtown = await createUnit('Downtown');
    const uptown = await createUnit('North Side');
    await reportedRequestId(downtown);
    await reportedRequestId(uptown);
    const forAdmin = await pending(ctx.admin);
    const forManager = await pending(ctx.manager);
    const adminUnits = forAdmin.requests.map((request) => request.equipment.id);
    const managerUnits = forManager.requests.map((request) => request.equipment.id);
    expect(adminUnits).toEqual(expect.arrayContaining([downtown.id, uptown.id]));
    expect(managerUnits).toContain(downtown.id);
    expect(managerUnits).not.toContain(uptown.id);
    expect(forManager.requests.every((request) => request.location === 'Downtown')).toBe(true);
    expect(forManager.pendingCount).toBe(forManager.requests.length);
    expect(forAdmin.pendingCount).toBeGreaterThan(forManager.pendingCount);
    const technician = await ctx.technician.request({ method: 'GET', url: '/api/requests' });
    expect(technician.statusCode).toBe(403);
  });
});

describe('approving and declining', () => {
  it('approves a request into a ticket at the unit, with its photos, the approver as submitter', async () => {
    const unit = await createUnit('Downtown');
    const id = await reportedRequestId(
      unit,
      { description: `${'Smoke '.repeat(50)}\nsecond line` },
      [photo(PNG)],
    );
    const response = await ctx.manager.request({
      method: 'POST',
      url: `/api/requests/${id}/approve`,
      payload: { priority: 'urgent', equipmentDown: true },
    });
    expect(response.statusCode, response.body).toBe(201);
    const ticket = response.json<Ticket>();
    expect(ticket).toMatchObject({
      title: 'Smoke '.repeat(50).trim().slice(0, 200).trim(),
      description: `${'Smoke '.repeat(50)}\nsecond line`,
      priority: 'urgent',
      location: 'Downtown',
      category: 'Fryer',
      equipmentDown: true,
      equipment: { id: unit.id, name: unit.name },
      submittedById: ctx.manager.user.id,
    });
    expect(ticket.photos).toHaveLength(1);
    expect(ticket.photos[0]?.stage).toBe('before');
    const image = await ctx.manager.request({ method: 'GET', url: ticket.photos[0]?.url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const history = await ctx.manager.request({
      method: 'GET',
      url: `/api/tickets/${ticket.id}/activity`,
    });
    expect(history.statusCode, history.body).toBe(200);
    const kinds = history.json<ActivityEntry[]>().map((entry) => entry.kind);
    expect(kinds).toEqual(expect.arrayContaining(['ticket.created', 'ticket.photo_added']));

    const approved = await ctx.admin.request({
      method: 'GET',
      url: '/api/requests?status=approved',
    });
    expect(
      approved.json<RequestList>().requests.find((request) => request.id === id),
    ).toMatchObject({
      status: 'approved',
      ticketId: ticket.id,
      ticketNumber: ticket.ticketNumber,
      decidedByName: ctx.manager.user.name,
    });
    expect((await pending(ctx.manager)).requests.map((request) => request.id)).not.toContain(id);

    const again = await ctx.admin.request({
      method: 'POST',
      url: `/api/requests/${id}/approve`,
      payload: { priority: 'low' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe(REQUEST_ALREADY_DECIDED_MESSAGE);
  });

  it('takes a chosen title', async () => {
    const unit = await createUnit('Downtown');
    const id = await reportedRequestId(unit);
    const response = await ctx.admin.request({
      method: 'POST',
      url: `/api/requests/${id}/approve`,
      payload: { priority: 'urgent', title: 'Fryer smoking' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Ticket>()).toMatchObject({ title: 'Fryer smoking', priority: 'urgent' });
  });

  it('declines with a reason, once', async () => {
    const unit = await createUnit('Downtown');
    const id = await reportedRequestId(unit);
    const noReason = await ctx.manager.request({
      method: 'POST',
      url: `/api/requests/${id}/decline`,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const declined = await ctx.manager.request({
      method: 'POST',
      url: `/api/requests/${id}/decline`,
      payload: { reason: 'Already fixed this morning' },
    });
    expect(declined.statusCode, declined.body).toBe(204);
    const list = await ctx.manager.request({ method: 'GET', url: '/api/requests?status=declined' });
    expect(list.json<RequestList>().requests.find((request) => request.id === id)).toMatchObject({
      status: 'declined',
      declineReason: 'Already fixed this morning',
      ticketId: null,
    });
    for (const action of ['decline', 'approve']) {
      const again = await ctx.admin.request({
        method: 'POST',
        url: `/api/requests/${id}/${action}`,
        payload: { reason: 'x', priority: 'low' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ error: string }>().error).toBe(REQUEST_ALREADY_DECIDED_MESSAGE);
    }
  });

  it("hides another store's request from a manager and refuses technicians", async () => {
    const unit = await createUnit('North Side');
    const id = await reportedRequestId(unit, {}, [photo(PNG)]);
    const [photoRow] = await ctx.database.db
      .select({ id: maintenanceRequestPhotos.id })
      .from(maintenanceRequestPhotos)
      .where(eq(maintenanceRequestPhotos.requestId, id));
    for (const [method, url, payload] of [
      ['POST', `/api/requests/${id}/approve`, { priority: 'low' }],
      ['POST', `/api/requests/${id}/decline`, { reason: 'No' }],
      ['GET', `/api/requests/${id}/photos/${photoRow?.id ?? ''}`, undefined],
    ] as const) {
      const manager = await ctx.manager.request({ method, url, payload });
      expect(manager.statusCode, url).toBe(404);
      const technician = await ctx.technician.request({ method, url, payload });
      expect(technician.statusCode, url).toBe(403);
    }
    expect((await pending(ctx.admin)).requests.find((request) => request.id === id)?.status).toBe(
      'pending',
    );
  });
});
