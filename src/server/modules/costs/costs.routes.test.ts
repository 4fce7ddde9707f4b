import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Cost, SpendReport } from '#contract/schemas/spend.ts';
import {
  insertDispatch,
  insertSession,
  insertTicket,
  insertUnit,
  insertVendor,
  insertWorker,
  setCurrency,
  storeId,
} from '#tests/helpers/spend-fixture.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 037 "Costs": a hand-computed fixture. Business zone America/New_York (UTC−5
// all winter). Labour = worked minutes × hourly cost / 60, rounded per session.
//
// workers: A $40.00/h, B $30.00/h, C no hourly cost.
//
// ticket | store    | category | unit | sessions (start UTC → NY day)                    | labour
// T1     | Downtown | Fryer    | E1   | A 90' 12-03 (6000); B 45' 12-04 (2250)           | 8250
// T2     | Airport  | Freezer  |  —   | A 20' 01-02 (1333.3→1333); A 1' ×2 (66.7→67 each);| 1467
//        |          |          |      | C 30' 01-02 (0, minutes still count)             |
// T3     | Downtown | Freezer  | E2   | B 7' 2025-12-31T04:30Z = Dec 30 NY (350);        | 350 in range
//        |          |          |      | A 60' 2025-11-30 (4000, before the range)        |
// T4     | Downtown | Fryer    | E1   | B 10' 2025-11-15 (500, before the range)         |
//
// invoices: T1 Acme 45000 approved 12-10; T2 Polar 12345 approved 2026-01-05; T2 Polar 99900
// invoiced, not approved (never counts); T2 Polar 5000 approved 2025-12-01T04:30Z = Nov 30 NY
// (before the range); T3 Acme 10000 approved 2026-01-01T04:00Z = Dec 31 NY (December).
//
// Report 2025-12-01 … 2026-01-31:
// store    | labour | vendor | total | tickets    category | labour | vendor | total | tickets
// Downtown |   8600 |  55000 | 63600 | 2          Fryer    |   8250 |  45000 | 53250 | 1
// Airport  |   1467 |  12345 | 13812 | 1          Freezer  |   1817 |  22345 | 24162 | 2
// months: 2025-12 8600 + 55000 = 63600; 2026-01 1467 + 12345 = 13812
// totals: 10067 + 67345 = 77412, 3 tickets
// vendor: Acme 55000 (T1, T3), Polar 12345 (T2); labour 0.

const { ctx } = fileTestContext();
const ids: Record<string, string> = {};
const RANGE = 'from=2025-12-01&to=2026-01-31';

beforeAll(async () => {
  const workerA = await insertWorker(ctx, 'Worker A', 4000);
  const workerB = await insertWorker(ctx, 'Worker B', 3000);
  const workerC = await insertWorker(ctx, 'Worker C', null);
  ids.e1 = await insertUnit(ctx, { name: 'Fryer 1', store: 'Downtown', category: 'Fryer' });
  ids.e2 = await insertUnit(ctx, { name: 'Walk-in', store: 'Downtown', category: 'Freezer' });
  ids.t1 = await insertTicket(ctx, {
    title: 'T1',
    store: 'Downtown',
    category: 'Fryer',
    equipmentId: ids.e1,
  });
  ids.t2 = await insertTicket(ctx, { title: 'T2', store: 'Airport', category: 'Freezer' });
  ids.t3 = await insertTicket(ctx, {
    title: 'T3',
    store: 'Downtown',
    category: 'Freezer',
    equipmentId: ids.e2,
  });
  ids.t4 = await insertTicket(ctx, {
    title: 'T4',
    store: 'Downtown',
    category: 'Fryer',
    equipmentId: ids.e1,
  });
  const session = (userId: string, ticketId: string, clockIn: string, minutes: number) =>
    insertSession(ctx, { userId, ticketId, clockIn, minutes });
  await session(workerA, ids.t1, '2025-12-03T15:00:00Z', 90);
  await session(workerB, ids.t1, '2025-12-04T15:00:00Z', 45);
  await session(workerA, ids.t2, '2026-01-02T15:00:00Z', 20);
  await session(workerA, ids.t2, '2026-01-02T16:00:00Z', 1);
  await session(workerA, ids.t2, '2026-01-02T16:10:00Z', 1);
  await session(workerC, ids.t2, '2026-01-02T17:00:00Z', 30);
  await session(workerB, ids.t3, '2025-12-31T04:30:00Z', 7);
  await session(workerA, ids.t3, '2025-11-30T12:00:00Z', 60);
  await session(workerB, ids.t4, '2025-11-15T15:00:00Z', 10);

  ids.acme = await insertVendor(ctx, 'Acme Refrigeration');
  ids.polar = await insertVendor(ctx, 'Polar Service');
  const approved = (ticketId: string, vendorId: string, cents: number, at: string) =>
    insertDispatch(ctx, {
      ticketId,
      vendorId,
      status: 'approved',
      sentAt: '2025-11-20T12:00:00Z',
      invoiceCents: cents,
      approvedAt: at,
    });
  await approved(ids.t1, ids.acme, 45_000, '2025-12-10T16:00:00Z');
  await approved(ids.t2, ids.polar, 12_345, '2026-01-05T12:00:00Z');
  await approved(ids.t2, ids.polar, 5_000, '2025-12-01T04:30:00Z');
  await approved(ids.t3, ids.acme, 10_000, '2026-01-01T04:00:00Z');
  await insertDispatch(ctx, {
    ticketId: ids.t2,
    vendorId: ids.polar,
    status: 'invoiced',
    sentAt: '2025-12-20T12:00:00Z',
    nteCents: 50_000,
    invoiceCents: 99_900,
    invoicedAt: '2026-01-03T12:00:00Z',
  });
  ids.downtown = await storeId(ctx, 'Downtown');
  ids.airport = await storeId(ctx, 'Airport');
});

