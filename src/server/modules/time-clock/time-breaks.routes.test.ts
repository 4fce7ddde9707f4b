import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import type {
  ActiveSession,
  ReportTimeSession,
  TimeSession,
} from '#contract/schemas/time-session.ts';
import { TIME_SETTINGS_DEFAULTS } from '#contract/schemas/time-settings.ts';
import { timeBreaks, timeSessions } from '#server/db/schema.ts';
import { DEFAULT_NOW } from '#tests/helpers/build-test-app.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { insertClockTicket } from '#tests/helpers/time-clock-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 035 §1, §2 and §4: breaks of the running session, worked time without unpaid
// breaks everywhere time is summed, and the break-rule flag of the time report.

const { ctx } = fileTestContext({ resetsClock: true });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function saveSettings(change: Record<string, unknown>) {
  const response = await ctx.admin.request({
    method: 'PUT',
    url: '/api/settings/time',
    payload: { ...TIME_SETTINGS_DEFAULTS, ...change },
  });
  expect(response.statusCode).toBe(200);
}

afterEach(async () => {
  await saveSettings({});
});

function post(actor: Actor, url: string, payload?: Record<string, unknown>) {
  return actor.request({ method: 'POST', url, ...(payload ? { payload } : {}) });
}

const startBreak = (actor: Actor) => post(actor, '/api/time-clock/break/start');
const endBreak = (actor: Actor) => post(actor, '/api/time-clock/break/end');

async function clockIn(actor: Actor, ticketId: string | null = null) {
  const response = await post(actor, '/api/time-clock/in', { ticketId });
  expect(response.statusCode).toBe(201);
  return response.json<TimeSession>();
}

async function active(actor: Actor) {
  const response = await actor.request({ method: 'GET', url: '/api/time-clock/active' });
  expect(response.statusCode).toBe(200);
  return response.json<ActiveSession>();
}

async function weekTotal(actor: Actor) {
  const response = await actor.request({ method: 'GET', url: '/api/time-clock/week-total' });
  expect(response.statusCode).toBe(200);
  return response.json<{ totalMinutes: number }>().totalMinutes;
}

