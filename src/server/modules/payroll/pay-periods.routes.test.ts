import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PayPeriod } from '#contract/schemas/timesheet.ts';
import { PERIOD_LOCKED_MESSAGE } from '#contract/schemas/time-correction.ts';
import {
  PERIOD_ALREADY_LOCKED_MESSAGE,
  PERIOD_HAS_OPEN_SESSION_MESSAGE,
  PERIOD_NOT_LOCKED_MESSAGE,
  PERIOD_OVERLAP_MESSAGE,
  PERIOD_TOO_LONG_MESSAGE,
} from '#contract/schemas/timesheet.ts';
import { payPeriods, timeSessions, timeSettings, timesheetApprovals } from '#server/db/schema.ts';
import { createTestContext } from '#tests/helpers/build-test-app.ts';
import type { TestContext } from '#tests/helpers/build-test-app.ts';

import { PAY_PERIODS_ADMIN_MESSAGE, PAY_PERIODS_VIEW_MESSAGE } from './payroll.routes.ts';
import { END_BEFORE_START_MESSAGE } from './pay-periods.service.ts';

// Decision 035 §7. The tests' business zone is America/New_York (UTC-5 in January); the
// default clock is Tuesday 2026-01-06 09:00 there and the default anchor Sunday 2026-01-04, weekly.

