import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { VendorSchema } from '#contract/schemas/vendor.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import { categories, locations, vendorCoverage, vendors, vendorTrades } from '#server/db/schema.ts';
import { precompiledSerializer } from '#server/plugins/precompiled-serializer.ts';
import { createVendorsRepository } from '#server/modules/vendors/vendors.repository.ts';
import { createVendorsService } from '#server/modules/vendors/vendors.service.ts';
import { TEST_TIME_ZONE } from '#tests/helpers/build-test-app.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Cut 59 (decision 042): GET /api/vendors is written by the database as JSON text
// (vendors.repository.ts vendorListJsonSql) and sent as it is. This file checks that text is, byte
// for byte, what the contract's serializers (the checking one and the one precompiled for
// production) write for the vendors the object path (repository.list and the service's mapping,
// which the dispatches module still uses) reads: every filter, names that need escapes, nulls,
// microsecond instants, the insurance day, trades and coverage in their orders. A field that
// drifts (its name, the order, an instant's digits, a number written as a string, an escape) fails.

const { ctx } = fileTestContext();

const listSerializer = precompiledSerializer(z.array(VendorSchema));

let service: ReturnType<typeof createVendorsService>;
let admin: SessionUser;
let stores: string[];
let trades: string[];

/** A vendor written straight to the database; instants as SQL so they may hold microseconds. */
async function insertVendor(values: {
  name: string;
  contactName?: string | null;
  email?: string | null;
  phone?: string | null;
  hourlyRateCents?: number | null;
  insuranceExpiresOn?: string | null;
  language?: 'en' | 'es';
  active?: boolean;
  createdAt: string;
  updatedAt: string;
  trades?: string[];
  coverage?: { locationId: string; categoryId: string; rank: number }[];
}): Promise<string> {
  const [row] = await ctx.database.db
    .insert(vendors)
    .values({
      name: values.name,
      contactName: values.contactName ?? null,
      email: values.email ?? null,
      phone: values.phone ?? null,
      hourlyRateCents: values.hourlyRateCents ?? null,
      insuranceExpiresOn: values.insuranceExpiresOn ?? null,
      language: values.language ?? 'en',
      active: values.active ?? true,
      createdAt: sql`${values.createdAt}::timestamptz`,
      updatedAt: sql`${values.updatedAt}::timestamptz`,
    })
    .returning({ id: vendors.id });
  if (!row) throw new Error('no vendor inserted');
  if (values.trades?.length) {
    await ctx.database.db
      .insert(vendorTrades)
      .values(values.trades.map((categoryId) => ({ vendorId: row.id, categoryId })));
  }
  if (values.coverage?.length) {
    await ctx.database.db
      .insert(vendorCoverage)
      .values(values.coverage.map((entry) => ({ vendorId: row.id, ...entry })));
  }
  return row.id;
}

beforeAll(async () => {
  service = createVendorsService({
    db: ctx.database.db,
    repository: createVendorsRepository(ctx.database.db),
    activity: { record: () => Promise.resolve() },
    clock: ctx.clock,
    timeZone: TEST_TIME_ZONE,
  });
  admin = ctx.admin.user;
  // Ids in an order other than their names' (the answer orders trades and stores by name).
  stores = (await ctx.database.db.select({ id: locations.id }).from(locations))
    .map((row) => row.id)
    .sort()
    .reverse();
  trades = (await ctx.database.db.select({ id: categories.id }).from(categories))
    .map((row) => row.id)
    .sort();
  const [s0, s1, s2] = stores;
  const [t0, t1, t2] = trades;
  if (!s0 || !s1 || !s2 || !t0 || !t1 || !t2)
    throw new Error('the test chain needs 3 stores and 3 trades');
  await insertVendor({
    name: 'Quote "Q" \\ Back\nslash\ttab\u0007bell \u2028 café ❄️',
    contactName: 'Zoë "Z" O’Neil',
    email: 'z@example.com',
    phone: '+1 (201) 555-0100',
    hourlyRateCents: 9500,
    insuranceExpiresOn: '2026-01-05',
    language: 'es',
    createdAt: '2025-12-31T23:59:59.999999Z',
    updatedAt: '2026-01-02T03:04:05.678901+05:30',
    trades: [t2, t0, t1],
    coverage: [
      { locationId: s2, categoryId: t1, rank: 3 },
      { locationId: s0, categoryId: t2, rank: 1 },
      { locationId: s0, categoryId: t0, rank: 20 },
      { locationId: s1, categoryId: t0, rank: 2 },
    ],
  });
  await insertVendor({
    name: 'alpha lower',
    insuranceExpiresOn: '2026-01-06',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00.0005Z',
    trades: [t0],
    coverage: [{ locationId: s0, categoryId: t0, rank: 1 }],
  });
  await insertVendor({
    name: 'Alpha Upper',
    hourlyRateCents: 0,
    insuranceExpiresOn: '2026-01-07',
    active: false,
    createdAt: '2024-02-29T12:00:00.1Z',
    updatedAt: '2024-02-29T12:00:00.12Z',
    trades: [t0, t1],
    coverage: [
      { locationId: s0, categoryId: t0, rank: 1 },
      { locationId: s1, categoryId: t1, rank: 5 },
    ],
  });
  await insertVendor({
    name: 'No Trades',
    createdAt: '2026-01-03T08:09:10.000001Z',
    updatedAt: '2026-01-03T08:09:10.999Z',
  });
  // Same rank at the same store and trade: by name (any letter case), then by id.
  await insertVendor({
    name: 'beta second',
    createdAt: '2026-01-04T00:00:00Z',
    updatedAt: '2026-01-04T00:00:00Z',
    trades: [t0],
    coverage: [{ locationId: s0, categoryId: t0, rank: 1 }],
  });
});

