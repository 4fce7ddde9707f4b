import { beforeAll, describe, expect, it } from 'vitest';

import type { ApproveAllResult, Timesheet } from '#contract/schemas/timesheet.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import {
  insertPayPeriod,
  insertWorkSession,
  requestCorrection,
  setHomeStore,
  setTimeSettings,
} from '#tests/helpers/timesheet-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Issue 36: 'Approve all' approves every week of a range with no open flags, and lists the ones
// it skipped and why; a manager only their store's technicians, as single approval. The business
// zone is America/New_York (UTC-5 in December and January); now is Tue 2026-01-06.

const { ctx } = fileTestContext();
const WEEK = '2025-12-28';
const LOCKED_WEEK = '2025-12-21';

let clean: Actor;
let missedBreak: Actor;
let stillOpen: Actor;
let requested: Actor;
let uptown: Actor;
let approvedAlready: Actor;

async function technician(name: string, store: string): Promise<Actor> {
  const actor = await ctx.newActor('technician', { name });
  await setHomeStore(ctx, actor.user.id, store);
  return actor;
}

function approveAll(actor: Actor, payload: { startDate: string; endDate: string }) {
  return actor.request({ method: 'POST', url: '/api/timesheets/approve-all', payload });
}

const weekOfDecember28 = { startDate: WEEK, endDate: '2026-01-03' };

beforeAll(async () => {
  await setTimeSettings(ctx, {
    breaksPaid: false,
    breakRuleEnabled: true,
    breakRuleAfterMinutes: 360,
    breakRuleMinutes: 30,
  });
  clean = await technician('Ada Clean', 'Downtown');
  missedBreak = await technician('Ben Nobreak', 'Downtown');
  stillOpen = await technician('Cy Stillopen', 'Downtown');
  requested = await technician('Dee Requested', 'Downtown');
  uptown = await technician('Eve Uptown', 'Airport');
  approvedAlready = await technician('Fay Approved', 'Downtown');
  // Mon Dec 29 08:00–16:30 local with a 30-minute break: clean.
  await insertWorkSession(ctx, {
    userId: clean.user.id,
    clockIn: '2025-12-29T13:00:00Z',
    clockOut: '2025-12-29T21:30:00Z',
    breaks: [['2025-12-29T17:00:00Z', '2025-12-29T17:30:00Z']],
  });
  // 8 h without a break: 'Missed break'.
  await insertWorkSession(ctx, {
    userId: missedBreak.user.id,
    clockIn: '2025-12-29T13:00:00Z',
    clockOut: '2025-12-29T21:00:00Z',
  });
  // Clocked in on Wed Dec 31 and never out.
  await insertWorkSession(ctx, { userId: stillOpen.user.id, clockIn: '2025-12-31T13:00:00Z' });
  const session = await insertWorkSession(ctx, {
    userId: requested.user.id,
    clockIn: '2025-12-30T13:00:00Z',
    clockOut: '2025-12-30T17:00:00Z',
  });
  await requestCorrection(ctx, session.id, requested.user.id);
  await insertWorkSession(ctx, {
    userId: uptown.user.id,
    clockIn: '2025-12-29T13:00:00Z',
    clockOut: '2025-12-29T17:00:00Z',
  });
  await insertWorkSession(ctx, {
    userId: approvedAlready.user.id,
    clockIn: '2025-12-29T13:00:00Z',
    clockOut: '2025-12-29T17:00:00Z',
  });
  const single = await ctx.admin.request({
    method: 'POST',
    url: '/api/timesheets/approve',
    payload: { userId: approvedAlready.user.id, weekStart: WEEK },
  });
  expect(single.statusCode, single.body).toBe(200);
});

function names(weeks: { user: { name: string } }[]): string[] {
  return weeks.map((week) => week.user.name).sort();
}

describe('POST /api/timesheets/approve-all', () => {
  it("approves only the manager's store technicians without open flags, and says why it skipped the others", async () => {
    const response = await approveAll(ctx.manager, weekOfDecember28);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ApproveAllResult>();
    expect(names(result.approved)).toEqual(['Ada Clean']);
    expect(result.approved[0]?.weekStart).toBe(WEEK);
    expect(
      Object.fromEntries(result.skipped.map((week) => [week.user.name, week.reasons])),
    ).toEqual({
      'Ben Nobreak': ['break-rule'],
      // Open since Wednesday: also more than 16 hours.
      'Cy Stillopen': ['open-session', 'needs-review'],
      'Dee Requested': ['correction-requested'],
    });
    expect(result.alreadyApproved).toBe(1);
    // Another store's technician is neither approved nor named to this manager.
    expect(JSON.stringify(result)).not.toContain('Eve Uptown');
    const sheets = await ctx.admin.request({
      method: 'GET',
      url: `/api/timesheets?weekStart=${WEEK}`,
    });
    const approved = sheets
      .json<Timesheet[]>()
      .filter((sheet) => sheet.approval !== null)
      .map((sheet) => sheet.user.name)
      .sort();
    expect(approved).toEqual(['Ada Clean', 'Fay Approved']);
  });

  it('lets an admin approve every store, and a second run approves nothing more', async () => {
    const first = await approveAll(ctx.admin, weekOfDecember28);
    expect(first.statusCode, first.body).toBe(200);
    expect(names(first.json<ApproveAllResult>().approved)).toEqual(['Eve Uptown']);
    const again = await approveAll(ctx.admin, weekOfDecember28);
    const result = again.json<ApproveAllResult>();
    expect(result.approved).toEqual([]);
    expect(result.alreadyApproved).toBe(3);
    expect(names(result.skipped)).toEqual(['Ben Nobreak', 'Cy Stillopen', 'Dee Requested']);
  });

  it('skips the weeks of a locked pay period', async () => {
    await insertPayPeriod(ctx, { startDate: LOCKED_WEEK, endDate: '2025-12-27', locked: true });
    await insertWorkSession(ctx, {
      userId: clean.user.id,
      clockIn: '2025-12-22T13:00:00Z',
      clockOut: '2025-12-22T17:00:00Z',
    });
    const response = await approveAll(ctx.admin, { startDate: LOCKED_WEEK, endDate: '2025-12-27' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ApproveAllResult>()).toMatchObject({
      approved: [],
      skipped: [{ user: { name: 'Ada Clean' }, weekStart: LOCKED_WEEK, reasons: ['locked'] }],
    });
  });

  it('refuses technicians and bad ranges, and changes nothing', async () => {
    const refused = await approveAll(ctx.technician, weekOfDecember28);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    const backwards = await approveAll(ctx.admin, { startDate: '2026-01-03', endDate: WEEK });
    expect(backwards.statusCode).toBe(400);
    const tooLong = await approveAll(ctx.admin, { startDate: '2025-11-01', endDate: '2026-01-03' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: 'Approve all covers at most 31 days' });
    const notADay = await approveAll(ctx.admin, { startDate: 'soon', endDate: WEEK });
    expect(notADay.statusCode).toBe(400);
  });
});