// Fresh answers: the fixtures write to the database directly, which the read cache does not see (a
// real write goes through the API and empties it).
const get = (url: string) =>
  ctx.admin.request({ method: 'GET', url, headers: { 'cache-control': 'no-cache' } });

describe('GET /api/tickets/{id}/cost', () => {
  it('adds labour per session at each hourly cost and the approved invoices', async () => {
    const response = await get(`/api/tickets/${ids.t1 ?? ''}/cost`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Cost>()).toEqual({
      currency: 'USD',
      labourCents: 8250,
      vendorCents: 45_000,
      totalCents: 53_250,
      labourMinutes: 135,
    });
  });

  it('rounds each session to the cent, shows minutes without a cost, and skips unapproved invoices', async () => {
    const response = await get(`/api/tickets/${ids.t2 ?? ''}/cost`);
    expect(response.json<Cost>()).toEqual({
      currency: 'USD',
      labourCents: 1467,
      vendorCents: 17_345,
      totalCents: 18_812,
      labourMinutes: 52,
    });
  });

  it('answers 404 for a ticket that does not exist', async () => {
    const response = await get('/api/tickets/00000000-0000-4000-8000-000000000000/cost');
    expect(response.statusCode).toBe(404);
  });

  it('refuses managers and technicians', async () => {
    for (const actor of [ctx.manager, ctx.technician]) {
      const response = await actor.request({
        method: 'GET',
        url: `/api/tickets/${ids.t1 ?? ''}/cost`,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ error: string }>().error).toBe('Only admins can see repair costs');
    }
  });
});

