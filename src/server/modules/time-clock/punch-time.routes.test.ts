import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type {
  ActiveSession,
  ReportTimeSession,
  TimeSession,
  WeekTotal,
} from '#contract/schemas/time-session.ts';
import type { Timesheet } from '#contract/schemas/timesheet.ts';
import { timeBreaks, timeSessions } from '#server/db/schema.ts';
import { DEFAULT_NOW } from '#tests/helpers/build-test-app.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { insertPayPeriod, insertWorkSession } from '#tests/helpers/timesheet-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 036 §5: a punch replayed from a phone that had no signal is recorded at its
// tap time within bounds, else at the server's time with the session flagged; an offline punch
// marks its session in the time logs, the report and timesheets.

const { ctx } = fileTestContext({ resetsClock: true });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** DEFAULT_NOW is Tuesday 2026-01-06 09:00 in the business zone; the week began on the 4th. */
const now = () => new Date(DEFAULT_NOW);
const ago = (ms: number) => new Date(now().getTime() - ms).toISOString();
const ahead = (ms: number) => new Date(now().getTime() + ms).toISOString();

function post(actor: Actor, url: string, payload?: Record<string, unknown>) {
  return actor.request({ method: 'POST', url, ...(payload ? { payload } : {}) });
}

async function clockIn(actor: Actor, payload: Record<string, unknown> = {}) {
  const response = await post(actor, '/api/time-clock/in', payload);
  expect(response.statusCode).toBe(201);
  return response.json<TimeSession>();
}

async function clockOut(actor: Actor, payload: Record<string, unknown> = {}) {
  const response = await post(actor, '/api/time-clock/out', payload);
  expect(response.statusCode).toBe(200);
  return response.json<TimeSession>();
}

async function breakPunch(actor: Actor, which: 'start' | 'end', tappedAt?: string) {
  const response = await post(
    actor,
    `/api/time-clock/break/${which}`,
    tappedAt === undefined ? undefined : { tappedAt },
  );
  expect(response.statusCode).toBe(200);
  return response.json<ActiveSession>();
}

