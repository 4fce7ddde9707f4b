import { beforeAll, describe, expect, it } from 'vitest';

import type { PmComplianceReport } from '#contract/schemas/pm-plan.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { insertPmHistory } from '#tests/helpers/pm-compliance-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 034: the compliance report matches a hand-counted fixture. The test clock is 2026-01-06
// 14:00Z, 09:00 in the business zone America/New_York (UTC−5 all winter), so today is 2026-01-06
// and a due day D ends at D+1 05:00Z.
//
// Hand count (period 2025-12-01 … 2026-01-31):
//
//  # | store    | due        | what happened                          | counts as
//  1 | Downtown | 2025-12-01 | completed 2025-11-30T15:00Z (early)    | on time
//  2 | Downtown | 2025-12-10 | completed 2025-12-11T04:59Z (23:59 NY) | on time (UTC says the 11th)
//  3 | Downtown | 2025-12-10 | completed 2025-12-11T05:00Z (00:00 NY) | late
//  4 | Downtown | 2025-12-31 | completed 2026-01-01T03:00Z (22:00 NY) | on time, in December
//  5 | Downtown | 2025-12-20 | missed (never generated)               | missed
//  6 | Downtown | 2025-12-22 | ticket accepted, never completed       | missed (its day ended)
//  7 | Downtown | 2026-01-01 | completed 2026-01-02T10:00Z            | late, in January
//  8 | Downtown | 2026-01-06 | ticket open, due today                 | open
//  9 | Downtown | 2026-01-06 | completed 2026-01-06T13:00Z            | on time
// 10 | Downtown | 2026-01-20 | ticket open (lead window)              | open
// 11 | Downtown | 2026-01-05 | ticket in progress, due yesterday      | missed
// 12 | Airport  | 2025-12-15 | completed 2025-12-15T20:00Z; plan del. | on time (history counts)
// 13 | Airport  | 2025-12-15 | missed; plan deleted                   | missed
// 14 | Airport  | 2026-01-31 | ticket open                            | open
// 15 | Downtown | 2025-11-30 | completed                              | outside the period
// 16 | Airport  | 2026-02-01 | ticket open                            | outside the period
//
// store    | month   | due | on time | late | missed | open | %
// Airport  | 2025-12 |   2 |       1 |    0 |      1 |    0 | 50  (1 / 2)
// Airport  | 2026-01 |   1 |       0 |    0 |      0 |    1 | —   (nothing settled)
// Downtown | 2025-12 |   6 |       3 |    1 |      2 |    0 | 50  (3 / 6)
// Downtown | 2026-01 |   5 |       1 |    1 |      1 |    2 | 33  (1 / 3)
// total    |         |  14 |       5 |    2 |      4 |    3 | 45  (5 / 11)

const { ctx } = fileTestContext();
let airportId: string;
let downtownId: string;

const PERIOD = 'from=2025-12-01&to=2026-01-31';

beforeAll(async () => {
  const completed = (completedAt: string) => ({ status: 'completed' as const, completedAt });
  await insertPmHistory(ctx, {
    location: 'Downtown',
    occurrences: [
      { dueDate: '2025-12-01', outcome: completed('2025-11-30T15:00:00Z') },
      { dueDate: '2025-12-10', outcome: completed('2025-12-11T04:59:00Z') },
      { dueDate: '2025-12-10', outcome: completed('2025-12-11T05:00:00Z') },
      { dueDate: '2025-12-31', outcome: completed('2026-01-01T03:00:00Z') },
      { dueDate: '2025-12-20', outcome: 'missed' },
      { dueDate: '2025-12-22', outcome: { status: 'accepted' } },
      { dueDate: '2026-01-01', outcome: completed('2026-01-02T10:00:00Z') },
      { dueDate: '2026-01-06', outcome: { status: 'open' } },
      { dueDate: '2026-01-06', outcome: completed('2026-01-06T13:00:00Z') },
      { dueDate: '2026-01-20', outcome: { status: 'open' } },
      { dueDate: '2026-01-05', outcome: { status: 'in-progress' } },
      { dueDate: '2025-11-30', outcome: completed('2025-11-30T12:00:00Z') },
    ],
  });
  await insertPmHistory(ctx, {
    location: 'Airport',
    deleted: true,
    occurrences: [
      { dueDate: '2025-12-15', outcome: completed('2025-12-15T20:00:00Z') },
      { dueDate: '2025-12-15', outcome: 'missed' },
    ],
  });
  await insertPmHistory(ctx, {
    location: 'Airport',
    occurrences: [
      { dueDate: '2026-01-31', outcome: { status: 'open' } },
      { dueDate: '2026-02-01', outcome: { status: 'open' } },
    ],
  });
  const stores = (await ctx.admin.request({ method: 'GET', url: '/api/locations' })).json<
    { id: string; name: string }[]
  >();
  airportId = stores.find((store) => store.name === 'Airport')?.id ?? '';
  downtownId = stores.find((store) => store.name === 'Downtown')?.id ?? '';
});