async function list(ctx: TestContext): Promise<PayPeriod[]> {
  const response = await ctx.admin.request({ method: 'GET', url: '/api/pay-periods' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PayPeriod[]>();
}

function days(periods: PayPeriod[]): string[] {
  return periods.map((period) => `${period.startDate}..${period.endDate}`);
}

describe('the weekly schedule, adding, locking and unlocking', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('stores the current and the previous week once, newest first', async () => {
    const periods = await list(ctx);
    expect(days(periods)).toEqual(['2026-01-04..2026-01-10', '2025-12-28..2026-01-03']);
    expect(periods.map((period) => period.ended)).toEqual([false, true]);
    expect(periods[0]).toMatchObject({
      locked: false,
      lockedAt: null,
      lockedBy: null,
      weeks: 0,
      approvedWeeks: 0,
      events: [{ kind: 'created', actor: null, reason: null }],
    });
    // Idempotent: asking again (and the scheduled check) stores nothing more.
    await ctx.app.scheduler.runAll();
    expect(days(await list(ctx))).toHaveLength(2);
  });

  it('keeps up with the calendar through the scheduled check alone', async () => {
    ctx.clock.set('2026-01-13T15:00:00.000Z');
    await ctx.app.scheduler.runAll();
    const rows = await ctx.database.db.select({ start: payPeriods.startDate }).from(payPeriods);
    expect(rows.map((row) => row.start).sort()).toEqual(['2025-12-28', '2026-01-04', '2026-01-11']);
    // Back to the default week for the tests below.
    await ctx.database.db.delete(payPeriods).where(eq(payPeriods.startDate, '2026-01-11'));
    ctx.clock.set('2026-01-06T14:00:00.000Z');
  });

  it('lets managers read the periods and refuses technicians', async () => {
    const asManager = await ctx.manager.request({ method: 'GET', url: '/api/pay-periods' });
    expect(asManager.statusCode).toBe(200);
    const asTechnician = await ctx.technician.request({ method: 'GET', url: '/api/pay-periods' });
    expect(asTechnician.statusCode).toBe(403);
    expect(asTechnician.json()).toMatchObject({ error: PAY_PERIODS_VIEW_MESSAGE });
  });

  it('adds a period of at most 31 days that overlaps no stored one', async () => {
    const post = (payload: Record<string, unknown>, actor = ctx.admin) =>
      actor.request({ method: 'POST', url: '/api/pay-periods', payload });
    const before = await ctx.database.db.select().from(payPeriods);

    const backwards = await post({ startDate: '2025-11-10', endDate: '2025-11-09' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: END_BEFORE_START_MESSAGE,
    });
    const tooLong = await post({ startDate: '2025-11-01', endDate: '2025-12-02' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: PERIOD_TOO_LONG_MESSAGE });
    const overlapping = await post({ startDate: '2025-12-20', endDate: '2025-12-28' });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({
      code: 'PERIOD_OVERLAP',
      error: PERIOD_OVERLAP_MESSAGE,
    });
    const badDay = await post({ startDate: '2025-13-01', endDate: '2025-12-02' });
    expect(badDay.statusCode).toBe(400);
    const asManager = await post({ startDate: '2025-11-01', endDate: '2025-11-07' }, ctx.manager);
    expect(asManager.statusCode).toBe(403);
    expect(asManager.json()).toMatchObject({ error: PAY_PERIODS_ADMIN_MESSAGE });
    expect(await ctx.database.db.select().from(payPeriods)).toHaveLength(before.length);

    const created = await post({ startDate: '2025-11-27', endDate: '2025-12-27' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<PayPeriod>()).toMatchObject({
      startDate: '2025-11-27',
      endDate: '2025-12-27',
      locked: false,
      ended: true,
      events: [
        {
          kind: 'created',
          actor: { id: ctx.admin.user.id, name: ctx.admin.user.name },
          reason: null,
          createdAt: ctx.clock.now().toISOString(),
        },
      ],
    });
    expect(days(await list(ctx))[2]).toBe('2025-11-27..2025-12-27');
  });

  it('locks only a period without open sessions, once', async () => {
    const [, previous] = await list(ctx);
    const lock = (id: string, payload: Record<string, unknown> = {}, actor = ctx.admin) =>
      actor.request({ method: 'POST', url: `/api/pay-periods/${id}/lock`, payload });

    // Forgotten since Saturday night (in the previous period): nobody may lock it yet.
    const [open] = await ctx.database.db
      .insert(timeSessions)
      .values({ userId: ctx.technician.user.id, clockInTime: new Date('2026-01-03T23:00:00Z') })
      .returning({ id: timeSessions.id });
    const withOpen = await lock(previous?.id ?? '');
    expect(withOpen.statusCode).toBe(409);
    expect(withOpen.json()).toMatchObject({
      code: 'PERIOD_HAS_OPEN_SESSION',
      error: PERIOD_HAS_OPEN_SESSION_MESSAGE,
    });
    const asManager = await lock(previous?.id ?? '', {}, ctx.manager);
    expect(asManager.statusCode).toBe(403);
    expect(asManager.json()).toMatchObject({ error: PAY_PERIODS_ADMIN_MESSAGE });
    expect((await list(ctx))[1]?.locked).toBe(false);

    await ctx.database.db
      .update(timeSessions)
      .set({ clockOutTime: new Date('2026-01-04T07:00:00Z'), durationMinutes: 480 })
      .where(eq(timeSessions.id, open?.id ?? ''));
    await ctx.database.db
      .insert(timesheetApprovals)
      .values({ userId: ctx.technician.user.id, weekStart: '2025-12-28' });
    ctx.clock.advance(60_000);
    const locked = await lock(previous?.id ?? '', { reason: '  Payroll sent  ' });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json<PayPeriod>()).toMatchObject({
      locked: true,
      lockedAt: ctx.clock.now().toISOString(),
      lockedBy: { id: ctx.admin.user.id, name: ctx.admin.user.name },
      // The session ran from Saturday into Sunday: only its Saturday is in this period.
      weeks: 1,
      approvedWeeks: 1,
      events: [
        { kind: 'created', actor: null },
        { kind: 'locked', actor: { id: ctx.admin.user.id }, reason: 'Payroll sent' },
      ],
    });
    // The Sunday part is in the current week, which is not approved.
    expect((await list(ctx))[0]).toMatchObject({ weeks: 1, approvedWeeks: 0 });

    const again = await lock(previous?.id ?? '');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'PERIOD_LOCKED',
      error: PERIOD_ALREADY_LOCKED_MESSAGE,
    });
    // An empty body is fine for locking (the reason is optional).
    const missing = await ctx.admin.request({
      method: 'POST',
      url: '/api/pay-periods/00000000-0000-4000-8000-000000000000/lock',
    });
    expect(missing.statusCode, missing.body).toBe(404);
  });

  it('unlocks only with a reason, and keeps every event', async () => {
    const previous = (await list(ctx))[1];
    const unlock = (payload: Record<string, unknown>, actor = ctx.admin) =>
      actor.request({
        method: 'POST',
        url: `/api/pay-periods/${previous?.id ?? ''}/unlock`,
        payload,
      });
    for (const payload of [{}, { reason: '   ' }]) {
      const refused = await unlock(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await unlock({ reason: 'Rerun' }, ctx.manager)).statusCode).toBe(403);
    expect((await list(ctx))[1]?.locked).toBe(true);

    ctx.clock.advance(60_000);
    const unlocked = await unlock({ reason: 'Sam’s Saturday was missing' });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json<PayPeriod>()).toMatchObject({
      locked: false,
      lockedAt: null,
      lockedBy: null,
      events: [
        { kind: 'created' },
        { kind: 'locked', reason: 'Payroll sent' },
        {
          kind: 'unlocked',
          actor: { id: ctx.admin.user.id, name: ctx.admin.user.name },
          reason: 'Sam’s Saturday was missing',
          createdAt: ctx.clock.now().toISOString(),
        },
      ],
    });
    const again = await unlock({ reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'PERIOD_NOT_LOCKED',
      error: PERIOD_NOT_LOCKED_MESSAGE,
    });
  });
});

