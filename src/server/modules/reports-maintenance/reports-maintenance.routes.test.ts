import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type {
  MaintenanceFigures,
  MaintenanceReport,
} from '#contract/schemas/maintenance-report.ts';
import { activity, tickets } from '#server/db/schema.ts';
import { insertPmHistory } from '#tests/helpers/pm-compliance-fixtures.ts';
import {
  categoryId,
  insertDispatch,
  insertSession,
  insertUnit,
  insertVendor,
  insertWorker,
  storeId,
} from '#tests/helpers/spend-fixture.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Issue 39: every figure of the maintenance dashboard against a hand-computed fixture. The test
// clock is 2026-01-06 14:00Z; the business zone is America/New_York (UTC−5 all winter), so a day
// D runs from D 05:00Z to D+1 05:00Z.
//
// Range 2026-01-01 … 2026-01-05 (5 days): current = [01-01 05:00Z, 01-06 05:00Z).
// Previous period 2025-12-27 … 2025-12-31:          [12-27 05:00Z, 01-01 05:00Z).
// Units: E1 Fryer 1 (Downtown), E2 Walk-in (Downtown).
//
// ticket | store | unit | submitted  | responded (h) | completed (h)  | resolve by | other
// T1     | D     | E1↓  | 01-02 12:00| 01-02 14:00 2 | 01-03 12:00 20 | 01-03 12:00 met | paused 4 h
// T2     | D     | E1↓  | 01-04 12:00| 01-04 13:00 1 | open (in progress)             |
// T3     | D     | E1↓  | 01-04 18:00| 01-04 20:00 2 | 01-05 06:00 12 | 01-05 00:00 missed | reopened once
// T4     | A     |  —   | 01-01 10:00| 01-01 16:00 6 | 01-01 20:00 10 | 01-02 10:00 | respond by 12:00
// T5     | A     |  —   | 12-20 12:00| —             | 01-02 12:00    | none (preventive)
// T6     | D     | E2↓  | 11-20 12:00| —             | open
// T7     | D     | E2↓  | 12-28 12:00| 12-28 20:00 8 | 12-30 12:00 48 | 12-31 12:00 met |
// T8     | D     |  —   | 12-30 12:00| —             | open (waiting for parts)
// T9     | A     |  —   | 01-04 10:00| —             | open (accepted)| 01-05 10:00 missed (overdue)
// (↓ = marked equipment down; respond and resolve hours are business time, decision 046: the
// clock's stored minutes, here a 24x7 clock less T1's 4 hours waiting for parts)
//
// current period                         | total | Downtown | Airport
// opened (submitted in it): T1 T2 T3 T4 T9|     5 |        3 |       2
// completed: T1 T3 T4 T5                  |     4 |        2 |       2
// respond hours: T1 2, T2 1, T3 2, T4 6   | mean 11/4 = 2.75 → 2.8; p90 of [1,2,2,6]: rank
//   0.9 × 3 = 2.7 → 2 + 0.7 × (6 − 2) = 4.8.  Downtown [1,2,2]: mean 5/3 → 1.7, p90 rank 1.8 →
//   2 + 0.8 × 0 = 2.  Airport [6]: 6 and 6.
// resolve hours (repairs only; T5 is preventive): T1 20, T3 12, T4 10 | mean 42/3 = 14; p90
//   of [10,12,20]: rank 1.8 → 12 + 0.8 × 8 = 18.4.  Downtown [12,20]: mean 16, p90 rank 0.9 →
//   12 + 0.9 × 8 = 19.2.  Airport [10]: 10 and 10.
// SLA (each timed repair's verdict: met at its completion when responded and completed by the
//   targets, missed when a target passes unmet, open or not): T1 met, T3 missed (01-05 00:00), T4
//   missed (responded 4 h after its 01-01 12:00 respond target), T9 missed (01-05 10:00, still
//   open) → 1/4 = 25 %; Downtown 1/2 = 50 %; Airport 0/2 = 0 %.
// first-time fix (repairs): T1 no (T2 on E1 within 14 days of its completion), T3 no (reopened),
//   T4 yes → 1/3 = 33 %; Downtown 0/2 = 0 %; Airport 1/1 = 100 %.
// backlog at 01-06 05:00Z: T2 (41 h → 1 day: 0–2), T8 (6 d 17 h → 3–7), T6 (46 d → over 30),
//   all Downtown, and T9 (43 h → 0–2, Airport) → 4.
// downtime: E1: T1 01-02 12:00 → 01-03 12:00 = 24 h; T2 01-04 12:00 → (open) period end 01-06
//   05:00 = 41 h; T3 lies inside T2's span (counted once) → 65 h. E2: T6 down all period: 5 × 24 =
//   120 h. Total 185 h, Downtown 185, Airport 0.
// repeat repairs as of 01-06 05:00Z: E1 has 3 repair tickets in 90 days (T1 T2 T3) → 1 (Downtown).
// PM (due in the period): Downtown due 01-02 done early (on time), due 01-03 missed → 50 %;
//   Airport due 01-04 missed → 0 %; total 1/3 = 33 %.
// spend: worker $60/h, 30' on T1 on 01-02 = 3000; Polar invoice on T4 approved 01-03 = 12345 →
//   15345; Downtown 3000, Airport 12345.
//
// previous period                        | total | Downtown | Airport
// opened: T7 T8                           |     2 |        2 |       0
// completed: T7                           |     1 |        1 |       0
// respond: T7 8 h → mean 8, p90 8 (Downtown); resolve: T7 48 h → 48, 48 (Downtown)
// SLA: T7 met → 100 %; first-time fix: T7 (no later ticket on E2) → 100 %
// backlog at 01-01 05:00Z: T5 (11 d 17 h → 8–30, Airport), T6 (41 d → over 30), T8 (1 d 17 h →
//   0–2) → 3: Downtown 2, Airport 1.
// downtime: E2: T6 down all period (120 h) and T7 inside it → 120 h, Downtown.
// repeat repairs as of 01-01 05:00Z: E1 has none yet, E2 two (T6 T7) → 0.
// PM: Downtown due 12-28 done early → 100 %; Airport nothing due → none; total 100 %.
// spend: 60' on T7 on 12-29 = 6000, Downtown.

