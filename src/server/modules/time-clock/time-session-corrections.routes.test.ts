import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import {
  BREAK_ORDER_MESSAGE,
  BREAK_OUTSIDE_SESSION_MESSAGE,
  BREAKS_OVERLAP_MESSAGE,
  CLOCK_OUT_BEFORE_IN_MESSAGE,
  FUTURE_TIME_MESSAGE,
  OTHER_STORE_MESSAGE,
  OWN_PUNCHES_MESSAGE,
  PERIOD_LOCKED_MESSAGE,
  REASON_REQUIRED_MESSAGE,
  WEEK_APPROVED_MESSAGE,
} from '#contract/schemas/time-correction.ts';
import type { CorrectionRequest, TimeSessionChange } from '#contract/schemas/time-correction.ts';
import type { TimeSession } from '#contract/schemas/time-session.ts';
import {
  notifications,
  payPeriods,
  timeBreaks,
  timeCorrectionRequests,
  timeSessions,
  timeSettings,
} from '#server/db/schema.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import {
  insertApproval,
  insertPayPeriod,
  insertPunchedSession,
  setHomeStore,
} from '#tests/helpers/payroll-rows.ts';
import { insertClockTicket } from '#tests/helpers/time-clock-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 035 §6: corrections with a reason and a history, missed sessions, correction
// requests, and the lock/approval guard. DEFAULT_NOW is Tuesday 2026-01-06 09:00 in New York; the
// sessions below are on Monday 2026-01-05 (week of Sunday 2026-01-04).

const { ctx } = fileTestContext({ resetsClock: true });

const MONDAY_8 = '2026-01-05T13:00:00.000Z';
const MONDAY_12 = '2026-01-05T17:00:00.000Z';
const MONDAY_1230 = '2026-01-05T17:30:00.000Z';
const MONDAY_16 = '2026-01-05T21:00:00.000Z';
const MONDAY_17 = '2026-01-05T22:00:00.000Z';

/** A Downtown technician (their home store is the context manager's) and a closed Monday session. */
async function technicianWithSession(
  session: { clockInTime?: string; clockOutTime?: string; notes?: string } = {},
) {
  const tech = await ctx.newActor('technician');
  await setHomeStore(ctx.database.db, tech.user.id, 'Downtown');
  const sessionId = await insertPunchedSession(ctx.database.db, {
    userId: tech.user.id,
    clockInTime: session.clockInTime ?? MONDAY_8,
    clockOutTime: session.clockOutTime ?? MONDAY_16,
    notes: session.notes ?? 'Fryer',
  });
  return { tech, sessionId };
}

function patch(actor: Actor, id: string, payload: Record<string, unknown>) {
  return actor.request({ method: 'PATCH', url: `/api/time-sessions/${id}`, payload });
}

function create(actor: Actor, payload: Record<string, unknown>) {
  return actor.request({ method: 'POST', url: '/api/time-sessions', payload });
}

async function history(actor: Actor, id: string) {
  return actor.request({ method: 'GET', url: `/api/time-sessions/${id}/history` });
}

function requestCorrection(actor: Actor, id: string, note: string) {
  return actor.request({
    method: 'POST',
    url: `/api/time-sessions/${id}/correction-requests`,
    payload: { note },
  });
}

/** The stored session with its breaks and history count: what "nothing changed" compares. */
async function stored(id: string) {
  const db = ctx.database.db;
  const [session] = await db.select().from(timeSessions).where(eq(timeSessions.id, id));
  const breaks = await db
    .select({ startTime: timeBreaks.startTime, endTime: timeBreaks.endTime })
    .from(timeBreaks)
    .where(eq(timeBreaks.sessionId, id))
    .orderBy(asc(timeBreaks.startTime));
  const changes = (await history(ctx.admin, id)).json<TimeSessionChange[]>();
  return { session, breaks, changes: changes.length };
}