async function timeLogged(ticketId: string) {
  const response = await ctx.admin.request({ method: 'GET', url: `/api/tickets/${ticketId}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ timeLogged: number }>().timeLogged;
}

async function hoursToday(actor: Actor) {
  const response = await actor.request({ method: 'GET', url: '/api/dashboard/stats' });
  expect(response.statusCode).toBe(200);
  return response.json<{ hoursToday: number }>().hoursToday;
}

async function ownSessions(actor: Actor) {
  const response = await actor.request({ method: 'GET', url: '/api/time-clock/sessions' });
  expect(response.statusCode).toBe(200);
  return response.json<TimeSession[]>();
}

function breaksOf(sessionId: string) {
  return ctx.database.db
    .select()
    .from(timeBreaks)
    .where(eq(timeBreaks.sessionId, sessionId))
    .orderBy(timeBreaks.startTime);
}

function at(offsetMs: number) {
  return new Date(new Date(DEFAULT_NOW).getTime() + offsetMs).toISOString();
}

describe('breaks of the running session', () => {
  it('starts and ends breaks, answers the active session and leaves unpaid breaks out of worked time', async () => {
    const tech = await ctx.newActor('technician');
    const ticket = await insertClockTicket(ctx, { assignedTo: tech.user.id });
    const session = await clockIn(tech, ticket.id);

    ctx.clock.advance(HOUR);
    const started = await startBreak(tech);
    expect(started.statusCode).toBe(200);
    expect(started.json<ActiveSession>()).toMatchObject({
      isActive: true,
      sessionId: session.id,
      breakStartTime: at(HOUR),
      breakMinutes: 0,
      breaksPaid: false,
    });

    ctx.clock.advance(20 * MINUTE);
    const ended = await endBreak(tech);
    expect(ended.statusCode).toBe(200);
    expect(ended.json<ActiveSession>()).toMatchObject({ breakStartTime: null, breakMinutes: 20 });
    // 80 minutes since clock-in, 20 of them on an unpaid break.
    expect(await weekTotal(tech)).toBe(60);
    expect(await timeLogged(ticket.id)).toBe(60);

    // A second break, still open: its running time is left out too.
    expect((await startBreak(tech)).statusCode).toBe(200);
    ctx.clock.advance(10 * MINUTE);
    expect(await active(tech)).toMatchObject({
      breakStartTime: at(80 * MINUTE),
      breakMinutes: 20,
    });
    expect(await weekTotal(tech)).toBe(60);
    expect(await timeLogged(ticket.id)).toBe(60);
    expect(await hoursToday(tech)).toBe(1);

    // Clocking out on a break ends the break at the same instant.
    ctx.clock.advance(10 * MINUTE);
    const out = await post(tech, '/api/time-clock/out', {});
    expect(out.statusCode).toBe(200);
    expect(out.json<TimeSession>()).toMatchObject({
      durationMinutes: 100,
      breakMinutes: 40,
      unpaidBreakMinutes: 40,
      workedMinutes: 60,
    });
    const breaks = await breaksOf(session.id);
    expect(breaks.map((span) => span.endTime?.toISOString())).toEqual([
      at(80 * MINUTE),
      at(100 * MINUTE),
    ]);
    expect(await weekTotal(tech)).toBe(60);
    expect(await timeLogged(ticket.id)).toBe(60);
    expect(await active(tech)).toMatchObject({
      isActive: false,
      breakStartTime: null,
      breakMinutes: 0,
    });
  });

  it('answers 409 without a running session, when already on a break and when not on one', async () => {
    const tech = await ctx.newActor('technician');
    for (const call of [startBreak, endBreak]) {
      const response = await call(tech);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'NOT_CLOCKED_IN',
        error: 'You are not clocked in. Clock in to start a session.',
      });
    }
    const session = await clockIn(tech);
    const notOnBreak = await endBreak(tech);
    expect(notOnBreak.statusCode).toBe(409);
    expect(notOnBreak.json()).toMatchObject({
      code: 'NOT_ON_BREAK',
      error: 'You are not on a break',
    });
    expect((await startBreak(tech)).statusCode).toBe(200);
    const again = await startBreak(tech);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_ON_BREAK',
      error: 'You are already on a break',
    });
    expect(await breaksOf(session.id)).toHaveLength(1);
  });

  it('leaves one open break when several starts arrive at once', async () => {
    const tech = await ctx.newActor('technician');
    const session = await clockIn(tech);
    ctx.clock.advance(30 * MINUTE);
    const responses = await Promise.all(Array.from({ length: 5 }, () => startBreak(tech)));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    for (const response of responses.filter((each) => each.statusCode === 409)) {
      expect(response.json<{ code: string }>().code).toBe('ALREADY_ON_BREAK');
    }
    const open = await ctx.database.db
      .select()
      .from(timeBreaks)
      .where(and(eq(timeBreaks.sessionId, session.id), isNull(timeBreaks.endTime)));
    expect(open).toHaveLength(1);
  });

  it('ends the open break when switching tickets; the next session starts off break', async () => {
    const tech = await ctx.newActor('technician');
    const ticket = await insertClockTicket(ctx, { assignedTo: tech.user.id });
    const first = await clockIn(tech);
    ctx.clock.advance(30 * MINUTE);
    expect((await startBreak(tech)).statusCode).toBe(200);
    ctx.clock.advance(15 * MINUTE);
    const switched = await post(tech, '/api/time-clock/switch', { ticketId: ticket.id });
    expect(switched.statusCode).toBe(201);
    expect(await active(tech)).toMatchObject({
      sessionId: switched.json<TimeSession>().id,
      breakStartTime: null,
      breakMinutes: 0,
    });
    const closed = (await ownSessions(tech)).find((session) => session.id === first.id);
    expect(closed).toMatchObject({
      durationMinutes: 45,
      breakMinutes: 15,
      unpaidBreakMinutes: 15,
      workedMinutes: 30,
    });
  });

  it('ends the open break when an admin deactivates the person (automatic close)', async () => {
    const tech = await ctx.newActor('technician');
    const session = await clockIn(tech);
    ctx.clock.advance(2 * HOUR);
    expect((await startBreak(tech)).statusCode).toBe(200);
    ctx.clock.advance(10 * MINUTE);
    const response = await ctx.admin.request({
      method: 'PUT',
      url: `/api/users/${tech.user.id}`,
      payload: { name: tech.user.name, role: 'technician', status: 'inactive' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(timeSessions)
      .where(eq(timeSessions.id, session.id));
    expect(row).toMatchObject({ durationMinutes: 130, breakMinutes: 10, unpaidBreakMinutes: 10 });
    expect((await breaksOf(session.id))[0]?.endTime?.toISOString()).toBe(at(130 * MINUTE));
  });

  it('counts paid breaks as worked time and never rewrites them when the setting changes', async () => {
    await saveSettings({ breaksPaid: true });
    const tech = await ctx.newActor('technician');
    await clockIn(tech);
    ctx.clock.advance(HOUR);
    expect((await startBreak(tech)).statusCode).toBe(200);
    ctx.clock.advance(15 * MINUTE);
    expect(await active(tech)).toMatchObject({ breaksPaid: true, breakStartTime: at(HOUR) });
    expect(await weekTotal(tech)).toBe(75);
    expect((await endBreak(tech)).statusCode).toBe(200);
    ctx.clock.advance(15 * MINUTE);
    const out = await post(tech, '/api/time-clock/out', {});
    expect(out.json<TimeSession>()).toMatchObject({
      durationMinutes: 90,
      breakMinutes: 15,
      unpaidBreakMinutes: 0,
      workedMinutes: 90,
    });
    await saveSettings({ breaksPaid: false });
    const [session] = await ownSessions(tech);
    expect(session).toMatchObject({ unpaidBreakMinutes: 0, workedMinutes: 90 });
    expect(await weekTotal(tech)).toBe(90);
  });
});

describe('the break rule on the time report', () => {
  async function insertSession(
    userId: string,
    clockIn: string,
    minutes: number | null,
    breakMinutes = 0,
  ) {
    const start = new Date(clockIn);
    const [row] = await ctx.database.db
      .insert(timeSessions)
      .values({
        userId,
        clockInTime: start,
        clockOutTime: minutes === null ? null : new Date(start.getTime() + minutes * MINUTE),
        durationMinutes: minutes,
        breakMinutes,
        unpaidBreakMinutes: breakMinutes,
      })
      .returning();
    return row!;
  }

  async function flags() {
    const response = await ctx.admin.request({
      method: 'GET',
      url: '/api/time-clock/all?startDate=2025-12-01&endDate=2025-12-01',
    });
    expect(response.statusCode).toBe(200);
    return new Map(
      response.json<ReportTimeSession[]>().map((row) => [row.id, row.breakRuleViolated]),
    );
  }

  it('flags closed sessions worked past the threshold with too short a break, only when the rule is on', async () => {
    const [a, b, c, d] = await Promise.all(
      Array.from({ length: 4 }, () => ctx.newActor('technician')),
    );
    // 7 h with a 10-minute break: 410 worked minutes, past 360, break under 30.
    const short = await insertSession(a!.user.id, '2025-12-01T13:00:00.000Z', 420, 10);
    const enough = await insertSession(b!.user.id, '2025-12-01T13:00:00.000Z', 420, 30);
    // 6 h 10 min elapsed less a 10-minute break is 360 worked minutes: not past the threshold.
    const atThreshold = await insertSession(c!.user.id, '2025-12-01T13:00:00.000Z', 370, 10);
    const running = await insertSession(d!.user.id, '2025-12-01T13:00:00.000Z', null);

    await saveSettings({ breakRuleEnabled: true });
    const on = await flags();
    expect(on.get(short.id)).toBe(true);
    expect(on.get(enough.id)).toBe(false);
    expect(on.get(atThreshold.id)).toBe(false);
    expect(on.get(running.id)).toBe(false);

    await saveSettings({ breakRuleEnabled: false });
    expect((await flags()).get(short.id)).toBe(false);
  });
});
