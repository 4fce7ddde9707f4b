import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import type { Timesheet } from '#contract/schemas/timesheet.ts';
import {
  TimesheetSchema,
  ALREADY_APPROVED_MESSAGE,
  APPROVAL_WITHDRAWN_REASON,
  NOT_APPROVED_MESSAGE,
  WEEK_HAS_OPEN_SESSION_MESSAGE,
  WEEK_START_SUNDAY_MESSAGE,
} from '#contract/schemas/timesheet.ts';
import { PERIOD_LOCKED_MESSAGE } from '#contract/schemas/time-correction.ts';
import { notifications, timesheetEvents } from '#server/db/schema.ts';
import { createTimesheetsRepository } from '#server/modules/timesheets/timesheets.repository.ts';
import { createTimesheetsService } from '#server/modules/timesheets/timesheets.service.ts';
import { precompiledSerializer } from '#server/plugins/precompiled-serializer.ts';
import { DEFAULT_NOW, TEST_TIME_ZONE } from '#tests/helpers/build-test-app.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import {
  insertPayPeriod,
  insertWorkSession,
  requestCorrection,
  setHomeStore,
  setTimeSettings,
} from '#tests/helpers/timesheet-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 035 §5, §7, §9. The tests' business zone is America/New_York: in January a
// local time is UTC − 5 h, so 08:00 local is 13:00Z. The week of 2026-01-04 runs Sunday to Saturday.

const { ctx } = fileTestContext();
beforeAll(async () => {
  await setHomeStore(ctx, ctx.technician.user.id, 'Downtown');
});
beforeEach(async () => {
  ctx.clock.set(DEFAULT_NOW);
  await setTimeSettings(ctx, {
    breaksPaid: false,
    roundingMinutes: 0,
    breakRuleEnabled: false,
    dailyOvertimeEnabled: false,
    doubleTimeEnabled: false,
    weeklyOvertimeEnabled: true,
    weeklyOvertimeMinutes: 2400,
  });
});

const WEEK = '2026-01-04';
/** The week before, which has ended by the tests' clock (moving the clock days on ends sign-ins). */
const ENDED_WEEK = '2025-12-28';

function getSheets(actor: Actor, query: string) {
  return actor.request({ method: 'GET', url: `/api/timesheets${query}` });
}

function approve(actor: Actor, userId: string, weekStart: string) {
  return actor.request({
    method: 'POST',
    url: '/api/timesheets/approve',
    payload: { userId, weekStart },
  });
}

function unapprove(actor: Actor, userId: string, reason: string, weekStart: string) {
  return actor.request({
    method: 'POST',
    url: '/api/timesheets/unapprove',
    payload: { userId, weekStart, reason },
  });
}

async function sheetOf(actor: Actor, userId: string, weekStart = WEEK): Promise<Timesheet> {
  const response = await getSheets(actor, `?weekStart=${weekStart}&userId=${userId}`);
  expect(response.statusCode).toBe(200);
  const [sheet] = response.json<Timesheet[]>();
  return sheet!;
}

async function technicianOf(store: string, name?: string) {
  const actor = await ctx.newActor('technician', name ? { name } : undefined);
  await setHomeStore(ctx, actor.user.id, store);
  return actor;
}