const { ctx } = fileTestContext();
const ids: Record<string, string> = {};
const RANGE = 'from=2026-01-01&to=2026-01-05';

interface TicketDraft {
  store: string;
  unit?: string;
  down?: boolean;
  preventive?: boolean;
  submitted: string;
  status?: (typeof tickets.$inferInsert)['status'];
  responded?: string;
  completed?: string;
  resolveBy?: string;
  respondBy?: string;
  /** Hours the clock stood still (waiting for parts) before completion. */
  pausedHours?: number;
}

async function insertTicket(draft: TicketDraft): Promise<string> {
  const db = ctx.database.db;
  const [row] = await db
    .insert(tickets)
    .values({
      title: 'Repair',
      description: 'Repair.',
      locationId: await storeId(ctx, draft.store),
      categoryId: await categoryId(ctx, 'Fryer'),
      equipmentId: draft.unit ?? null,
      equipmentDown: draft.down ?? false,
      preventive: draft.preventive ?? false,
      status: draft.status ?? (draft.completed ? 'completed' : 'open'),
      submittedAt: new Date(draft.submitted),
      completedAt: draft.completed ? new Date(draft.completed) : null,
    })
    .returning({ id: tickets.id });
  if (!row) throw new Error('ticket not inserted');
  // The SLA columns belong to the ticket clock (decision 045); written straight for the fixture.
  // On a 24x7 clock the business minutes are the elapsed ones, less the pauses.
  const at = (value: string | undefined) => (value ? new Date(value).toISOString() : null);
  const minutesTo = (value: string | undefined, paused = 0) =>
    value && !draft.preventive
      ? (Date.parse(value) - Date.parse(draft.submitted)) / 60_000 - paused * 60
      : null;
  await db.execute(sql`
    update ${tickets} set sla_responded_at = ${at(draft.responded)}::timestamptz,
      sla_resolve_by = ${at(draft.resolveBy)}::timestamptz,
      sla_respond_by = ${at(draft.respondBy)}::timestamptz,
      sla_respond_minutes = ${minutesTo(draft.responded)},
      sla_resolve_minutes = ${minutesTo(draft.completed, draft.pausedHours)},
      sla_paused_minutes = ${(draft.pausedHours ?? 0) * 60}
    where ${tickets.id} = ${row.id}`);
  return row.id;
}

