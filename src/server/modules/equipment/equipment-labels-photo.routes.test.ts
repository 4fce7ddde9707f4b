import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Equipment, EquipmentLabel } from '#contract/schemas/equipment.ts';
import { LABELS_NEED_ORIGIN_MESSAGE } from '#contract/schemas/equipment.ts';
import { categories, locations, tickets } from '#server/db/schema.ts';
import path from 'node:path';

import { createDiskStorage } from '#server/integrations/photo-storage/disk-storage.ts';
import { buildTestApp, createTestContext } from '#tests/helpers/build-test-app.ts';
import type { TestContext } from '#tests/helpers/build-test-app.ts';
import { JPEG, multipartBody, PDF, PNG } from '#tests/helpers/photo-uploads.ts';

// Decision 033 part 1: label sheet data (the QR code's address) and a unit's photo.

async function idsOf(ctx: TestContext): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const row of await ctx.database.db.select().from(locations)) ids[row.name] = row.id;
  for (const row of await ctx.database.db.select().from(categories)) ids[row.name] = row.id;
  return ids;
}

async function addUnit(
  ctx: TestContext,
  ids: Record<string, string>,
  name: string,
  store = 'Downtown',
): Promise<Equipment> {
  const response = await ctx.admin.request({
    method: 'POST',
    url: '/api/equipment',
    payload: { name, locationId: ids[store], categoryId: ids.Fryer },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Equipment>();
}

describe('GET /api/equipment/labels without PUBLIC_ORIGIN', () => {
  let ctx: TestContext;
  let ids: Record<string, string>;
  let units: Equipment[];
  beforeAll(async () => {
    ctx = await createTestContext();
    ids = await idsOf(ctx);
    units = [
      await addUnit(ctx, ids, 'Fryer 2'),
      await addUnit(ctx, ids, 'Fryer 1'),
      await addUnit(ctx, ids, 'Gate fryer', 'Airport'),
    ];
    const retired = await addUnit(ctx, ids, 'Old fryer');
    await ctx.admin.request({ method: 'DELETE', url: `/api/equipment/${retired.id}` });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const labels = async (actor: TestContext['admin'], query = '') => {
    const response = await actor.request({
      method: 'GET',
      url: `/api/equipment/labels${query}`,
      // Decision 039: the Host header is the client's to write; it never reaches a label.
      headers: { host: 'evil.example' },
    });
    return {
      status: response.statusCode,
      labels: response.json<{ labels: EquipmentLabel[] }>().labels,
    };
  };

  it("gives admins every store's units not retired, by store and name, on the server's own address", async () => {
    const answer = await labels(ctx.admin);
    expect(answer.status).toBe(200);
    expect(answer.labels.map((label) => [label.location, label.name])).toEqual([
      ['Airport', 'Gate fryer'],
      ['Downtown', 'Fryer 1'],
      ['Downtown', 'Fryer 2'],
    ]);
    const fryer2 = answer.labels.find((label) => label.name === 'Fryer 2');
    expect(fryer2).toEqual({
      id: units[0]!.id,
      name: 'Fryer 2',
      location: 'Downtown',
      category: 'Fryer',
      shortCode: units[0]!.shortCode,
      // HOST and PORT (the defaults here), not the request's evil.example.
      url: `http://127.0.0.1:3000/r/${units[0]!.shortCode}`,
    });
    expect(JSON.stringify(answer.labels)).not.toContain('evil.example');
    expect((await labels(ctx.admin, '?store=airport')).labels.map((label) => label.name)).toEqual([
      'Gate fryer',
    ]);
    expect((await labels(ctx.admin, `?store=${ids.Downtown!}`)).labels).toHaveLength(2);
  });

  it("gives managers their own store's units only", async () => {
    expect((await labels(ctx.manager)).labels.map((label) => label.name)).toEqual([
      'Fryer 1',
      'Fryer 2',
    ]);
    expect((await labels(ctx.manager, '?store=Downtown')).status).toBe(200);
    const other = await ctx.manager.request({
      method: 'GET',
      url: '/api/equipment/labels?store=Airport',
    });
    expect(other.statusCode).toBe(403);
  });

  it('refuses technicians, the signed out and unknown stores', async () => {
    const technician = await ctx.technician.request({
      method: 'GET',
      url: '/api/equipment/labels',
    });
    expect(technician.statusCode).toBe(403);
    expect((await ctx.anonymous({ method: 'GET', url: '/api/equipment/labels' })).statusCode).toBe(
      401,
    );
    const unknown = await ctx.admin.request({
      method: 'GET',
      url: '/api/equipment/labels?store=Nowhere',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: string }>().error).toBe('Unknown store: Nowhere');
  });

  describe('the photo', () => {
    const upload = (
      actor: TestContext['admin'],
      id: string,
      files: Parameters<typeof multipartBody>[0],
    ) =>
      actor.request({ method: 'POST', url: `/api/equipment/${id}/photo`, ...multipartBody(files) });

    it('is set and replaced by admins, checked by content, and read by those who see the unit', async () => {
      const unit = units[0]!;
      const first = await upload(ctx.admin, unit.id, [
        { filename: 'fryer.png', contentType: 'image/png', data: PNG },
      ]);
      expect(first.statusCode, first.body).toBe(200);
      const firstUrl = first.json<Equipment>().photoUrl;
      expect(firstUrl).toMatch(new RegExp(`^/api/equipment/${unit.id}/photo`));
      const read = await ctx.manager.request({ method: 'GET', url: firstUrl! });
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('image/png');
      expect(read.rawPayload.equals(PNG)).toBe(true);

      const second = await upload(ctx.admin, unit.id, [
        { filename: 'fryer.jpg', contentType: 'image/jpeg', data: JPEG },
      ]);
      expect(second.statusCode).toBe(200);
      const secondUrl = second.json<Equipment>().photoUrl;
      expect(secondUrl).not.toBe(firstUrl);
      const replaced = await ctx.admin.request({ method: 'GET', url: secondUrl! });
      expect(replaced.headers['content-type']).toBe('image/jpeg');
      expect(replaced.rawPayload.equals(JPEG)).toBe(true);
    });

    it('refuses a file that is not an image, two images, or none, and keeps the old photo', async () => {
      const unit = units[1]!;
      await upload(ctx.admin, unit.id, [
        { filename: 'a.png', contentType: 'image/png', data: PNG },
      ]);
      const pdf = await upload(ctx.admin, unit.id, [
        { filename: 'manual.pdf', contentType: 'image/png', data: PDF },
      ]);
      expect(pdf.statusCode).toBe(415);
      const two = await upload(ctx.admin, unit.id, [
        { filename: 'a.png', contentType: 'image/png', data: PNG },
        { filename: 'b.jpg', contentType: 'image/jpeg', data: JPEG },
      ]);
      expect(two.statusCode).toBe(400);
      const none = await upload(ctx.admin, unit.id, []);
      expect(none.statusCode).toBe(400);
      const photo = await ctx.admin.request({
        method: 'GET',
        url: `/api/equipment/${unit.id}/photo`,
      });
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload.equals(PNG)).toBe(true);
    });

    it('is written by admins only and read only by those who see the unit', async () => {
      const airport = units[2]!;
      const refused = await upload(ctx.manager, units[0]!.id, [
        { filename: 'a.png', contentType: 'image/png', data: PNG },
      ]);
      expect(refused.statusCode).toBe(403);
      await upload(ctx.admin, airport.id, [
        { filename: 'a.png', contentType: 'image/png', data: PNG },
      ]);
      for (const actor of [ctx.manager, ctx.technician]) {
        const read = await actor.request({
          method: 'GET',
          url: `/api/equipment/${airport.id}/photo`,
        });
        expect(read.statusCode).toBe(404);
      }
      // Once a ticket on the unit is assigned to the technician, they see it and its photo.
      await ctx.database.db.insert(tickets).values({
        title: 'Gate fryer cold',
        description: 'x',
        locationId: airport.locationId,
        categoryId: airport.categoryId,
        equipmentId: airport.id,
        assignedTo: ctx.technician.user.id,
      });
      const read = await ctx.technician.request({
        method: 'GET',
        url: `/api/equipment/${airport.id}/photo`,
      });
      expect(read.statusCode).toBe(200);
      const noPhoto = await ctx.admin.request({
        method: 'GET',
        url: `/api/equipment/${(await addUnit(ctx, ids, 'Bare')).id}/photo`,
      });
      expect(noPhoto.statusCode).toBe(404);
    });
  });
});

describe("the photo storage's start-up sweep", () => {
  it("keeps a unit's photo: it is referenced, not an orphan", async () => {
    const ctx = await createTestContext();
    try {
      const unit = await addUnit(ctx, await idsOf(ctx), 'Fryer 2');
      const uploaded = await ctx.admin.request({
        method: 'POST',
        url: `/api/equipment/${unit.id}/photo`,
        ...multipartBody([{ filename: 'a.png', contentType: 'image/png', data: PNG }]),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      // The next start of an instance on the same data sweeps the uploads folder.
      const restarted = await buildTestApp({
        database: ctx.database,
        deps: { storage: createDiskStorage(path.join(ctx.dataDir, 'uploads')) },
      });
      try {
        const image = await restarted.app.inject({
          method: 'GET',
          url: `/api/equipment/${unit.id}/photo`,
          headers: { cookie: ctx.admin.cookie },
        });
        expect(image.statusCode).toBe(200);
        expect(image.rawPayload.equals(PNG)).toBe(true);
      } finally {
        await restarted.close();
      }
    } finally {
      await ctx.close();
    }
  });
});

describe('GET /api/equipment/labels listening on every interface without PUBLIC_ORIGIN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { HOST: '0.0.0.0', PORT: '8080' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses to print, asking for PUBLIC_ORIGIN, rather than trusting the Host header', async () => {
    await addUnit(ctx, await idsOf(ctx), 'Fryer 2');
    const response = await ctx.admin.request({
      method: 'GET',
      url: '/api/equipment/labels',
      headers: { host: 'evil.example' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toBe(LABELS_NEED_ORIGIN_MESSAGE);
    expect(response.body).not.toContain('evil.example');
  });
});

describe('GET /api/equipment/labels with PUBLIC_ORIGIN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_ORIGIN: 'https://fix.example.com/' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('builds every url on PUBLIC_ORIGIN whatever the Host header says', async () => {
    const unit = await addUnit(ctx, await idsOf(ctx), 'Fryer 2');
    const response = await ctx.admin.request({
      method: 'GET',
      url: '/api/equipment/labels',
      headers: { host: 'evil.example.net' },
    });
    expect(response.json<{ labels: EquipmentLabel[] }>().labels.map((label) => label.url)).toEqual([
      `https://fix.example.com/r/${unit.shortCode}`,
    ]);
  });
});
