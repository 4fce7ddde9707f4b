import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Insight } from '#contract/schemas/ai.ts';
import { tickets } from '#server/db/schema.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import {
  insertDispatch,
  insertTicket,
  insertUnit,
  insertVendor,
} from '#tests/helpers/spend-fixture.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Architecture §7: the insights learn the vendor data. The clock is 2026-01-06; the insights look back
// 90 days (to 2025-10-08).
//
// Arctic Air, Walk-in Freezer at Airport: sent 09-01 (before the window), 12-01 (A1) and 12-20
//   (A2, 19 days later: a repeat) → one insight naming A1 and A2.
// Arctic Air, Fryer 1 at Downtown: 11-01 and 12-15, 44 days apart → no insight.
// Polar Service, the same freezer on 12-25: another vendor, so not Arctic Air's repeat, and its
//   only visit → no insight.
// Hood Pro, Hood 1 at Downtown (issue 36): preventive visits on 11-20 and 12-05 (15 days apart), a
//   repair on 12-15 (10 days after a preventive one) and another preventive on 12-22 → planned
//   visits are never failures: no insight, and no repeat visit on its scorecard.

const { ctx } = fileTestContext();
let repeatNumbers: number[] = [];
let hoodPro: string;

beforeAll(async () => {
  const arctic = await insertVendor(ctx, 'Arctic Air');
  const polar = await insertVendor(ctx, 'Polar Service');
  const freezer = await insertUnit(ctx, {
    name: 'Walk-in Freezer',
    store: 'Airport',
    category: 'Freezer',
  });
  const fryer = await insertUnit(ctx, { name: 'Fryer 1', store: 'Downtown', category: 'Fryer' });
  const send = async (
    title: string,
    vendorId: string,
    unit: { id: string; store: string; category: string },
    sentAt: string,
    isPreventive = false,
  ) => {
    const ticketId = await insertTicket(ctx, {
      title,
      store: unit.store,
      category: unit.category,
      equipmentId: unit.id,
      isPreventive,
    });
    await insertDispatch(ctx, { ticketId, vendorId, status: 'approved', sentAt });
    return ticketId;
  };
  const freezerUnit = { id: freezer, store: 'Airport', category: 'Freezer' };
  const fryerUnit = { id: fryer, store: 'Downtown', category: 'Fryer' };
  await send('Freezer old', arctic, freezerUnit, '2025-09-01T15:00:00Z');
  const first = await send('Freezer A1', arctic, freezerUnit, '2025-12-01T15:00:00Z');
  const second = await send('Freezer A2', arctic, freezerUnit, '2025-12-20T15:00:00Z');
  await send('Freezer P1', polar, freezerUnit, '2025-12-25T15:00:00Z');
  await send('Fryer F1', arctic, fryerUnit, '2025-11-01T15:00:00Z');
  await send('Fryer F2', arctic, fryerUnit, '2025-12-15T15:00:00Z');
  hoodPro = await insertVendor(ctx, 'Hood Pro');
  const hood = await insertUnit(ctx, { name: 'Hood 1', store: 'Downtown', category: 'HVAC' });
  const hoodUnit = { id: hood, store: 'Downtown', category: 'HVAC' };
  await send('Hood PM 1', hoodPro, hoodUnit, '2025-11-20T15:00:00Z', true);
  await send('Hood PM 2', hoodPro, hoodUnit, '2025-12-05T15:00:00Z', true);
  await send('Hood fan belt', hoodPro, hoodUnit, '2025-12-15T15:00:00Z');
  await send('Hood PM 3', hoodPro, hoodUnit, '2025-12-22T15:00:00Z', true);
  const numbered = await ctx.database.db
    .select({ number: tickets.ticketNumber })
    .from(tickets)
    .where(inArray(tickets.id, [first, second]));
  repeatNumbers = numbered.map((row) => row.number).sort((left, right) => left - right);
});

async function vendorInsights(actor: Actor): Promise<Insight[]> {
  const response = await actor.request({ method: 'GET', url: '/api/insights' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Insight[]>().filter((insight) => / was sent to /.test(insight.issue));
}

describe('insights on vendors sent back to the same unit (architecture §7)', () => {
  it('names the vendor, the unit and the tickets of a repeat visit within 30 days', async () => {
    const found = await vendorInsights(ctx.admin);
    expect(found).toHaveLength(1);
    const [insight] = found;
    expect(insight?.issue).toBe(
      'Arctic Air was sent to Walk-in Freezer at Airport 2 times in the last 90 days, again within 30 days of an earlier visit.',
    );
    expect(insight?.ticketNumbers).toEqual(repeatNumbers);
    expect(insight?.location).toBe('Airport');
    expect(insight?.category).toBe('Freezer');
    expect(insight?.solution).toContain('second-call vendor for Freezer at Airport');
  });

  it('never counts preventive maintenance visits as repeat failures, in the insights or the scorecard (issue 36)', async () => {
    const found = await vendorInsights(ctx.admin);
    expect(found.map((insight) => insight.issue)).toEqual([
      expect.stringMatching(/^Arctic Air was sent to Walk-in Freezer/),
    ]);
    const scorecard = await ctx.admin.request({
      method: 'GET',
      url: `/api/vendors/${hoodPro}/scorecard`,
    });
    expect(scorecard.statusCode, scorecard.body).toBe(200);
    expect(scorecard.json()).toMatchObject({ dispatches: 4, repeatVisits: 0 });
  });

  it('shows vendor insights to admins only', async () => {
    expect(await vendorInsights(ctx.manager)).toEqual([]);
    expect(await vendorInsights(ctx.technician)).toEqual([]);
  });
});