beforeAll(async () => {
  const e1 = await insertUnit(ctx, { name: 'Fryer 1', store: 'Downtown', category: 'Fryer' });
  const e2 = await insertUnit(ctx, { name: 'Walk-in', store: 'Downtown', category: 'Freezer' });
  const t1 = await insertTicket({
    store: 'Downtown',
    unit: e1,
    down: true,
    submitted: '2026-01-02T12:00:00Z',
    responded: '2026-01-02T14:00:00Z',
    completed: '2026-01-03T12:00:00Z',
    resolveBy: '2026-01-03T12:00:00Z',
    pausedHours: 4,
  });
  await insertTicket({
    store: 'Downtown',
    unit: e1,
    down: true,
    submitted: '2026-01-04T12:00:00Z',
    responded: '2026-01-04T13:00:00Z',
    status: 'in-progress',
  });
  const t3 = await insertTicket({
    store: 'Downtown',
    unit: e1,
    down: true,
    submitted: '2026-01-04T18:00:00Z',
    responded: '2026-01-04T20:00:00Z',
    completed: '2026-01-05T06:00:00Z',
    resolveBy: '2026-01-05T00:00:00Z',
  });
  await ctx.database.db.insert(activity).values({
    ticketId: t3,
    kind: 'ticket.reopened',
    createdAt: new Date('2026-01-05T02:00:00Z'),
  });
  const t4 = await insertTicket({
    store: 'Airport',
    submitted: '2026-01-01T10:00:00Z',
    responded: '2026-01-01T16:00:00Z',
    completed: '2026-01-01T20:00:00Z',
    resolveBy: '2026-01-02T10:00:00Z',
    respondBy: '2026-01-01T12:00:00Z',
  });
  await insertTicket({
    store: 'Airport',
    preventive: true,
    submitted: '2025-12-20T12:00:00Z',
    completed: '2026-01-02T12:00:00Z',
  });
  await insertTicket({
    store: 'Downtown',
    unit: e2,
    down: true,
    submitted: '2025-11-20T12:00:00Z',
  });
  const t7 = await insertTicket({
    store: 'Downtown',
    unit: e2,
    down: true,
    submitted: '2025-12-28T12:00:00Z',
    responded: '2025-12-28T20:00:00Z',
    completed: '2025-12-30T12:00:00Z',
    resolveBy: '2025-12-31T12:00:00Z',
  });
  await insertTicket({
    store: 'Downtown',
    submitted: '2025-12-30T12:00:00Z',
    status: 'waiting-for-parts',
  });
  await insertTicket({
    store: 'Airport',
    submitted: '2026-01-04T10:00:00Z',
    status: 'accepted',
    resolveBy: '2026-01-05T10:00:00Z',
  });

  // PM: done early (before either period, so its ticket is no completion of them) or missed.
  const early = { status: 'completed' as const, completedAt: '2025-12-20T12:00:00Z' };
  await insertPmHistory(ctx, {
    location: 'Downtown',
    occurrences: [
      { dueDate: '2026-01-02', outcome: early },
      { dueDate: '2026-01-03', outcome: 'missed' },
      { dueDate: '2025-12-28', outcome: early },
    ],
  });
  await insertPmHistory(ctx, {
    location: 'Airport',
    occurrences: [{ dueDate: '2026-01-04', outcome: 'missed' }],
  });

  const worker = await insertWorker(ctx, 'Worker', 6000);
  await insertSession(ctx, {
    userId: worker,
    ticketId: t1,
    clockIn: '2026-01-02T15:00:00Z',
    minutes: 30,
  });
  await insertSession(ctx, {
    userId: worker,
    ticketId: t7,
    clockIn: '2025-12-29T15:00:00Z',
    minutes: 60,
  });
  const polar = await insertVendor(ctx, 'Polar Service');
  await insertDispatch(ctx, {
    ticketId: t4,
    vendorId: polar,
    status: 'approved',
    sentAt: '2026-01-01T12:00:00Z',
    invoiceCents: 12_345,
    approvedAt: '2026-01-03T12:00:00Z',
  });
  ids.downtown = await storeId(ctx, 'Downtown');
  ids.airport = await storeId(ctx, 'Airport');
  ids.mall = await storeId(ctx, 'Mall Location');
});

