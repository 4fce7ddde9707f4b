import { beforeEach, describe, expect, it } from 'vitest';

import type { ErrorBody } from '#contract/errors.ts';
import type { ActivityEntry } from '#contract/schemas/activity.ts';
import type { Vendor, VendorSettings } from '#contract/schemas/vendor.ts';
import { activity, dispatches, tickets, vendors, vendorSettings } from '#server/db/schema.ts';
import { DEFAULT_NOW } from '#tests/helpers/build-test-app.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { BARE_VENDOR_FIELDS } from '#tests/helpers/new-record-fields.ts';
import { postCreated } from '#tests/helpers/api-requests.ts';
import { insertTicketRow } from '#tests/helpers/ticket-rows.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 037: the vendors API, the store + trade filter and the vendor settings.

const { ctx, ids } = fileTestContext();
beforeEach(async () => {
  ctx.clock.set(DEFAULT_NOW);
  await ctx.database.db.delete(dispatches);
  await ctx.database.db.delete(tickets);
  await ctx.database.db.delete(vendors);
  await ctx.database.db.delete(vendorSettings);
  await ctx.database.db.delete(activity);
});

/** The vendor's own fields in vendorInput, as sent and as answered. */
const ACME_FIELDS = {
  name: 'Acme Refrigeration',
  contactName: 'Ann Acme',
  email: 'dispatch@acme.example',
  phone: '(201) 555-0199',
  hourlyRateCents: 9500,
  insuranceExpiresOn: '2027-06-30',
};

function vendorInput(overrides: Record<string, unknown> = {}) {
  return {
    ...ACME_FIELDS,
    active: true,
    trades: [ids.Freezer, ids.Fryer],
    coverage: [
      { locationId: ids.Downtown, categoryId: ids.Freezer, rank: 1 },
      { locationId: ids.Airport, categoryId: ids.Fryer, rank: 2 },
    ],
    ...overrides,
  };
}

function create(overrides: Record<string, unknown> = {}): Promise<Vendor> {
  return postCreated<Vendor>(ctx.admin, '/api/vendors', vendorInput(overrides));
}

/** A request as the admin. */
function asAdmin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.admin.request({ method, url, payload });
}