async function report(actor: Actor, query: string): Promise<PmComplianceReport> {
  const response = await actor.request({
    method: 'GET',
    url: `/api/reports/pm-compliance?${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PmComplianceReport>();
}

const AIRPORT_DECEMBER = { due: 2, onTime: 1, late: 0, missed: 1, open: 0, compliancePercent: 50 };
const AIRPORT_JANUARY = { due: 1, onTime: 0, late: 0, missed: 0, open: 1, compliancePercent: null };
const DOWNTOWN_DECEMBER = { due: 6, onTime: 3, late: 1, missed: 2, open: 0, compliancePercent: 50 };
const DOWNTOWN_JANUARY = { due: 5, onTime: 1, late: 1, missed: 1, open: 2, compliancePercent: 33 };

describe('GET /api/reports/pm-compliance', () => {
  it('counts each store and month as counted by hand, for an admin', async () => {
    const answer = await report(ctx.admin, PERIOD);
    expect(answer.rows).toEqual([
      { locationId: airportId, location: 'Airport', month: '2025-12', ...AIRPORT_DECEMBER },
      { locationId: airportId, location: 'Airport', month: '2026-01', ...AIRPORT_JANUARY },
      { locationId: downtownId, location: 'Downtown', month: '2025-12', ...DOWNTOWN_DECEMBER },
      { locationId: downtownId, location: 'Downtown', month: '2026-01', ...DOWNTOWN_JANUARY },
    ]);
    expect(answer.totals).toEqual({
      due: 14,
      onTime: 5,
      late: 2,
      missed: 4,
      open: 3,
      compliancePercent: 45,
    });
  });

  it('narrows to one store with locationId', async () => {
    const answer = await report(ctx.admin, `${PERIOD}&locationId=${airportId}`);
    expect(answer.rows.map((row) => row.month)).toEqual(['2025-12', '2026-01']);
    expect(answer.totals).toEqual({
      due: 3,
      onTime: 1,
      late: 0,
      missed: 1,
      open: 1,
      compliancePercent: 50,
    });
  });

  it("shows a manager their own store only, and refuses another store's", async () => {
    const answer = await report(ctx.manager, PERIOD);
    expect(answer.rows.map((row) => `${row.location} ${row.month}`)).toEqual([
      'Downtown 2025-12',
      'Downtown 2026-01',
    ]);
    expect(answer.totals).toEqual({
      due: 11,
      onTime: 4,
      late: 2,
      missed: 3,
      open: 2,
      compliancePercent: 44,
    });
    expect((await report(ctx.manager, `${PERIOD}&locationId=${downtownId}`)).totals.due).toBe(11);
    const other = await ctx.manager.request({
      method: 'GET',
      url: `/api/reports/pm-compliance?${PERIOD}&locationId=${airportId}`,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: "Managers see their own store's PM compliance" });
  });

  it('refuses technicians, even with a bad query', async () => {
    for (const query of [PERIOD, 'from=nope']) {
      const response = await ctx.technician.request({
        method: 'GET',
        url: `/api/reports/pm-compliance?${query}`,
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('answers no rows and no percentage for a period without occurrences', async () => {
    const answer = await report(ctx.admin, 'from=2024-01-01&to=2024-12-31');
    expect(answer).toEqual({
      rows: [],
      totals: { due: 0, onTime: 0, late: 0, missed: 0, open: 0, compliancePercent: null },
    });
  });

  it('takes a range of exactly two years and refuses bad ranges with 400', async () => {
    // Everything due by today: #1-#9, #11, #15 at Downtown and #12, #13 at the Airport.
    expect((await report(ctx.admin, 'from=2024-01-06&to=2026-01-06')).totals.due).toBe(13);
    const cases: [string, string][] = [
      ['from=2026-01-31&to=2025-12-01', 'to must be on or after from'],
      ['from=2024-01-06&to=2026-01-07', 'The range can be at most 2 years'],
    ];
    for (const [query, message] of cases) {
      const response = await ctx.admin.request({
        method: 'GET',
        url: `/api/reports/pm-compliance?${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ error: message });
    }
    for (const query of ['to=2026-01-31', 'from=2025-12-01', 'from=12/01/2025&to=2026-01-31']) {
      const response = await ctx.admin.request({
        method: 'GET',
        url: `/api/reports/pm-compliance?${query}`,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