const NOTHING: MaintenanceFigures = {
  opened: 0,
  completed: 0,
  backlog: 0,
  backlog0to2: 0,
  backlog3to7: 0,
  backlog8to30: 0,
  backlogOver30: 0,
  respondMeanHours: null,
  respondP90Hours: null,
  resolveMeanHours: null,
  resolveP90Hours: null,
  slaCompliancePercent: null,
  firstTimeFixPercent: null,
  repeatRepairs: 0,
  downtimeHours: 0,
  pmCompliancePercent: null,
  spendCents: 0,
};

const CURRENT_TOTAL: MaintenanceFigures = {
  opened: 5,
  completed: 4,
  backlog: 4,
  backlog0to2: 2,
  backlog3to7: 1,
  backlog8to30: 0,
  backlogOver30: 1,
  respondMeanHours: 2.8,
  respondP90Hours: 4.8,
  resolveMeanHours: 14,
  resolveP90Hours: 18.4,
  slaCompliancePercent: 25,
  firstTimeFixPercent: 33,
  repeatRepairs: 1,
  downtimeHours: 185,
  pmCompliancePercent: 33,
  spendCents: 15_345,
};

const PREVIOUS_TOTAL: MaintenanceFigures = {
  opened: 2,
  completed: 1,
  backlog: 3,
  backlog0to2: 1,
  backlog3to7: 0,
  backlog8to30: 1,
  backlogOver30: 1,
  respondMeanHours: 8,
  respondP90Hours: 8,
  resolveMeanHours: 48,
  resolveP90Hours: 48,
  slaCompliancePercent: 100,
  firstTimeFixPercent: 100,
  repeatRepairs: 0,
  downtimeHours: 120,
  pmCompliancePercent: 100,
  spendCents: 6000,
};

const DOWNTOWN = {
  current: {
    opened: 3,
    completed: 2,
    backlog: 3,
    backlog0to2: 1,
    backlog3to7: 1,
    backlog8to30: 0,
    backlogOver30: 1,
    respondMeanHours: 1.7,
    respondP90Hours: 2,
    resolveMeanHours: 16,
    resolveP90Hours: 19.2,
    slaCompliancePercent: 50,
    firstTimeFixPercent: 0,
    repeatRepairs: 1,
    downtimeHours: 185,
    pmCompliancePercent: 50,
    spendCents: 3000,
  },
  previous: {
    opened: 2,
    completed: 1,
    backlog: 2,
    backlog0to2: 1,
    backlog3to7: 0,
    backlog8to30: 0,
    backlogOver30: 1,
    respondMeanHours: 8,
    respondP90Hours: 8,
    resolveMeanHours: 48,
    resolveP90Hours: 48,
    slaCompliancePercent: 100,
    firstTimeFixPercent: 100,
    repeatRepairs: 0,
    downtimeHours: 120,
    pmCompliancePercent: 100,
    spendCents: 6000,
  },
} satisfies Record<string, MaintenanceFigures>;

const AIRPORT = {
  current: {
    ...NOTHING,
    opened: 2,
    completed: 2,
    backlog: 1,
    backlog0to2: 1,
    respondMeanHours: 6,
    respondP90Hours: 6,
    resolveMeanHours: 10,
    resolveP90Hours: 10,
    slaCompliancePercent: 0,
    firstTimeFixPercent: 100,
    pmCompliancePercent: 0,
    spendCents: 12_345,
  },
  previous: { ...NOTHING, backlog: 1, backlog8to30: 1 },
} satisfies Record<string, MaintenanceFigures>;