describe('a period locked before it ends', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses every clock-in into it until an admin unlocks it (decision 035 §7)', async () => {
    const [current] = await list(ctx);
    expect(current?.ended).toBe(false);
    const locked = await ctx.admin.request({
      method: 'POST',
      url: `/api/pay-periods/${current?.id ?? ''}/lock`,
      payload: { reason: 'Payroll closes early this week' },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    const clockIn = () =>
      ctx.technician.request({ method: 'POST', url: '/api/time-clock/in', payload: {} });
    const refused = await clockIn();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PERIOD_LOCKED', error: PERIOD_LOCKED_MESSAGE });
    const active = await ctx.technician.request({ method: 'GET', url: '/api/time-clock/active' });
    expect(active.json()).toMatchObject({ isActive: false });

    const unlocked = await ctx.admin.request({
      method: 'POST',
      url: `/api/pay-periods/${current?.id ?? ''}/unlock`,
      payload: { reason: 'Opened again for the week' },
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect((await clockIn()).statusCode).toBe(201);
  });
});

describe('the bi-weekly schedule', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ now: '2026-01-20T15:00:00.000Z' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('stores two-week periods from the anchor and skips one that overlaps a stored period', async () => {
    await ctx.database.db
      .update(timeSettings)
      .set({ payPeriodLength: 'biweekly', payPeriodAnchor: '2025-12-07' })
      .where(eq(timeSettings.id, 1));
    // An admin added a period before the schedule reached it.
    const added = await ctx.admin.request({
      method: 'POST',
      url: '/api/pay-periods',
      payload: { startDate: '2026-01-01', endDate: '2026-01-10' },
    });
    expect(added.statusCode, added.body).toBe(201);
    // Today is Tuesday 2026-01-20: the current period is 01-18..01-31, the previous one
    // 01-04..01-17 overlaps the added period and is skipped.
    expect(days(await list(ctx))).toEqual(['2026-01-18..2026-01-31', '2026-01-01..2026-01-10']);

    // Two weeks later (signed-in sessions have expired by then): the scheduled check alone.
    ctx.clock.set('2026-02-03T15:00:00.000Z');
    await ctx.app.scheduler.runAll();
    const rows = await ctx.database.db
      .select({ start: payPeriods.startDate, end: payPeriods.endDate })
      .from(payPeriods);
    expect(rows.map((row) => `${row.start}..${row.end}`).sort()).toEqual([
      '2026-01-01..2026-01-10',
      '2026-01-18..2026-01-31',
      '2026-02-01..2026-02-14',
    ]);
  });
});