/** The route's answer, and the contract serializers' text for what the object path reads. */
async function bothAnswers(query: string, actor: Actor = ctx.admin) {
  const response = await actor.request({ method: 'GET', url: `/api/vendors${query}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const params = new URLSearchParams(query);
  const rows = await service.list(admin, {
    locationId: params.get('locationId') ?? undefined,
    categoryId: params.get('categoryId') ?? undefined,
    includeInactive: (params.get('includeInactive') as 'true' | 'false' | null) ?? undefined,
  });
  const encoded = z.encode(z.array(VendorSchema), rows);
  return {
    body: response.body,
    checking: JSON.stringify(encoded),
    compiled: listSerializer(encoded),
    rows,
  };
}

describe('GET /api/vendors as JSON text from the database', () => {
  it('answers every filter byte for byte as the contract serializers write the object path', async () => {
    const [s0, s1] = stores;
    const [t0, t1] = trades;
    const queries = [
      '',
      '?includeInactive=true',
      '?includeInactive=false',
      `?locationId=${s0 ?? ''}`,
      `?categoryId=${t1 ?? ''}`,
      `?locationId=${s1 ?? ''}&includeInactive=false`,
      `?locationId=${s0 ?? ''}&categoryId=${t0 ?? ''}`,
      `?locationId=${s0 ?? ''}&categoryId=${t0 ?? ''}&includeInactive=false`,
      `?locationId=${s1 ?? ''}&categoryId=${t1 ?? ''}`,
      // Nobody serves it: an empty list.
      `?locationId=${s1 ?? ''}&categoryId=${trades[2] ?? ''}`,
    ];
    let nonEmpty = 0;
    for (const query of queries) {
      const { body, checking, compiled, rows } = await bothAnswers(query);
      expect(body, query).toBe(checking);
      expect(body, query).toBe(compiled);
      if (rows.length > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBe(queries.length - 1);
  });

  it('keeps the escapes, the nulls, the instants cut to the millisecond and the orders', async () => {
    const all = JSON.parse((await bothAnswers('')).body) as z.infer<typeof VendorSchema>[];
    expect(all.map((vendor) => vendor.name)).toEqual([
      'alpha lower',
      'Alpha Upper',
      'beta second',
      'No Trades',
      'Quote "Q" \\ Back\nslash\ttab\u0007bell \u2028 café ❄️',
    ]);
    const quoted = all[4];
    expect(quoted?.createdAt).toBe('2025-12-31T23:59:59.999Z');
    expect(quoted?.updatedAt).toBe('2026-01-01T21:34:05.678Z');
    expect(quoted?.language).toBe('es');
    expect(quoted?.insuranceExpired).toBe(true);
    expect(quoted?.trades).toHaveLength(3);
    expect(quoted?.coverage).toHaveLength(4);
    expect(all[0]?.insuranceExpired).toBe(false);
    expect(all[3]).toMatchObject({ trades: [], coverage: [], contactName: null, rank: null });
    const ranked = await bothAnswers(
      `?locationId=${stores[0] ?? ''}&categoryId=${trades[0] ?? ''}`,
    );
    expect(ranked.rows.map((vendor) => [vendor.name, vendor.rank])).toEqual([
      ['alpha lower', 1],
      ['Alpha Upper', 1],
      ['beta second', 1],
      ['Quote "Q" \\ Back\nslash\ttab\u0007bell \u2028 café ❄️', 20],
    ]);
  });

  it('flags the certificate by the business day, as the service does', async () => {
    // 23:30 on 6 January in New York (04:30 UTC on the 7th): the 6th is still valid.
    ctx.clock.set('2026-01-07T04:30:00.000Z');
    // Signed in anew: the first admin's session would have idled out.
    const evening = await bothAnswers('', await ctx.newActor('admin'));
    expect(evening.body).toBe(evening.checking);
    const byName = (body: string, name: string) =>
      (JSON.parse(body) as z.infer<typeof VendorSchema>[]).find((vendor) => vendor.name === name);
    expect(byName(evening.body, 'alpha lower')?.insuranceExpired).toBe(false);
    ctx.clock.set('2026-01-07T05:30:00.000Z');
    const nextDay = await bothAnswers('', await ctx.newActor('admin'));
    expect(nextDay.body).toBe(nextDay.checking);
    expect(byName(nextDay.body, 'alpha lower')?.insuranceExpired).toBe(true);
    expect(byName(nextDay.body, 'Alpha Upper')?.insuranceExpired).toBe(false);
  });
});

describe('GET /api/vendors from the read cache', () => {
  it('reuses the list until a vendor is written, then answers the write', async () => {
    await ctx.eventsDelivered();
    const actor = await ctx.newActor('admin');
    const first = await actor.request({ method: 'GET', url: '/api/vendors' });
    const second = await actor.request({ method: 'GET', url: '/api/vendors' });
    expect(second.headers['x-read-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    const listed = first.json<z.infer<typeof VendorSchema>[]>();
    const target = listed.find((vendor) => vendor.name === 'No Trades');
    if (!target) throw new Error('no vendor to edit');
    const edited = await actor.request({
      method: 'PUT',
      url: `/api/vendors/${target.id}`,
      payload: { name: 'Now With Trades', trades: [trades[1]], coverage: [] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await actor.request({ method: 'GET', url: '/api/vendors' });
    expect(after.headers['x-read-cache']).toBeUndefined();
    const names = after.json<z.infer<typeof VendorSchema>[]>().map((vendor) => vendor.name);
    expect(names).toContain('Now With Trades');
    expect(names).not.toContain('No Trades');
  });
});