describe('GET /api/timesheets: a week split into regular, overtime and double time', () => {
  it('matches the hand-computed days and totals, with breaks deducted and the flags', async () => {
    await setTimeSettings(ctx, {
      dailyOvertimeEnabled: true,
      dailyOvertimeMinutes: 480,
      doubleTimeEnabled: true,
      doubleTimeMinutes: 720,
      breakRuleEnabled: true,
      breakRuleAfterMinutes: 360,
      breakRuleMinutes: 30,
    });
    const tech = await technicianOf('Downtown', 'Tony Reyes');
    const userId = tech.user.id;
    // Mon 08:00–18:00 with a 30-minute break: 570 worked = 480 regular + 90 overtime. Corrected.
    await insertWorkSession(ctx, {
      userId,
      clockIn: '2026-01-05T13:00:00Z',
      clockOut: '2026-01-05T23:00:00Z',
      breaks: [['2026-01-05T17:00:00Z', '2026-01-05T17:30:00Z']],
      corrected: true,
    });
    // Tue 07:00–21:00, 30-minute break: 810 = 480 regular + 240 overtime + 90 double time.
    await insertWorkSession(ctx, {
      userId,
      clockIn: '2026-01-06T12:00:00Z',
      clockOut: '2026-01-07T02:00:00Z',
      breaks: [['2026-01-06T17:00:00Z', '2026-01-06T17:30:00Z']],
    });
    // Wed 08:00–16:30, no break: 510 = 480 + 30 overtime; past 6 h without 30 minutes of break.
    await insertWorkSession(ctx, {
      userId,
      clockIn: '2026-01-07T13:00:00Z',
      clockOut: '2026-01-07T21:30:00Z',
    });
    // Thu 08:00–16:00: 480 regular (1,920 regular so far), a correction requested.
    const thursday = await insertWorkSession(ctx, {
      userId,
      clockIn: '2026-01-08T13:00:00Z',
      clockOut: '2026-01-08T21:00:00Z',
    });
    await requestCorrection(ctx, thursday.id, userId);
    // Fri 08:00–18:00, 30-minute break: 570 = 480 regular (the week's 2,400 reached) + 90.
    await insertWorkSession(ctx, {
      userId,
      clockIn: '2026-01-09T13:00:00Z',
      clockOut: '2026-01-09T23:00:00Z',
      breaks: [['2026-01-09T17:00:00Z', '2026-01-09T17:30:00Z']],
    });
    // Sat 09:00–12:00 added by hand: 180, all weekly overtime.
    await insertWorkSession(ctx, {
      userId,
      clockIn: '2026-01-10T14:00:00Z',
      clockOut: '2026-01-10T17:00:00Z',
      source: 'manual',
    });

    const sheet = await sheetOf(ctx.admin, userId);

    expect(sheet.user).toEqual({ id: userId, name: 'Tony Reyes', username: tech.user.username });
    expect(sheet.weekStart).toBe(WEEK);
    expect(
      sheet.days.map((day) => [
        day.date,
        day.regularMinutes,
        day.overtimeMinutes,
        day.doubleTimeMinutes,
        day.unpaidBreakMinutes,
      ]),
    ).toEqual([
      ['2026-01-04', 0, 0, 0, 0],
      ['2026-01-05', 480, 90, 0, 30],
      ['2026-01-06', 480, 240, 90, 30],
      ['2026-01-07', 480, 30, 0, 0],
      ['2026-01-08', 480, 0, 0, 0],
      ['2026-01-09', 480, 90, 0, 30],
      ['2026-01-10', 0, 180, 0, 0],
    ]);
    expect({
      workedMinutes: sheet.workedMinutes,
      regularMinutes: sheet.regularMinutes,
      overtimeMinutes: sheet.overtimeMinutes,
      doubleTimeMinutes: sheet.doubleTimeMinutes,
      unpaidBreakMinutes: sheet.unpaidBreakMinutes,
    }).toEqual({
      workedMinutes: 3120,
      regularMinutes: 2400,
      overtimeMinutes: 630,
      doubleTimeMinutes: 90,
      unpaidBreakMinutes: 90,
    });
    expect(
      sheet.sessions.map((session) => [session.workedMinutes, session.breakMinutes, session.flags]),
    ).toEqual([
      [570, 30, ['corrected']],
      [810, 30, []],
      [510, 0, ['break-rule']],
      [480, 0, ['break-rule', 'correction-requested']],
      [570, 30, []],
      [180, 0, ['manual']],
    ]);
    expect(sheet.sessions[0]).toMatchObject({
      clockInTime: '2026-01-05T13:00:00.000Z',
      clockOutTime: '2026-01-05T23:00:00.000Z',
      unpaidBreakMinutes: 30,
    });
    expect(sheet.flags).toEqual(['break-rule', 'corrected', 'correction-requested', 'manual']);
    expect(sheet.approval).toBeNull();
    expect(sheet.locked).toBe(false);
  });

  it('is written by the precompiled serializer byte for byte as the contract writes it', async () => {
    // Decision 042 cut 9: production serializes this answer with a function compiled from the
    // contract; the tests check it against the contract, and here that both write the same bytes.
    const tech = await technicianOf('Downtown', 'Vera Quinn');
    const userId = tech.user.id;
    const monday = await insertWorkSession(ctx, {
      userId,
      clockIn: '2025-12-29T13:00:00Z',
      clockOut: '2025-12-29T23:00:00Z',
      breaks: [['2025-12-29T17:00:00Z', '2025-12-29T17:30:00Z']],
      corrected: true,
    });
    await requestCorrection(ctx, monday.id, userId);
    await insertWorkSession(ctx, {
      userId,
      clockIn: '2025-12-30T13:00:00Z',
      clockOut: '2025-12-30T16:00:00Z',
      source: 'manual',
    });
    expect((await approve(ctx.admin, userId, ENDED_WEEK)).statusCode).toBe(200);
    const response = await getSheets(ctx.admin, `?weekStart=${ENDED_WEEK}`);
    expect(response.statusCode).toBe(200);
    const sheets = response.json<Timesheet[]>();
    expect(sheets.find((sheet) => sheet.user.id === userId)?.approval).not.toBeNull();
    expect(precompiledSerializer(z.array(TimesheetSchema))(sheets)).toBe(response.body);
  });

  it('lists the sessions touching the week, from the night before it and still running', async () => {
    // The week starts 2026-01-04T05:00Z (midnight in New York). Issue 37: read through two indexed
    // branches (began in the week; began before it and running at its start), same rows as before.
    const tech = await technicianOf('Downtown');
    const userId = tech.user.id;
    const acrossStart = await insertWorkSession(ctx, {
      userId,
      clockIn: '2026-01-04T03:00:00Z',
      clockOut: '2026-01-04T07:00:00Z',
    });
    // A punch in and out at one instant inside the week is in it.
    const instant = await insertWorkSession(ctx, {
      userId,
      clockIn: '2026-01-05T13:00:00Z',
      clockOut: '2026-01-05T13:00:00Z',
    });
    const sheet = await sheetOf(ctx.admin, userId);
    expect(sheet.sessions.map((session) => session.id)).toEqual([acrossStart.id, instant.id]);
    expect(sheet.days[0]?.workedMinutes).toBe(120);

    // Ends as the week begins, and a punch in and out at that very instant: not in the week.
    const before = await technicianOf('Downtown');
    await insertWorkSession(ctx, {
      userId: before.user.id,
      clockIn: '2026-01-04T01:00:00Z',
      clockOut: '2026-01-04T05:00:00Z',
    });
    await insertWorkSession(ctx, {
      userId: before.user.id,
      clockIn: '2026-01-04T05:00:00Z',
      clockOut: '2026-01-04T05:00:00Z',
    });
    expect((await sheetOf(ctx.admin, before.user.id)).sessions).toEqual([]);

    const other = await technicianOf('Downtown');
    const running = await insertWorkSession(ctx, {
      userId: other.user.id,
      clockIn: '2025-12-20T13:00:00Z',
    });
    const otherSheet = await sheetOf(ctx.admin, other.user.id);
    expect(otherSheet.sessions.map((session) => session.id)).toEqual([running.id]);
  });

  it('rounds punches as the settings say, leaving the shown punches as stored', async () => {
    await setTimeSettings(ctx, { roundingMinutes: 15 });
    const tech = await technicianOf('Downtown');
    // 08:07 rounds to 08:00 and 16:08 to 16:15: 495 minutes, not the 481 that passed.
    await insertWorkSession(ctx, {
      userId: tech.user.id,
      clockIn: '2026-01-05T13:07:00Z',
      clockOut: '2026-01-05T21:08:00Z',
    });
    const sheet = await sheetOf(ctx.admin, tech.user.id);
    expect(sheet.workedMinutes).toBe(495);
    expect(sheet.sessions[0]).toMatchObject({
      clockInTime: '2026-01-05T13:07:00.000Z',
      clockOutTime: '2026-01-05T21:08:00.000Z',
      workedMinutes: 495,
    });
  });

  it('defaults to this week and refuses a weekStart that is not a Sunday', async () => {
    const own = await getSheets(ctx.technician, '');
    expect(own.statusCode).toBe(200);
    expect(own.json<Timesheet[]>().map((sheet) => sheet.weekStart)).toEqual([WEEK]);

    const monday = await getSheets(ctx.admin, '?weekStart=2026-01-05');
    expect(monday.statusCode).toBe(400);
    expect(monday.body).toContain(WEEK_START_SUNDAY_MESSAGE);
  });
});