async function get<T>(actor: Actor, url: string): Promise<T> {
  const response = await actor.request({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

async function ownSessions(actor: Actor) {
  return get<TimeSession[]>(actor, '/api/time-clock/sessions');
}

async function sessionsInDatabase(userId: string) {
  return ctx.database.db.select().from(timeSessions).where(eq(timeSessions.userId, userId));
}

describe('clock-in with a tap time', () => {
  it('is recorded at a tap two hours old and marks the session offline everywhere it is shown', async () => {
    const tech = await ctx.newActor('technician');
    const tappedAt = ago(2 * HOUR);

    const session = await clockIn(tech, { tappedAt });
    expect(session).toMatchObject({
      clockInTime: tappedAt,
      isActive: true,
      offline: true,
      punchFlag: null,
    });
    expect((await get<ActiveSession>(tech, '/api/time-clock/active')).clockInTime).toBe(tappedAt);
    expect((await get<WeekTotal>(tech, '/api/time-clock/week-total')).totalMinutes).toBe(120);

    // An online clock-out later keeps the mark: the session holds an offline punch.
    const closed = await clockOut(tech);
    expect(closed).toMatchObject({ durationMinutes: 120, offline: true, punchFlag: null });
    expect(await ownSessions(tech)).toEqual([closed]);

    const report = await get<ReportTimeSession[]>(
      ctx.admin,
      '/api/time-clock/all?startDate=2026-01-06&endDate=2026-01-06',
    );
    expect(report.find((row) => row.id === session.id)).toMatchObject({
      offline: true,
      punchFlag: null,
      durationMinutes: 120,
    });

    const sheets = await get<Timesheet[]>(ctx.admin, '/api/timesheets?weekStart=2026-01-04');
    const sheet = sheets.find((entry) => entry.user.id === tech.user.id);
    expect(sheet?.sessions).toEqual([
      expect.objectContaining({ id: session.id, offline: true, punchFlag: null }),
    ]);
  });

  it('uses the server time and flags a tap more than 24 hours old', async () => {
    const tech = await ctx.newActor('technician');
    const session = await clockIn(tech, { tappedAt: ago(25 * HOUR) });
    expect(session).toMatchObject({
      clockInTime: DEFAULT_NOW,
      offline: true,
      punchFlag: 'tap_too_old',
    });
  });

  it('uses the server time and flags a tap ten minutes in the future', async () => {
    const tech = await ctx.newActor('technician');
    const session = await clockIn(tech, { tappedAt: ahead(10 * MINUTE) });
    expect(session).toMatchObject({
      clockInTime: DEFAULT_NOW,
      offline: false,
      punchFlag: 'tap_in_future',
    });
  });

  it('records now for a tap a minute ahead (clock drift), without a mark', async () => {
    const tech = await ctx.newActor('technician');
    const session = await clockIn(tech, { tappedAt: ahead(MINUTE) });
    expect(session).toMatchObject({ clockInTime: DEFAULT_NOW, offline: false, punchFlag: null });
  });

  it('uses the server time and flags a tap before the previous session ended', async () => {
    const tech = await ctx.newActor('technician');
    await insertWorkSession(ctx, {
      userId: tech.user.id,
      clockIn: ago(5 * HOUR),
      clockOut: ago(HOUR),
    });

    const session = await clockIn(tech, { tappedAt: ago(2 * HOUR) });
    expect(session).toMatchObject({
      clockInTime: DEFAULT_NOW,
      offline: true,
      punchFlag: 'tap_before_previous',
    });
  });

  it('accepts a tap at the instant the previous session ended', async () => {
    const tech = await ctx.newActor('technician');
    await insertWorkSession(ctx, {
      userId: tech.user.id,
      clockIn: ago(5 * HOUR),
      clockOut: ago(HOUR),
    });
    const session = await clockIn(tech, { tappedAt: ago(HOUR) });
    expect(session).toMatchObject({ clockInTime: ago(HOUR), offline: true, punchFlag: null });
  });

  it('answers 409 PERIOD_LOCKED for a tap inside a locked pay period and stores nothing', async () => {
    const tech = await ctx.newActor('technician');
    // Sunday 4th and Monday 5th are locked; the tap is Monday 13:00 in the business zone.
    await insertPayPeriod(ctx, { startDate: '2026-01-04', endDate: '2026-01-05', locked: true });

    const response = await post(tech, '/api/time-clock/in', { tappedAt: ago(20 * HOUR) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PERIOD_LOCKED' });
    expect(await sessionsInDatabase(tech.user.id)).toEqual([]);
  });

  it('refuses a tappedAt that is not an instant with 400 and stores nothing', async () => {
    const tech = await ctx.newActor('technician');
    for (const tappedAt of ['yesterday at ten', '2026-01-06', '2026-01-06T12:00:00', 42]) {
      const response = await post(tech, '/api/time-clock/in', { tappedAt });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [expect.objectContaining({ path: 'tappedAt' })],
      });
    }
    expect(await sessionsInDatabase(tech.user.id)).toEqual([]);
  });

  it('keeps an online clock-in (no tappedAt) at the server time, unmarked', async () => {
    const tech = await ctx.newActor('technician');
    const session = await clockIn(tech, { notes: 'Walk-in cooler' });
    expect(session).toMatchObject({
      clockInTime: DEFAULT_NOW,
      notes: 'Walk-in cooler',
      offline: false,
      punchFlag: null,
    });
    ctx.clock.set(ahead(45 * MINUTE));
    expect(await clockOut(tech)).toMatchObject({
      durationMinutes: 45,
      offline: false,
      punchFlag: null,
    });
  });
});

describe('clock-out with a tap time', () => {
  it('closes the session at a tap 30 minutes old with its duration to the tap', async () => {
    const tech = await ctx.newActor('technician');
    ctx.clock.set(ago(3 * HOUR));
    const session = await clockIn(tech);
    ctx.clock.set(DEFAULT_NOW);

    const closed = await clockOut(tech, { tappedAt: ago(30 * MINUTE), notes: 'Fixed' });
    expect(closed).toMatchObject({
      id: session.id,
      clockOutTime: ago(30 * MINUTE),
      durationMinutes: 150,
      workedMinutes: 150,
      offline: true,
      punchFlag: null,
      notes: 'Fixed',
    });
    // The week counts the recorded time, not the time of the replay.
    expect((await get<WeekTotal>(tech, '/api/time-clock/week-total')).totalMinutes).toBe(150);
  });

  it('uses the server time and flags a tap before the session began', async () => {
    const tech = await ctx.newActor('technician');
    ctx.clock.set(ago(HOUR));
    await clockIn(tech);
    ctx.clock.set(DEFAULT_NOW);

    const closed = await clockOut(tech, { tappedAt: ago(2 * HOUR) });
    expect(closed).toMatchObject({
      clockOutTime: DEFAULT_NOW,
      durationMinutes: 60,
      offline: true,
      punchFlag: 'tap_before_previous',
    });
  });

  it('refuses a tappedAt that is not an instant with 400 and leaves the session running', async () => {
    const tech = await ctx.newActor('technician');
    await clockIn(tech);
    const response = await post(tech, '/api/time-clock/out', { tappedAt: 'now' });
    expect(response.statusCode).toBe(400);
    expect((await get<ActiveSession>(tech, '/api/time-clock/active')).isActive).toBe(true);
  });
});

describe('breaks with tap times', () => {
  it('records a break at its tap times and closes the session at its own', async () => {
    const tech = await ctx.newActor('technician');
    ctx.clock.set(ago(4 * HOUR));
    await clockIn(tech);
    ctx.clock.set(DEFAULT_NOW);

    const onBreak = await breakPunch(tech, 'start', ago(2 * HOUR));
    expect(onBreak.breakStartTime).toBe(ago(2 * HOUR));
    const back = await breakPunch(tech, 'end', ago(80 * MINUTE));
    expect(back).toMatchObject({ breakStartTime: null, breakMinutes: 40 });

    const closed = await clockOut(tech, { tappedAt: ago(HOUR) });
    expect(closed).toMatchObject({
      durationMinutes: 180,
      breakMinutes: 40,
      unpaidBreakMinutes: 40,
      workedMinutes: 140,
      offline: true,
      punchFlag: null,
    });
  });

  it('flags a break end tapped before its start and a break start before the last break ended', async () => {
    const tech = await ctx.newActor('technician');
    ctx.clock.set(ago(4 * HOUR));
    await clockIn(tech);
    ctx.clock.set(ago(3 * HOUR));
    await breakPunch(tech, 'start');
    ctx.clock.set(ago(2 * HOUR));
    await breakPunch(tech, 'end');
    ctx.clock.set(DEFAULT_NOW);

    // Before the last break ended: the break starts now.
    expect((await breakPunch(tech, 'start', ago(150 * MINUTE))).breakStartTime).toBe(DEFAULT_NOW);
    ctx.clock.set(ahead(10 * MINUTE));
    // Before the open break began: it ends at the server's time, 10 minutes long.
    expect(await breakPunch(tech, 'end', ago(5 * MINUTE))).toMatchObject({
      breakStartTime: null,
      breakMinutes: 70,
    });
    const [session] = await ownSessions(tech);
    expect(session).toMatchObject({ offline: true, punchFlag: 'tap_before_previous' });
  });

  it('keeps working with an empty body, and refuses a tappedAt that is not an instant', async () => {
    const tech = await ctx.newActor('technician');
    const session = await clockIn(tech);

    const bad = await post(tech, '/api/time-clock/break/start', { tappedAt: '10:42' });
    expect(bad.statusCode).toBe(400);
    expect(
      await ctx.database.db.select().from(timeBreaks).where(eq(timeBreaks.sessionId, session.id)),
    ).toEqual([]);

    const started = await post(tech, '/api/time-clock/break/start', {});
    expect(started.statusCode).toBe(200);
    expect(started.json<ActiveSession>().breakStartTime).toBe(DEFAULT_NOW);
    ctx.clock.set(ahead(15 * MINUTE));
    const ended = await breakPunch(tech, 'end');
    expect(ended.breakMinutes).toBe(15);
    const [row] = await ownSessions(tech);
    expect(row).toMatchObject({ offline: false, punchFlag: null });
  });
});