async function expectRefused(
  response: Awaited<ReturnType<Actor['request']>>,
  status: number,
  error: { code?: string; message: string },
) {
  expect(response.statusCode).toBe(status);
  const body = response.json<{ error: string; code: string }>();
  expect(body.error).toBe(error.message);
  if (error.code) expect(body.code).toBe(error.code);
}

describe('PATCH /api/time-sessions/{id}', () => {
  it('corrects the clock-out with a reason, recomputes the duration and keeps the original punch as the first before', async () => {
    const { sessionId } = await technicianWithSession();

    const response = await patch(ctx.admin, sessionId, {
      clockOutTime: MONDAY_17,
      reason: 'Forgot to clock out after closing',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<TimeSession>()).toMatchObject({
      id: sessionId,
      clockInTime: MONDAY_8,
      clockOutTime: MONDAY_17,
      durationMinutes: 540,
      workedMinutes: 540,
      notes: 'Fryer',
      corrected: true,
      source: 'clock',
    });
    const changes = (await history(ctx.admin, sessionId)).json<TimeSessionChange[]>();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      kind: 'edited',
      actor: { id: ctx.admin.user.id, name: ctx.admin.user.name },
      reason: 'Forgot to clock out after closing',
      before: { clockInTime: MONDAY_8, clockOutTime: MONDAY_16, breaks: [], notes: 'Fryer' },
      after: { clockInTime: MONDAY_8, clockOutTime: MONDAY_17, breaks: [], notes: 'Fryer' },
    });

    // A second correction: history oldest first, the original punch still the first before.
    expect(
      (await patch(ctx.admin, sessionId, { clockInTime: MONDAY_12, reason: 'Started at noon' }))
        .statusCode,
    ).toBe(200);
    const again = (await history(ctx.admin, sessionId)).json<TimeSessionChange[]>();
    expect(again.map((change) => change.reason)).toEqual([
      'Forgot to clock out after closing',
      'Started at noon',
    ]);
    expect(again[0]?.before?.clockOutTime).toBe(MONDAY_16);
    expect(again[1]?.before).toMatchObject({ clockInTime: MONDAY_8, clockOutTime: MONDAY_17 });
  });

  it('replaces the breaks, deducting unpaid ones from worked time (paid ones when breaks are paid)', async () => {
    const { sessionId } = await technicianWithSession();

    const response = await patch(ctx.admin, sessionId, {
      breaks: [{ startTime: MONDAY_12, endTime: MONDAY_1230 }],
      reason: 'Lunch was not punched',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<TimeSession>()).toMatchObject({
      durationMinutes: 480,
      breakMinutes: 30,
      unpaidBreakMinutes: 30,
      workedMinutes: 450,
    });
    expect((await stored(sessionId)).breaks).toEqual([
      { startTime: new Date(MONDAY_12), endTime: new Date(MONDAY_1230) },
    ]);

    await ctx.database.db
      .update(timeSettings)
      .set({ breaksPaid: true })
      .where(eq(timeSettings.id, 1));
    try {
      const paid = await patch(ctx.admin, sessionId, { notes: 'Paid lunch', reason: 'Note' });
      expect(paid.json<TimeSession>()).toMatchObject({
        breakMinutes: 30,
        unpaidBreakMinutes: 0,
        workedMinutes: 480,
        notes: 'Paid lunch',
      });
    } finally {
      await ctx.database.db
        .update(timeSettings)
        .set({ breaksPaid: false })
        .where(eq(timeSettings.id, 1));
    }
  });

  it('closes a running session by its clock-out, ending its open break there', async () => {
    const tech = await ctx.newActor('technician');
    const sessionId = await insertPunchedSession(ctx.database.db, {
      userId: tech.user.id,
      clockInTime: MONDAY_8,
      breaks: [{ startTime: MONDAY_12, endTime: null }],
    });

    const response = await patch(ctx.admin, sessionId, {
      clockOutTime: MONDAY_1230,
      reason: 'Left on break and never came back',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<TimeSession>()).toMatchObject({
      isActive: false,
      clockOutTime: MONDAY_1230,
      durationMinutes: 270,
      breakMinutes: 30,
      workedMinutes: 240,
    });
    const active = await tech.request({ method: 'GET', url: '/api/time-clock/active' });
    expect(active.json()).toMatchObject({ isActive: false });
  });

  it('lets the manager of the technician’s home store correct; another store’s manager gets 403', async () => {
    const { sessionId } = await technicianWithSession();
    const airport = await ctx.newActor('manager', { location: 'Airport' });
    const before = await stored(sessionId);

    await expectRefused(await patch(airport, sessionId, { notes: 'x', reason: 'r' }), 403, {
      message: OTHER_STORE_MESSAGE,
    });
    expect(await stored(sessionId)).toEqual(before);

    const response = await patch(ctx.manager, sessionId, { notes: 'Checked', reason: 'Typo' });
    expect(response.statusCode).toBe(200);
    expect(response.json<TimeSession>().notes).toBe('Checked');
  });

  it('refuses technicians, on their own punches and on anyone else’s (403), and unknown sessions (404)', async () => {
    const { tech, sessionId } = await technicianWithSession();
    const other = await ctx.newActor('technician');
    const before = await stored(sessionId);

    await expectRefused(await patch(tech, sessionId, { notes: 'x', reason: 'r' }), 403, {
      message: OWN_PUNCHES_MESSAGE,
    });
    await expectRefused(await patch(other, sessionId, { notes: 'x', reason: 'r' }), 403, {
      message: OWN_PUNCHES_MESSAGE,
    });
    expect(await stored(sessionId)).toEqual(before);
    const unknown = await patch(ctx.admin, '00000000-0000-4000-8000-000000000000', {
      notes: 'x',
      reason: 'r',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const { sessionId } = await technicianWithSession();
    const before = await stored(sessionId);
    const cases: [Record<string, unknown>, string][] = [
      [{ clockOutTime: MONDAY_16 }, REASON_REQUIRED_MESSAGE],
      [{ clockOutTime: MONDAY_16, reason: '   ' }, REASON_REQUIRED_MESSAGE],
      [{ clockOutTime: '2026-01-05T12:00:00.000Z', reason: 'r' }, CLOCK_OUT_BEFORE_IN_MESSAGE],
      [{ clockInTime: MONDAY_16, reason: 'r' }, CLOCK_OUT_BEFORE_IN_MESSAGE],
      [{ clockOutTime: '2026-01-06T15:00:00.000Z', reason: 'r' }, FUTURE_TIME_MESSAGE],
      [
        { breaks: [{ startTime: MONDAY_16, endTime: MONDAY_17 }], reason: 'r' },
        BREAK_OUTSIDE_SESSION_MESSAGE,
      ],
      [
        { breaks: [{ startTime: MONDAY_1230, endTime: MONDAY_12 }], reason: 'r' },
        BREAK_ORDER_MESSAGE,
      ],
      [
        {
          breaks: [
            { startTime: MONDAY_12, endTime: MONDAY_1230 },
            { startTime: '2026-01-05T17:15:00.000Z', endTime: '2026-01-05T18:00:00.000Z' },
          ],
          reason: 'r',
        },
        BREAKS_OVERLAP_MESSAGE,
      ],
      // Moving the clock-in after an existing break leaves the break outside.
      [{ clockInTime: '2026-01-05T17:45:00.000Z', reason: 'r' }, BREAK_OUTSIDE_SESSION_MESSAGE],
    ];
    await patch(ctx.admin, sessionId, {
      breaks: [{ startTime: MONDAY_12, endTime: MONDAY_1230 }],
      reason: 'Lunch',
    });
    const withBreak = await stored(sessionId);
    expect(withBreak.changes).toBe(before.changes + 1);
    for (const [payload, message] of cases) {
      const response = await patch(ctx.admin, sessionId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ error: string }>().error, JSON.stringify(payload)).toBe(message);
    }
    expect(await stored(sessionId)).toEqual(withBreak);
  });

  it('refuses an overlap with another session of the same person (409 SESSION_OVERLAP)', async () => {
    const { tech, sessionId } = await technicianWithSession({ clockOutTime: MONDAY_12 });
    await insertPunchedSession(ctx.database.db, {
      userId: tech.user.id,
      clockInTime: MONDAY_1230,
      clockOutTime: MONDAY_16,
    });
    const before = await stored(sessionId);

    const response = await patch(ctx.admin, sessionId, { clockOutTime: MONDAY_17, reason: 'r' });

    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('SESSION_OVERLAP');
    expect(await stored(sessionId)).toEqual(before);
  });

  it('refuses any change touching a locked pay period (409 PERIOD_LOCKED), also moving time into it', async () => {
    // A session a week earlier, and a locked period Dec 28 to Jan 3.
    const { tech, sessionId } = await technicianWithSession({
      clockInTime: '2025-12-30T14:00:00.000Z',
      clockOutTime: '2025-12-30T22:00:00.000Z',
    });
    const periodStart = '2025-12-28';
    const locked = await insertPayPeriod(ctx.database.db, {
      startDate: periodStart,
      endDate: '2026-01-03',
      lockedBy: ctx.admin.user.id,
    });
    try {
      const before = await stored(sessionId);
      await expectRefused(await patch(ctx.admin, sessionId, { notes: 'x', reason: 'r' }), 409, {
        code: 'PERIOD_LOCKED',
        message: PERIOD_LOCKED_MESSAGE,
      });
      expect(await stored(sessionId)).toEqual(before);

      // A Monday session moved back into the locked week is refused too.
      const monday = await insertPunchedSession(ctx.database.db, {
        userId: tech.user.id,
        clockInTime: MONDAY_8,
        clockOutTime: MONDAY_16,
      });
      await expectRefused(
        await patch(ctx.admin, monday, { clockInTime: '2026-01-03T23:00:00.000Z', reason: 'r' }),
        409,
        { code: 'PERIOD_LOCKED', message: PERIOD_LOCKED_MESSAGE },
      );
      await expectRefused(
        await create(ctx.admin, {
          userId: tech.user.id,
          clockInTime: '2026-01-02T14:00:00.000Z',
          clockOutTime: '2026-01-02T18:00:00.000Z',
          reason: 'Missed',
        }),
        409,
        { code: 'PERIOD_LOCKED', message: PERIOD_LOCKED_MESSAGE },
      );
      await expectRefused(await requestCorrection(tech, sessionId, 'Wrong'), 409, {
        code: 'PERIOD_LOCKED',
        message: PERIOD_LOCKED_MESSAGE,
      });
    } finally {
      await ctx.database.db.delete(payPeriods).where(eq(payPeriods.id, locked));
    }
  });

  it('refuses a change inside an approved week of the person (409 WEEK_APPROVED); an unlocked period does not', async () => {
    const { tech, sessionId } = await technicianWithSession();
    await insertPayPeriod(ctx.database.db, { startDate: '2026-01-04', endDate: '2026-01-10' });
    await insertApproval(ctx.database.db, {
      userId: tech.user.id,
      weekStart: '2026-01-04',
      approvedBy: ctx.admin.user.id,
    });
    const before = await stored(sessionId);

    await expectRefused(await patch(ctx.admin, sessionId, { notes: 'x', reason: 'r' }), 409, {
      code: 'WEEK_APPROVED',
      message: WEEK_APPROVED_MESSAGE,
    });
    expect(await stored(sessionId)).toEqual(before);

    // Another technician's week is not approved: the unlocked period lets the change through.
    const { sessionId: otherSession } = await technicianWithSession();
    expect((await patch(ctx.admin, otherSession, { notes: 'x', reason: 'r' })).statusCode).toBe(
      200,
    );
  });

  it('lets one of two concurrent corrections into the same slot win; the other gets 409', async () => {
    const { tech, sessionId } = await technicianWithSession({ clockOutTime: MONDAY_12 });
    const second = await insertPunchedSession(ctx.database.db, {
      userId: tech.user.id,
      clockInTime: MONDAY_16,
      clockOutTime: MONDAY_17,
    });

    const answers = await Promise.all([
      patch(ctx.admin, sessionId, { clockOutTime: '2026-01-05T21:30:00.000Z', reason: 'a' }),
      patch(ctx.admin, second, { clockInTime: MONDAY_1230, reason: 'b' }),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('POST /api/time-sessions', () => {
  it('adds a missed session (manual, corrected) with a created history entry', async () => {
    const { tech } = await technicianWithSession({ clockOutTime: MONDAY_12 });
    const ticket = await insertClockTicket(ctx, { assignedTo: tech.user.id });

    const response = await create(ctx.manager, {
      userId: tech.user.id,
      ticketId: ticket.id,
      clockInTime: MONDAY_1230,
      clockOutTime: MONDAY_17,
      breaks: [{ startTime: MONDAY_16, endTime: '2026-01-05T21:15:00.000Z' }],
      notes: 'Walk-in repair',
      reason: 'Forgot to clock in after lunch',
    });

    expect(response.statusCode).toBe(201);
    const session = response.json<TimeSession>();
    expect(session).toMatchObject({
      userId: tech.user.id,
      ticketId: ticket.id,
      clockInTime: MONDAY_1230,
      clockOutTime: MONDAY_17,
      durationMinutes: 270,
      breakMinutes: 15,
      workedMinutes: 255,
      source: 'manual',
      corrected: true,
      isActive: false,
    });
    const changes = (await history(tech, session.id)).json<TimeSessionChange[]>();
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'created',
        before: null,
        after: {
          clockInTime: MONDAY_1230,
          clockOutTime: MONDAY_17,
          breaks: [{ startTime: MONDAY_16, endTime: '2026-01-05T21:15:00.000Z' }],
          notes: 'Walk-in repair',
        },
        reason: 'Forgot to clock in after lunch',
        actor: { id: ctx.manager.user.id, name: ctx.manager.user.name },
      }),
    ]);
  });

  it('refuses bad input, overlaps and the wrong people, adding nothing', async () => {
    const { tech } = await technicianWithSession();
    const airport = await ctx.newActor('manager', { location: 'Airport' });
    const elsewhere = await insertClockTicket(ctx, { assignedTo: null });
    const count = async () =>
      (
        await ctx.database.db
          .select()
          .from(timeSessions)
          .where(eq(timeSessions.userId, tech.user.id))
      ).length;
    const base = {
      userId: tech.user.id,
      clockInTime: '2026-01-05T10:00:00.000Z',
      clockOutTime: '2026-01-05T12:00:00.000Z',
      reason: 'Missed punch',
    };

    const bad: [Actor, Record<string, unknown>, number, string][] = [
      [ctx.admin, { ...base, reason: '' }, 400, REASON_REQUIRED_MESSAGE],
      [ctx.admin, { ...base, clockOutTime: base.clockInTime }, 400, CLOCK_OUT_BEFORE_IN_MESSAGE],
      [ctx.admin, { ...base, clockOutTime: '2026-01-06T15:00:00.000Z' }, 400, FUTURE_TIME_MESSAGE],
      [
        ctx.admin,
        { ...base, breaks: [{ startTime: MONDAY_12, endTime: MONDAY_1230 }] },
        400,
        BREAK_OUTSIDE_SESSION_MESSAGE,
      ],
      [
        ctx.admin,
        { ...base, ticketId: elsewhere.id },
        400,
        'The ticket must be one assigned to this person',
      ],
      [ctx.technician, base, 403, OWN_PUNCHES_MESSAGE],
      [airport, base, 403, OTHER_STORE_MESSAGE],
    ];
    for (const [actor, payload, status, message] of bad) {
      const response = await create(actor, payload);
      expect(response.statusCode, message).toBe(status);
      expect(response.json<{ error: string }>().error).toBe(message);
    }
    const overlapping = await create(ctx.admin, { ...base, clockOutTime: MONDAY_12 });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json<{ code: string }>().code).toBe('SESSION_OVERLAP');
    expect(await count()).toBe(1);
  });
});

describe('GET /api/time-sessions/{id}/history', () => {
  it('shows the history to admins, the home store’s manager and the owner; 404 to anyone else', async () => {
    const { tech, sessionId } = await technicianWithSession();
    await patch(ctx.admin, sessionId, { notes: 'Checked', reason: 'Typo' });
    const other = await ctx.newActor('technician');
    const airport = await ctx.newActor('manager', { location: 'Airport' });

    for (const reader of [ctx.admin, ctx.manager, tech]) {
      const response = await history(reader, sessionId);
      expect(response.statusCode).toBe(200);
      expect(response.json<TimeSessionChange[]>()).toHaveLength(1);
    }
    for (const outsider of [other, airport]) {
      expect((await history(outsider, sessionId)).statusCode).toBe(404);
    }
  });
});

describe('POST /api/time-sessions/{id}/correction-requests', () => {
  it('records the owner’s request, tells the admins and the home store’s managers, and the next correction resolves it', async () => {
    const { tech, sessionId } = await technicianWithSession();

    const response = await requestCorrection(tech, sessionId, 'I left at 5, not 4');

    expect(response.statusCode).toBe(201);
    const request = response.json<CorrectionRequest>();
    expect(request).toMatchObject({
      sessionId,
      requestedBy: { id: tech.user.id, name: tech.user.name },
      note: 'I left at 5, not 4',
      status: 'open',
    });
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'time.correction_requested'));
    const mine = told.filter((row) => row.dedupeKey === `time-correction:${request.id}`);
    expect(mine.map((row) => row.userId).sort()).toEqual(
      [ctx.admin.user.id, ctx.manager.user.id].sort(),
    );
    expect(mine[0]?.link).toBe(`/timesheets?userId=${tech.user.id}&weekStart=2026-01-04`);

    expect(
      (await patch(ctx.manager, sessionId, { clockOutTime: MONDAY_17, reason: 'Per request' }))
        .statusCode,
    ).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(timeCorrectionRequests)
      .where(eq(timeCorrectionRequests.id, request.id));
    expect(row).toMatchObject({ status: 'resolved', resolvedBy: ctx.manager.user.id });
    const changes = (await history(tech, sessionId)).json<TimeSessionChange[]>();
    expect(changes.map((change) => change.kind)).toEqual([
      'correction-requested',
      'edited',
      'correction-resolved',
    ]);
    expect(changes[0]).toMatchObject({ before: null, after: null, reason: 'I left at 5, not 4' });
    expect(changes[1]?.before?.clockOutTime).toBe(MONDAY_16);
  });

  it('refuses anyone but the owner (403) and a blank note (400)', async () => {
    const { tech, sessionId } = await technicianWithSession();
    for (const actor of [ctx.admin, ctx.manager, ctx.technician]) {
      expect((await requestCorrection(actor, sessionId, 'Wrong')).statusCode).toBe(403);
    }
    expect((await requestCorrection(tech, sessionId, '  ')).statusCode).toBe(400);
    const open = await ctx.database.db
      .select()
      .from(timeCorrectionRequests)
      .where(and(eq(timeCorrectionRequests.sessionId, sessionId)));
    expect(open).toEqual([]);
  });
});