describe('GET /api/equipment/{id}/cost and /api/locations/{id}/cost', () => {
  it("sums a unit's tickets", async () => {
    const response = await get(`/api/equipment/${ids.e1 ?? ''}/cost`);
    expect(response.json<Cost>()).toEqual({
      currency: 'USD',
      labourCents: 8750,
      vendorCents: 45_000,
      totalCents: 53_750,
      labourMinutes: 145,
    });
  });

  it("sums a store's tickets, all time or between two days", async () => {
    const allTime = await get(`/api/locations/${ids.downtown ?? ''}/cost`);
    expect(allTime.json<Cost>()).toEqual({
      currency: 'USD',
      labourCents: 8250 + 4350 + 500,
      vendorCents: 55_000,
      totalCents: 13_100 + 55_000,
      labourMinutes: 135 + 67 + 10,
    });
    const ranged = await get(`/api/locations/${ids.downtown ?? ''}/cost?${RANGE}`);
    expect(ranged.json<Cost>()).toEqual({
      currency: 'USD',
      labourCents: 8600,
      vendorCents: 55_000,
      totalCents: 63_600,
      labourMinutes: 142,
    });
  });

  it('answers 400 for half a range and 404 for an unknown unit', async () => {
    const half = await get(`/api/locations/${ids.downtown ?? ''}/cost?from=2025-12-01`);
    expect(half.statusCode).toBe(400);
    const unknown = await get('/api/equipment/00000000-0000-4000-8000-000000000000/cost');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/reports/spend', () => {
  it('answers every store row, month and total of the hand count', async () => {
    const response = await get(`/api/reports/spend?${RANGE}&groupBy=store`);
    expect(response.statusCode).toBe(200);
    expect(response.json<SpendReport>()).toEqual({
      currency: 'USD',
      from: '2025-12-01',
      to: '2026-01-31',
      groupBy: 'store',
      rows: [
        {
          id: ids.downtown,
          name: 'Downtown',
          labourCents: 8600,
          vendorCents: 55_000,
          totalCents: 63_600,
          tickets: 2,
        },
        {
          id: ids.airport,
          name: 'Airport',
          labourCents: 1467,
          vendorCents: 12_345,
          totalCents: 13_812,
          tickets: 1,
        },
      ],
      months: [
        { month: '2025-12', labourCents: 8600, vendorCents: 55_000, totalCents: 63_600 },
        { month: '2026-01', labourCents: 1467, vendorCents: 12_345, totalCents: 13_812 },
      ],
      totals: { labourCents: 10_067, vendorCents: 67_345, totalCents: 77_412, tickets: 3 },
    });
  });

  it('groups by category', async () => {
    const report = (await get(`/api/reports/spend?${RANGE}&groupBy=category`)).json<SpendReport>();
    expect(report.rows.map(({ id: _id, ...row }) => row)).toEqual([
      { name: 'Fryer', labourCents: 8250, vendorCents: 45_000, totalCents: 53_250, tickets: 1 },
      { name: 'Freezer', labourCents: 1817, vendorCents: 22_345, totalCents: 24_162, tickets: 2 },
    ]);
    expect(report.totals).toEqual({
      labourCents: 10_067,
      vendorCents: 67_345,
      totalCents: 77_412,
      tickets: 3,
    });
  });

  it('groups by vendor with invoices only', async () => {
    const report = (await get(`/api/reports/spend?${RANGE}&groupBy=vendor`)).json<SpendReport>();
    expect(report.rows).toEqual([
      {
        id: ids.acme,
        name: 'Acme Refrigeration',
        labourCents: 0,
        vendorCents: 55_000,
        totalCents: 55_000,
        tickets: 2,
      },
      {
        id: ids.polar,
        name: 'Polar Service',
        labourCents: 0,
        vendorCents: 12_345,
        totalCents: 12_345,
        tickets: 1,
      },
    ]);
    expect(report.months).toEqual([
      { month: '2025-12', labourCents: 0, vendorCents: 55_000, totalCents: 55_000 },
      { month: '2026-01', labourCents: 0, vendorCents: 12_345, totalCents: 12_345 },
    ]);
    expect(report.totals).toEqual({
      labourCents: 0,
      vendorCents: 67_345,
      totalCents: 67_345,
      tickets: 3,
    });
  });

  it('answers every month of the range, and an empty report with zeros', async () => {
    const report = (
      await get('/api/reports/spend?from=2026-03-10&to=2026-05-02&groupBy=store')
    ).json<SpendReport>();
    expect(report.rows).toEqual([]);
    expect(report.months.map((month) => [month.month, month.totalCents])).toEqual([
      ['2026-03', 0],
      ['2026-04', 0],
      ['2026-05', 0],
    ]);
    expect(report.totals).toEqual({ labourCents: 0, vendorCents: 0, totalCents: 0, tickets: 0 });
  });

  it('refuses a reversed range, a range over 3 years, a bad day and an unknown grouping', async () => {
    const cases: [string, string][] = [
      ['from=2026-01-31&to=2025-12-01&groupBy=store', 'from must be on or before to'],
      ['from=2022-01-01&to=2025-01-02&groupBy=store', 'The range can be at most 3 years'],
      ['from=2025-13-01&to=2026-01-31&groupBy=store', 'from must be a date as YYYY-MM-DD'],
      [`${RANGE}&groupBy=technician`, 'groupBy must be store, category or vendor'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/reports/spend?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json()), query).toContain(message);
    }
    const exactlyThree = await get(
      '/api/reports/spend?from=2022-01-01&to=2025-01-01&groupBy=store',
    );
    expect(exactlyThree.statusCode).toBe(200);
  });

  it('refuses managers and technicians before reading the query', async () => {
    for (const actor of [ctx.manager, ctx.technician]) {
      const response = await actor.request({ method: 'GET', url: '/api/reports/spend' });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('GET /api/reports/spend.csv', () => {
  it('has the same numbers as decimals, months and total', async () => {
    const response = await get(`/api/reports/spend.csv?${RANGE}&groupBy=store`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="spend-by-store-2025-12-01-2026-01-31.csv"',
    );
    expect(Papa.parse<string[]>(response.body.trim()).data).toEqual([
      ['Section', 'Name', 'Labour (USD)', 'Vendor (USD)', 'Total (USD)', 'Tickets'],
      ['Store', 'Downtown', '86.00', '550.00', '636.00', '2'],
      ['Store', 'Airport', '14.67', '123.45', '138.12', '1'],
      ['Month', '2025-12', '86.00', '550.00', '636.00', ''],
      ['Month', '2026-01', '14.67', '123.45', '138.12', ''],
      ['Total', '', '100.67', '673.45', '774.12', '3'],
    ]);
  });

  it('writes a name that looks like a formula as text', async () => {
    const vendorId = await insertVendor(ctx, '=HYPERLINK("http://evil")');
    await insertDispatch(ctx, {
      ticketId: ids.t4 ?? '',
      vendorId,
      status: 'paid',
      sentAt: '2026-02-01T12:00:00Z',
      invoiceCents: 100,
      approvedAt: '2026-02-02T15:00:00Z',
    });
    const response = await get(
      '/api/reports/spend.csv?from=2026-02-01&to=2026-02-28&groupBy=vendor',
    );
    const rows = Papa.parse<string[]>(response.body.trim()).data;
    expect(rows[1]).toEqual(['Vendor', `'=HYPERLINK("http://evil")`, '0.00', '1.00', '1.00', '1']);
  });
});

describe('the chain currency', () => {
  it('is the vendor settings currency once set', async () => {
    await setCurrency(ctx, 'EUR');
    const cost = (await get(`/api/tickets/${ids.t1 ?? ''}/cost`)).json<Cost>();
    expect(cost.currency).toBe('EUR');
    const report = (await get(`/api/reports/spend?${RANGE}&groupBy=store`)).json<SpendReport>();
    expect(report.currency).toBe('EUR');
  });
});