describe('GET /api/timesheets: who sees whose', () => {
  it('shows admins every active technician, managers their home store, technicians themselves', async () => {
    const airport = await technicianOf('Airport', 'Zed Airport');
    const downtown = await technicianOf('Downtown', 'Ada Downtown');

    const adminIds = (await getSheets(ctx.admin, `?weekStart=${WEEK}`))
      .json<Timesheet[]>()
      .map((sheet) => sheet.user.id);
    expect(adminIds).toEqual(expect.arrayContaining([airport.user.id, downtown.user.id]));
    expect(adminIds).not.toContain(ctx.manager.user.id);
    const names = (await getSheets(ctx.admin, `?weekStart=${WEEK}`))
      .json<Timesheet[]>()
      .map((sheet) => sheet.user.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const managerIds = (await getSheets(ctx.manager, `?weekStart=${WEEK}`))
      .json<Timesheet[]>()
      .map((sheet) => sheet.user.id);
    expect(managerIds).toContain(downtown.user.id);
    expect(managerIds).toContain(ctx.technician.user.id);
    expect(managerIds).not.toContain(airport.user.id);

    const own = await getSheets(downtown, `?weekStart=${WEEK}`);
    expect(own.json<Timesheet[]>().map((sheet) => sheet.user.id)).toEqual([downtown.user.id]);
  });

  it('answers more whole weeks at once than it computes at once, and frees every slot', async () => {
    // Issue 37: at most a few stores' or the chain's weeks are computed at once (WEEK_SLOTS, 4);
    // the others wait their turn and get the same answer. One person's week never waits.
    await insertWorkSession(ctx, {
      userId: ctx.technician.user.id,
      clockIn: '2026-01-05T13:00:00Z',
      clockOut: '2026-01-05T15:00:00Z',
    });
    const fresh = (actor: Actor, query: string) =>
      actor.request({
        method: 'GET',
        url: `/api/timesheets${query}`,
        headers: { 'cache-control': 'no-cache' },
      });
    const single = await fresh(ctx.admin, `?weekStart=${WEEK}`);
    expect(single.statusCode).toBe(200);
    const answers = await Promise.all([
      ...Array.from({ length: 9 }, () => fresh(ctx.admin, `?weekStart=${WEEK}`)),
      ...Array.from({ length: 3 }, () => fresh(ctx.manager, `?weekStart=${WEEK}`)),
      fresh(ctx.technician, `?weekStart=${WEEK}`),
      fresh(ctx.admin, `?weekStart=${WEEK}&userId=${ctx.technician.user.id}`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    for (const answer of answers.slice(0, 9)) expect(answer.body).toBe(single.body);
    const manager = answers[9]!.json<Timesheet[]>();
    expect(manager.map((sheet) => sheet.user.id)).toContain(ctx.technician.user.id);
    for (const answer of answers.slice(10, 12)) expect(answer.body).toBe(answers[9]!.body);
    const own = answers[12]!.json<Timesheet[]>();
    expect(own.map((sheet) => sheet.user.id)).toEqual([ctx.technician.user.id]);
    expect(answers[13]!.json<Timesheet[]>()).toEqual(own);
    // A slot kept after its answer would leave later weeks waiting for good: more than the
    // slots, one after another.
    for (let index = 0; index < 6; index += 1) {
      expect((await fresh(ctx.admin, `?weekStart=${WEEK}`)).body).toBe(single.body);
    }
  });

  it('refuses a signed-out caller', async () => {
    const response = await ctx.anonymous({ method: 'GET', url: '/api/timesheets' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a technician asking for someone else and a manager asking for another store', async () => {
    const airport = await technicianOf('Airport');
    const other = await getSheets(ctx.technician, `?userId=${airport.user.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: 'You can only view your own timesheets' });

    const managerOther = await getSheets(ctx.manager, `?userId=${airport.user.id}`);
    expect(managerOther.statusCode).toBe(403);
    const managerOwn = await getSheets(ctx.manager, `?userId=${ctx.technician.user.id}`);
    expect(managerOwn.statusCode).toBe(200);
  });

  it('lists a non-technician who has time that week for admins', async () => {
    await insertWorkSession(ctx, {
      userId: ctx.manager.user.id,
      clockIn: '2026-01-05T13:00:00Z',
      clockOut: '2026-01-05T14:00:00Z',
    });
    const sheets = (await getSheets(ctx.admin, `?weekStart=${WEEK}`)).json<Timesheet[]>();
    expect(sheets.find((sheet) => sheet.user.id === ctx.manager.user.id)?.workedMinutes).toBe(60);
  });
});

describe('POST /api/timesheets/approve and /unapprove', () => {
  it('approves an ended week once, then takes it back with a reason', async () => {
    const tech = await technicianOf('Downtown');
    await insertWorkSession(ctx, {
      userId: tech.user.id,
      clockIn: '2025-12-29T13:00:00Z',
      clockOut: '2025-12-29T21:00:00Z',
    });

    // Decision 035 §7: the running week may be approved too; a clock-in in it takes that back.
    const early = await approve(ctx.manager, tech.user.id, WEEK);
    expect(early.statusCode, early.body).toBe(200);
    const clockIn = await tech.request({ method: 'POST', url: '/api/time-clock/in', payload: {} });
    expect(clockIn.statusCode, clockIn.body).toBe(201);
    expect((await sheetOf(ctx.manager, tech.user.id, WEEK)).approval).toBeNull();
    const withdrawn = await ctx.database.db
      .select({ kind: timesheetEvents.kind, reason: timesheetEvents.reason })
      .from(timesheetEvents)
      .where(and(eq(timesheetEvents.userId, tech.user.id), eq(timesheetEvents.weekStart, WEEK)));
    expect(withdrawn).toEqual([
      { kind: 'approved', reason: null },
      { kind: 'unapproved', reason: APPROVAL_WITHDRAWN_REASON },
    ]);
    const clockOut = await tech.request({
      method: 'POST',
      url: '/api/time-clock/out',
      payload: {},
    });
    expect(clockOut.statusCode, clockOut.body).toBe(200);

    const approved = await approve(ctx.manager, tech.user.id, ENDED_WEEK);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<Timesheet>().approval).toEqual({
      approvedAt: DEFAULT_NOW,
      approvedBy: { id: ctx.manager.user.id, name: ctx.manager.user.name },
    });
    expect((await sheetOf(tech, tech.user.id, ENDED_WEEK)).approval?.approvedBy?.id).toBe(
      ctx.manager.user.id,
    );

    const again = await approve(ctx.admin, tech.user.id, ENDED_WEEK);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_APPROVED',
      error: ALREADY_APPROVED_MESSAGE,
    });

    const noReason = await unapprove(ctx.admin, tech.user.id, '  ', ENDED_WEEK);
    expect(noReason.statusCode).toBe(400);
    expect((await sheetOf(ctx.admin, tech.user.id, ENDED_WEEK)).approval).not.toBeNull();

    const taken = await unapprove(ctx.admin, tech.user.id, 'Missed a Saturday shift', ENDED_WEEK);
    expect(taken.statusCode).toBe(200);
    expect(taken.json<Timesheet>().approval).toBeNull();

    const twice = await unapprove(ctx.admin, tech.user.id, 'Again', ENDED_WEEK);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'NOT_APPROVED', error: NOT_APPROVED_MESSAGE });

    const events = await ctx.database.db
      .select()
      .from(timesheetEvents)
      .where(
        and(eq(timesheetEvents.userId, tech.user.id), eq(timesheetEvents.weekStart, ENDED_WEEK)),
      )
      .orderBy(timesheetEvents.createdAt, timesheetEvents.kind);
    expect(events.map((event) => [event.kind, event.actorId, event.reason])).toEqual([
      ['approved', ctx.manager.user.id, null],
      ['unapproved', ctx.admin.user.id, 'Missed a Saturday shift'],
    ]);
  });

  it('refuses technicians and managers of another store', async () => {
    const airport = await technicianOf('Airport');
    const byTechnician = await approve(ctx.technician, ctx.technician.user.id, ENDED_WEEK);
    expect(byTechnician.statusCode).toBe(403);
    const byOtherManager = await approve(ctx.manager, airport.user.id, ENDED_WEEK);
    expect(byOtherManager.statusCode).toBe(403);
    const unapproveOther = await unapprove(ctx.manager, airport.user.id, 'Not mine', ENDED_WEEK);
    expect(unapproveOther.statusCode).toBe(403);
    expect((await sheetOf(ctx.admin, airport.user.id, ENDED_WEEK)).approval).toBeNull();
  });

  it('refuses a week with a session still open, and flags it for review', async () => {
    const tech = await technicianOf('Downtown');
    await insertWorkSession(ctx, { userId: tech.user.id, clockIn: '2026-01-02T13:00:00Z' });
    const response = await approve(ctx.admin, tech.user.id, ENDED_WEEK);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'WEEK_HAS_OPEN_SESSION',
      error: WEEK_HAS_OPEN_SESSION_MESSAGE,
    });
    expect((await sheetOf(ctx.admin, tech.user.id, ENDED_WEEK)).flags).toEqual(['needs-review']);
  });

  it('refuses approving and un-approving inside a locked pay period', async () => {
    const tech = await technicianOf('Downtown');
    await insertPayPeriod(ctx, { startDate: '2025-12-21', endDate: '2025-12-27', locked: true });
    const locked = await approve(ctx.admin, tech.user.id, '2025-12-21');
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'PERIOD_LOCKED', error: PERIOD_LOCKED_MESSAGE });
    expect((await sheetOf(ctx.admin, tech.user.id, '2025-12-21')).locked).toBe(true);

    expect((await approve(ctx.admin, tech.user.id, '2025-12-14')).statusCode).toBe(200);
    await insertPayPeriod(ctx, { startDate: '2025-12-14', endDate: '2025-12-20', locked: true });
    const unlocking = await unapprove(ctx.admin, tech.user.id, 'Wrong hours', '2025-12-14');
    expect(unlocking.statusCode).toBe(409);
    expect(unlocking.json()).toMatchObject({ code: 'PERIOD_LOCKED' });
    expect((await sheetOf(ctx.admin, tech.user.id, '2025-12-14')).approval).not.toBeNull();
  });
});

describe('the 90 % overtime notice', () => {
  async function noticesOf(userId: string) {
    return ctx.database.db
      .select({ text: notifications.text, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'time.overtime_near')));
  }

  it('tells a technician at 36 of 40 hours and the admins, once', async () => {
    const near = await technicianOf('Downtown', 'Nora Near');
    const below = await technicianOf('Downtown', 'Bo Below');
    // Monday to Thursday, 9 hours a day: 36 h. The other works 35 h 59 min.
    for (const day of ['05', '06', '07', '08']) {
      await insertWorkSession(ctx, {
        userId: near.user.id,
        clockIn: `2026-01-${day}T13:00:00Z`,
        clockOut: `2026-01-${day}T22:00:00Z`,
      });
      await insertWorkSession(ctx, {
        userId: below.user.id,
        clockIn: `2026-01-${day}T13:00:00Z`,
        clockOut: day === '08' ? `2026-01-${day}T21:59:00Z` : `2026-01-${day}T22:00:00Z`,
      });
    }
    ctx.clock.set('2026-01-09T12:00:00.000Z');

    await ctx.app.scheduler.runAll();
    await ctx.app.scheduler.runAll();

    const link = `/timesheets?weekStart=${WEEK}`;
    expect(await noticesOf(near.user.id)).toEqual([
      { text: 'You have worked 36.0 h this week; overtime starts at 40 h', link },
    ]);
    const adminNotices = await noticesOf(ctx.admin.user.id);
    expect(adminNotices.filter((notice) => notice.text.startsWith('Nora Near'))).toEqual([
      { text: 'Nora Near has worked 36.0 h this week; overtime starts at 40 h', link },
    ]);
    expect(await noticesOf(below.user.id)).toEqual([]);
  });

  it('counts a running session up to now and stays quiet when weekly overtime is off', async () => {
    const running = await technicianOf('Downtown', 'Ray Running');
    await insertWorkSession(ctx, {
      userId: running.user.id,
      clockIn: '2026-01-07T13:00:00Z',
      clockOut: '2026-01-08T13:00:00Z',
    });
    await insertWorkSession(ctx, { userId: running.user.id, clockIn: '2026-01-08T14:00:00Z' });
    await setTimeSettings(ctx, { weeklyOvertimeEnabled: false });
    ctx.clock.set('2026-01-09T02:00:00.000Z');
    await ctx.app.scheduler.runAll();
    expect(await noticesOf(running.user.id)).toEqual([]);

    // 24 h closed + 12 h running = 36 h.
    await setTimeSettings(ctx, { weeklyOvertimeEnabled: true });
    await ctx.app.scheduler.runAll();
    expect(await noticesOf(running.user.id)).toEqual([
      {
        text: 'You have worked 36.0 h this week; overtime starts at 40 h',
        link: `/timesheets?weekStart=${WEEK}`,
      },
    ]);
  });
});

describe('payForPeriod: what the payroll export reads', () => {
  function service() {
    return createTimesheetsService({
      db: ctx.database.db,
      repository: createTimesheetsRepository(ctx.database.db),
      clock: ctx.clock,
      timeZone: TEST_TIME_ZONE,
    });
  }

  it('splits a period per person, counting approved weeks only when asked', async () => {
    const tech = await technicianOf('Downtown', 'Pat Payroll');
    // Week of 2025-11-30: Monday 10 h. Week of 2025-12-07: Monday to Friday, 9 h a day.
    await insertWorkSession(ctx, {
      userId: tech.user.id,
      clockIn: '2025-12-01T13:00:00Z',
      clockOut: '2025-12-01T23:00:00Z',
    });
    for (const day of ['08', '09', '10', '11', '12']) {
      await insertWorkSession(ctx, {
        userId: tech.user.id,
        clockIn: `2025-12-${day}T13:00:00Z`,
        clockOut: `2025-12-${day}T22:00:00Z`,
      });
    }
    expect((await approve(ctx.admin, tech.user.id, '2025-11-30')).statusCode).toBe(200);
    const period = { startDay: '2025-11-30', endDay: '2025-12-13' };

    const all = await service().payForPeriod({ ...period, approvedOnly: false }, ctx.clock.now());
    const mine = all.find((row) => row.user.id === tech.user.id);
    expect(mine).toEqual({
      user: { id: tech.user.id, name: 'Pat Payroll', username: tech.user.username },
      totals: {
        workedMinutes: 3300,
        regularMinutes: 3000,
        overtimeMinutes: 300,
        doubleTimeMinutes: 0,
        unpaidBreakMinutes: 0,
      },
      weeks: ['2025-11-30', '2025-12-07'],
      approvedWeeks: ['2025-11-30'],
    });

    const approved = await service().payForPeriod(
      { ...period, approvedOnly: true },
      ctx.clock.now(),
    );
    expect(approved.find((row) => row.user.id === tech.user.id)?.totals).toMatchObject({
      workedMinutes: 600,
      regularMinutes: 600,
      overtimeMinutes: 0,
    });

    // A period starting on Wednesday still counts Monday and Tuesday toward the weekly threshold:
    // 1,080 regular before it, so 1,320 of its 1,620 are regular and 300 overtime.
    const midWeek = await service().payForPeriod(
      { startDay: '2025-12-10', endDay: '2025-12-12', approvedOnly: false },
      ctx.clock.now(),
    );
    expect(midWeek.find((row) => row.user.id === tech.user.id)?.totals).toMatchObject({
      workedMinutes: 1620,
      regularMinutes: 1320,
      overtimeMinutes: 300,
    });
  });
});