async function list(query = '', actor: Actor = ctx.admin): Promise<Vendor[]> {
  const response = await actor.request({ method: 'GET', url: `/api/vendors${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Vendor[]>();
}

async function activityMessages(): Promise<string[]> {
  const response = await asAdmin('GET', '/api/activity');
  return response.json<ActivityEntry[]>().map((entry) => entry.message);
}

describe('POST and GET /api/vendors', () => {
  it('adds a vendor with its trades and coverage, reads it back and records it', async () => {
    const vendor = await create();
    expect(vendor).toMatchObject({
      ...ACME_FIELDS,
      insuranceExpired: false,
      active: true,
      rank: null,
    });
    expect([...vendor.trades].sort()).toEqual([ids.Freezer, ids.Fryer].sort());
    expect(vendor.coverage).toHaveLength(2);
    expect(vendor.coverage).toContainEqual({
      locationId: ids.Airport,
      categoryId: ids.Fryer,
      rank: 2,
    });
    const read = await asAdmin('GET', `/api/vendors/${vendor.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<Vendor>()).toEqual(vendor);
    expect(await activityMessages()).toContain(
      `${ctx.admin.user.name} added the vendor Acme Refrigeration`,
    );
  });

  it('stores blank optional fields as null and defaults to active with no trades', async () => {
    const response = await asAdmin('POST', '/api/vendors', {
      name: 'Bare Plumbing',
      contactName: ' ',
      email: '',
      phone: null,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Vendor>()).toMatchObject(BARE_VENDOR_FIELDS);
  });

  it('answers 404 for a vendor that does not exist', async () => {
    const response = await asAdmin('GET', '/api/vendors/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });

  it('refuses a negative or absurd hourly rate and a malformed e-mail', async () => {
    for (const overrides of [
      { hourlyRateCents: -1 },
      { hourlyRateCents: 100_000_001 },
      { hourlyRateCents: 12.5 },
      { email: 'not-an-address' },
      { name: '  ' },
    ]) {
      const response = await asAdmin('POST', '/api/vendors', vendorInput(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    expect(await list()).toEqual([]);
  });
});

describe('GET /api/vendors for one store and trade', () => {
  it('lists only the vendors serving both, first call first, then by name, with their rank', async () => {
    const second = await create({
      name: 'Polar Service',
      trades: [ids.Freezer],
      coverage: [{ locationId: ids.Downtown, categoryId: ids.Freezer, rank: 2 }],
    });
    const first = await create({
      name: 'Zed Cooling',
      trades: [ids.Freezer],
      coverage: [{ locationId: ids.Downtown, categoryId: ids.Freezer, rank: 1 }],
    });
    const acme = await create();
    // Serves the trade elsewhere only: not listed.
    await create({
      name: 'Uptown Only',
      trades: [ids.Freezer],
      coverage: [{ locationId: ids.Airport, categoryId: ids.Freezer, rank: 1 }],
    });
    const serving = await list(`?locationId=${ids.Downtown ?? ''}&categoryId=${ids.Freezer ?? ''}`);
    expect(serving.map((vendor) => [vendor.name, vendor.rank])).toEqual([
      [acme.name, 1],
      [first.name, 1],
      [second.name, 2],
    ]);
  });

  it('hides inactive vendors with includeInactive=false and lists them otherwise', async () => {
    await create();
    await create({ name: 'Sleepy Cooling', active: false });
    const query = `?locationId=${ids.Downtown ?? ''}&categoryId=${ids.Freezer ?? ''}`;
    expect((await list(`${query}&includeInactive=false`)).map((v) => v.name)).toEqual([
      'Acme Refrigeration',
    ]);
    expect((await list(query)).map((v) => v.name)).toEqual([
      'Acme Refrigeration',
      'Sleepy Cooling',
    ]);
    expect((await list('?includeInactive=false')).map((v) => v.name)).toEqual([
      'Acme Refrigeration',
    ]);
  });

  it('lists every vendor by name without a filter, with no rank', async () => {
    await create({ name: 'beta Plumbing' });
    await create({ name: 'Alpha Electric' });
    const all = await list();
    expect(all.map((vendor) => [vendor.name, vendor.rank])).toEqual([
      ['Alpha Electric', null],
      ['beta Plumbing', null],
    ]);
  });

  it('refuses a store id that is not an id', async () => {
    const response = await asAdmin('GET', '/api/vendors?locationId=downtown');
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/vendors/{id}', () => {
  it('replaces the fields, trades and coverage as a whole and records it', async () => {
    const vendor = await create();
    const response = await ctx.admin.request({
      method: 'PUT',
      url: `/api/vendors/${vendor.id}`,
      payload: vendorInput({
        name: 'Acme Cold Chain',
        phone: null,
        active: false,
        trades: [ids.Fryer],
        coverage: [{ locationId: ids.Downtown, categoryId: ids.Fryer, rank: 3 }],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Vendor>()).toMatchObject({
      name: 'Acme Cold Chain',
      phone: null,
      active: false,
      trades: [ids.Fryer],
      coverage: [{ locationId: ids.Downtown, categoryId: ids.Fryer, rank: 3 }],
    });
    expect(await activityMessages()).toContain(
      `${ctx.admin.user.name} updated the vendor Acme Cold Chain`,
    );
  });

  it('sets the language of the vendor’s e-mails: English at first, kept when left out', async () => {
    const vendor = await create();
    expect(vendor.language).toBe('en');
    const put = (extra: Record<string, unknown>) =>
      asAdmin('PUT', `/api/vendors/${vendor.id}`, vendorInput(extra));
    expect((await put({ language: 'es' })).json<Vendor>().language).toBe('es');
    expect((await put({})).json<Vendor>().language).toBe('es');
    const refused = await put({ language: 'pt' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe('Language must be one of: en, es');
    const read = await asAdmin('GET', `/api/vendors/${vendor.id}`);
    expect(read.json<Vendor>().language).toBe('es');
  });

  it('answers 404 for a vendor that does not exist', async () => {
    const response = await asAdmin(
      'PUT',
      '/api/vendors/00000000-0000-4000-8000-000000000000',
      vendorInput(),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('refused trades and coverage', () => {
  const cases: [string, () => Record<string, unknown>, string][] = [
    [
      'a coverage row whose trade is not among the vendor’s trades',
      () => ({
        trades: [ids.Fryer],
        coverage: [{ locationId: ids.Downtown, categoryId: ids.Freezer, rank: 1 }],
      }),
      "Freezer at Downtown is not one of the vendor's trades; add it to the trades first",
    ],
    [
      'an unknown trade',
      () => ({ trades: ['00000000-0000-4000-8000-000000000001'], coverage: [] }),
      'Unknown trade',
    ],
    [
      'a coverage row with an unknown store',
      () => ({
        trades: [ids.Fryer],
        coverage: [
          { locationId: '00000000-0000-4000-8000-000000000002', categoryId: ids.Fryer, rank: 1 },
        ],
      }),
      'Unknown store',
    ],
    [
      'a coverage row with an unknown trade',
      () => ({
        trades: [ids.Fryer],
        coverage: [
          {
            locationId: ids.Downtown,
            categoryId: '00000000-0000-4000-8000-000000000003',
            rank: 1,
          },
        ],
      }),
      'Unknown trade',
    ],
    [
      'the same store and trade twice',
      () => ({
        trades: [ids.Fryer],
        coverage: [
          { locationId: ids.Downtown, categoryId: ids.Fryer, rank: 1 },
          { locationId: ids.Downtown, categoryId: ids.Fryer, rank: 2 },
        ],
      }),
      'Fryer at Downtown appears twice; give it one rank',
    ],
  ];

  for (const [label, overrides, message] of cases) {
    it(`refuses ${label} with 400 on create and on edit, changing nothing`, async () => {
      const created = await asAdmin(
        'POST',
        '/api/vendors',
        vendorInput({ name: 'Refused Co', ...overrides() }),
      );
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json<ErrorBody>().error).toBe(message);
      const vendor = await create();
      const edited = await asAdmin(
        'PUT',
        `/api/vendors/${vendor.id}`,
        vendorInput({ name: 'Renamed', ...overrides() }),
      );
      expect(edited.statusCode, edited.body).toBe(400);
      expect(edited.json<ErrorBody>().error).toBe(message);
      expect(await list()).toEqual([vendor]);
    });
  }

  it('refuses a rank below 1 or above 20', async () => {
    for (const rank of [0, 21]) {
      const response = await ctx.admin.request({
        method: 'POST',
        url: '/api/vendors',
        payload: vendorInput({
          coverage: [{ locationId: ids.Downtown, categoryId: ids.Fryer, rank }],
        }),
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('duplicate names', () => {
  it('refuses a second vendor of the same name in any letter case with 409', async () => {
    await create();
    const response = await asAdmin(
      'POST',
      '/api/vendors',
      vendorInput({ name: 'ACME refrigeration' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().error).toBe(
      'A vendor named ACME refrigeration already exists',
    );
  });

  it('refuses renaming a vendor to another vendor’s name with 409, and keeps its own name', async () => {
    await create();
    const other = await create({ name: 'Polar Service' });
    const renamed = await asAdmin(
      'PUT',
      `/api/vendors/${other.id}`,
      vendorInput({ name: 'Acme Refrigeration' }),
    );
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json<ErrorBody>().error).toBe(
      'A vendor named Acme Refrigeration already exists',
    );
    const kept = await asAdmin(
      'PUT',
      `/api/vendors/${other.id}`,
      vendorInput({ name: 'polar service' }),
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json<Vendor>().name).toBe('polar service');
  });
});

describe('DELETE /api/vendors/{id}', () => {
  it('deletes a vendor never dispatched and records it', async () => {
    const vendor = await create();
    const response = await asAdmin('DELETE', `/api/vendors/${vendor.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const read = await asAdmin('GET', `/api/vendors/${vendor.id}`);
    expect(read.statusCode).toBe(404);
    expect(await activityMessages()).toContain(
      `${ctx.admin.user.name} deleted the vendor Acme Refrigeration`,
    );
  });

  it('refuses a vendor with dispatches with 409 and keeps it', async () => {
    const vendor = await create({ name: 'Acme' });
    const ticket = await insertTicketRow(ctx.database.db, {
      title: 'Walk-in warm',
      description: 'Reads 50F',
      locationId: ids.Downtown ?? '',
      categoryId: ids.Freezer ?? '',
      submittedAt: new Date(DEFAULT_NOW),
    });
    await ctx.database.db.insert(dispatches).values({
      ticketId: ticket.id,
      vendorId: vendor.id,
      nteCents: 50_000,
      dueBy: new Date('2026-01-08T14:00:00Z'),
      portalTokenHash: 'x'.repeat(64),
    });
    const response = await asAdmin('DELETE', `/api/vendors/${vendor.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().error).toBe('Acme has dispatches; make it inactive instead');
    expect((await list()).map((v) => v.id)).toEqual([vendor.id]);
  });

  it('answers 404 for a vendor that does not exist', async () => {
    const response = await asAdmin('DELETE', '/api/vendors/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});

describe('who may manage vendors', () => {
  async function refusedFor(actor: Actor) {
    const vendor = await create();
    const calls = [
      { method: 'GET' as const, url: '/api/vendors' },
      { method: 'POST' as const, url: '/api/vendors', payload: vendorInput({ name: 'New' }) },
      { method: 'GET' as const, url: `/api/vendors/${vendor.id}` },
      { method: 'PUT' as const, url: `/api/vendors/${vendor.id}`, payload: vendorInput() },
      { method: 'DELETE' as const, url: `/api/vendors/${vendor.id}` },
      { method: 'GET' as const, url: '/api/settings/vendors' },
      {
        method: 'PUT' as const,
        url: '/api/settings/vendors',
        payload: { currency: 'EUR', nteCeilingCents: 1, acceptHoursUrgent: 1, acceptHoursOther: 1 },
      },
    ];
    for (const call of calls) {
      const response = await actor.request(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect(await list()).toEqual([vendor]);
  }

  it('refuses managers with 403', async () => {
    await refusedFor(ctx.manager);
  });

  it('refuses technicians with 403', async () => {
    await refusedFor(ctx.technician);
  });

  it('answers 401 when signed out', async () => {
    const response = await ctx.anonymous({ method: 'GET', url: '/api/vendors' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET and PUT /api/settings/vendors', () => {
  const saved: VendorSettings = {
    currency: 'CAD',
    nteCeilingCents: 250_000,
    acceptHoursUrgent: 2,
    acceptHoursOther: 48,
  };

  it('answers the defaults while nothing was saved', async () => {
    const response = await asAdmin('GET', '/api/settings/vendors');
    expect(response.statusCode).toBe(200);
    expect(response.json<VendorSettings>()).toEqual({
      currency: 'USD',
      nteCeilingCents: 500_000,
      acceptHoursUrgent: 4,
      acceptHoursOther: 24,
    });
  });

  it('saves the settings, answers them and reads them back; a second save replaces them', async () => {
    const first = await asAdmin('PUT', '/api/settings/vendors', saved);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<VendorSettings>()).toEqual(saved);
    const second = await asAdmin('PUT', '/api/settings/vendors', { ...saved, currency: 'EUR' });
    expect(second.json<VendorSettings>().currency).toBe('EUR');
    const read = await asAdmin('GET', '/api/settings/vendors');
    expect(read.json<VendorSettings>()).toEqual({ ...saved, currency: 'EUR' });
  });

  it('refuses an unknown currency, a zero or negative ceiling and hours out of 1–168', async () => {
    for (const overrides of [
      { currency: 'XYZ' },
      { nteCeilingCents: 0 },
      { nteCeilingCents: -100 },
      { nteCeilingCents: 100_000_001 },
      { acceptHoursUrgent: 0 },
      { acceptHoursOther: 169 },
      { acceptHoursOther: 1.5 },
      { currency: undefined },
    ]) {
      const response = await asAdmin('PUT', '/api/settings/vendors', { ...saved, ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    const read = await asAdmin('GET', '/api/settings/vendors');
    expect(read.json<VendorSettings>().currency).toBe('USD');
  });
});

// Last in the file: moving the clock hours ahead ends the sessions signed in before it.
describe('insuranceExpired', () => {
  it('flags a certificate that expired before today in the business time zone', async () => {
    const lapsed = await create({ name: 'Lapsed', insuranceExpiresOn: '2026-01-05' });
    const lastDay = await create({ name: 'Last Day', insuranceExpiresOn: '2026-01-06' });
    expect(lapsed.insuranceExpired).toBe(true);
    expect(lastDay.insuranceExpired).toBe(false);
    // 22:00 on 6 January in New York is already 7 January in UTC: still the last valid day.
    // (Signed in anew at each hour: the first admin's session would idle out.)
    ctx.clock.set('2026-01-07T03:00:00.000Z');
    const evening = await list('', await ctx.newActor('admin'));
    expect(evening.find((v) => v.name === 'Last Day')?.insuranceExpired).toBe(false);
    ctx.clock.set('2026-01-07T05:30:00.000Z');
    const nextDay = await list('', await ctx.newActor('admin'));
    expect(nextDay.find((v) => v.name === 'Last Day')?.insuranceExpired).toBe(true);
  });
});