const get = (actor: 'admin' | 'manager' | 'technician', query: string) =>
  ctx[actor].request({ method: 'GET', url: `/api/reports/maintenance?${query}` });

describe('GET /api/reports/maintenance', () => {
  it('answers every figure of the range and the period before, in total and per store (admin)', async () => {
    const response = await get('admin', RANGE);
    expect(response.statusCode).toBe(200);
    const report = response.json<MaintenanceReport>();
    expect(report).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-05',
      previousFrom: '2025-12-27',
      previousTo: '2025-12-31',
      locationId: null,
      currency: 'USD',
    });
    expect(report.totals).toEqual({ current: CURRENT_TOTAL, previous: PREVIOUS_TOTAL });
    const byName = new Map(report.stores.map((store) => [store.name, store]));
    expect(byName.get('Downtown')).toEqual({
      locationId: ids.downtown,
      name: 'Downtown',
      ...DOWNTOWN,
    });
    expect(byName.get('Airport')).toEqual({ locationId: ids.airport, name: 'Airport', ...AIRPORT });
    // A store with nothing in either period still shows, with nothing to measure.
    expect(byName.get('Mall Location')).toEqual({
      locationId: ids.mall,
      name: 'Mall Location',
      current: NOTHING,
      previous: NOTHING,
    });
    expect(report.stores.map((store) => store.name)).toEqual([
      'Airport',
      'Downtown',
      'Highway 101',
      'Mall Location',
      'North Side',
    ]);
  });

  it('narrows to one store with locationId: its figures are the totals', async () => {
    const report = (
      await get('admin', `${RANGE}&locationId=${ids.airport ?? ''}`)
    ).json<MaintenanceReport>();
    expect(report.locationId).toBe(ids.airport);
    expect(report.totals).toEqual(AIRPORT);
    expect(report.stores).toEqual([{ locationId: ids.airport, name: 'Airport', ...AIRPORT }]);
  });

  it("gives a manager their store only, without spend (repair costs are admins'), and 404 for another store", async () => {
    const response = await get('manager', RANGE);
    expect(response.statusCode).toBe(200);
    const report = response.json<MaintenanceReport>();
    const noSpend = (figures: MaintenanceFigures) => ({ ...figures, spendCents: null });
    expect(report.stores).toEqual([
      {
        locationId: ids.downtown,
        name: 'Downtown',
        current: noSpend(DOWNTOWN.current),
        previous: noSpend(DOWNTOWN.previous),
      },
    ]);
    expect(report.totals).toEqual({
      current: noSpend(DOWNTOWN.current),
      previous: noSpend(DOWNTOWN.previous),
    });
    expect((await get('manager', `${RANGE}&locationId=${ids.downtown ?? ''}`)).statusCode).toBe(
      200,
    );
    const other = await get('manager', `${RANGE}&locationId=${ids.airport ?? ''}`);
    expect(other.statusCode).toBe(404);
  });

  it('refuses technicians whatever the query holds', async () => {
    expect((await get('technician', RANGE)).statusCode).toBe(403);
    expect((await get('technician', 'from=bad')).statusCode).toBe(403);
  });

  it('refuses a range that ends before it starts or spans more than two years, saying why', async () => {
    const backwards = await get('admin', 'from=2026-01-05&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ error: string }>().error).toBe('to must be on or after from');
    const tooLong = await get('admin', 'from=2024-01-01&to=2026-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ error: string }>().error).toBe('The range can be at most 2 years');
    expect((await get('admin', 'from=2024-01-02&to=2026-01-02')).statusCode).toBe(200);
    expect((await get('admin', 'from=2026-01-01')).statusCode).toBe(400);
    expect(
      (await get('admin', `${RANGE}&locationId=00000000-0000-4000-8000-000000000000`)).statusCode,
    ).toBe(404);
  });
});
