import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ReportTimeSessionSchema } from '#contract/schemas/time-session.ts';
import type { ReportTimeSession, TimeSession } from '#contract/schemas/time-session.ts';
import {
  activity,
  locations,
  payPeriods,
  tickets,
  timeSessions,
  timesheetApprovals,
  timesheetEvents,
  users,
} from '#server/db/schema.ts';
import { REPORT_PAGE_ROWS } from '#server/modules/time-clock/time-clock.repository.ts';
import { DEFAULT_NOW } from '#tests/helpers/build-test-app.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { insertClockTicket } from '#tests/helpers/time-clock-fixtures.ts';
import { insertPayPeriod } from '#tests/helpers/timesheet-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

const { ctx } = fileTestContext({ resetsClock: true });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A ticket at a store, assigned to a user (the shared time-clock fixture). */
function createTicket(options: Parameters<typeof insertClockTicket>[1]) {
  return insertClockTicket(ctx, options);
}

/** A finished or open session written as a fixture, with the server's duration formula. */
async function insertSession(options: {
  userId: string;
  clockIn: string;
  clockOut?: string;
  ticketId?: string;
  notes?: string;
}) {
  const clockIn = new Date(options.clockIn);
  const clockOut = options.clockOut ? new Date(options.clockOut) : null;
  const [row] = await ctx.database.db
    .insert(timeSessions)
    .values({
      userId: options.userId,
      ticketId: options.ticketId ?? null,
      clockInTime: clockIn,
      clockOutTime: clockOut,
      durationMinutes: clockOut
        ? Math.round((clockOut.getTime() - clockIn.getTime()) / 1000 / 60)
        : null,
      notes: options.notes ?? null,
    })
    .returning();
  return row!;
}

function clockIn(actor: Actor, payload: Record<string, unknown> = {}) {
  return actor.request({ method: 'POST', url: '/api/time-clock/in', payload });
}

function clockOut(actor: Actor, payload: Record<string, unknown> = {}) {
  return actor.request({ method: 'POST', url: '/api/time-clock/out', payload });
}

async function active(actor: Actor) {
  const response = await actor.request({ method: 'GET', url: '/api/time-clock/active' });
  expect(response.statusCode).toBe(200);
  return response.json<{
    isActive: boolean;
    clockInTime: string | null;
    ticketNumber: number | null;
  }>();
}

async function ownSessions(actor: Actor, query = '') {
  const response = await actor.request({ method: 'GET', url: `/api/time-clock/sessions${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<TimeSession[]>();
}

/** A technician's home store (decision 030), written straight to the database as a fixture. */
async function setHomeStore(actor: Actor, location: string) {
  const [store] = await ctx.database.db
    .select()
    .from(locations)
    .where(eq(locations.name, location));
  await ctx.database.db
    .update(users)
    .set({ homeLocationId: store!.id })
    .where(eq(users.id, actor.user.id));
}

function report(actor: Actor, query: string) {
  return actor.request({ method: 'GET', url: `/api/time-clock/all${query}` });
}

/** The rows of these actors: other tests of this file leave sessions of their own open. */
function rowsOf(rows: ReportTimeSession[], ...actors: Actor[]) {
  const ids = new Set(actors.map((actor) => actor.user.id));
  return rows.filter((row) => ids.has(row.userId));
}

async function ticketStatus(id: string) {
  const [row] = await ctx.database.db.select().from(tickets).where(eq(tickets.id, id));
  return row?.status;
}

async function activityKinds(ticketId: string) {
  const rows = await ctx.database.db
    .select({ kind: activity.kind, details: activity.details, actorId: activity.actorId })
    .from(activity)
    .where(eq(activity.ticketId, ticketId));
  return rows;
}

describe('clocking in and out', () => {
  it('opens a session at the server time and shows it as active', async () => {
    const tech = await ctx.newActor('technician');
    const response = await clockIn(tech, {
      notes: 'Morning shift',
      // Fields the server owns are ignored.
      userId: ctx.admin.user.id,
      clockInTime: '2020-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      userId: tech.user.id,
      clockInTime: DEFAULT_NOW,
      clockOutTime: null,
      durationMinutes: null,
      isActive: true,
      notes: 'Morning shift',
      ticketId: null,
    });
    expect(await active(tech)).toMatchObject({ isActive: true, clockInTime: DEFAULT_NOW });
  });

  it('answers isActive false and no clock-in time when nothing is open', async () => {
    const tech = await ctx.newActor('technician');
    expect(await active(tech)).toMatchObject({ isActive: false, clockInTime: null });
  });

  it('refuses a second clock-in with 409 Already clocked in and keeps one session', async () => {
    const tech = await ctx.newActor('technician');
    expect((await clockIn(tech)).statusCode).toBe(201);
    ctx.clock.advance(5 * MINUTE);
    const second = await clockIn(tech, { notes: 'again' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'Already clocked in', code: 'ALREADY_CLOCKED_IN' });
    const sessions = await ownSessions(tech);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ clockInTime: DEFAULT_NOW, notes: null });
  });

  it('lets exactly one of 20 simultaneous clock-ins win', async () => {
    const tech = await ctx.newActor('technician');
    const responses = await Promise.all(Array.from({ length: 20 }, () => clockIn(tech)));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json()).toMatchObject({
        code: 'ALREADY_CLOCKED_IN',
        error: 'Already clocked in',
      });
    }
    expect(await ownSessions(tech)).toHaveLength(1);
  });

  it('closes the session with a duration computed on the server, rounded to the minute', async () => {
    const tech = await ctx.newActor('technician');
    await clockIn(tech, { notes: 'Walk-in cooler' });
    ctx.clock.advance(90 * MINUTE + 29_000);
    const response = await clockOut(tech, { notes: 'Replaced the gasket', durationMinutes: 999 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      clockInTime: DEFAULT_NOW,
      clockOutTime: ctx.clock.now().toISOString(),
      durationMinutes: 90,
      isActive: false,
      // Clock-out notes are added to the clock-in notes.
      notes: 'Walk-in cooler\nReplaced the gasket',
    });
    expect(await active(tech)).toMatchObject({ isActive: false, clockInTime: null });
  });

  it('rounds half a minute up', async () => {
    const tech = await ctx.newActor('technician');
    await clockIn(tech);
    ctx.clock.advance(59 * MINUTE + 30_000);
    expect((await clockOut(tech)).json()).toMatchObject({ durationMinutes: 60 });
  });

  it('answers 409 Not clocked in when nothing is open, and writes nothing', async () => {
    const tech = await ctx.newActor('technician');
    const response = await clockOut(tech);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Not clocked in', code: 'NOT_CLOCKED_IN' });
    expect(await ownSessions(tech)).toHaveLength(0);
  });

  it('closes a session once when several clock-outs arrive together', async () => {
    const tech = await ctx.newActor('technician');
    await clockIn(tech);
    ctx.clock.advance(30 * MINUTE);
    const responses = await Promise.all(Array.from({ length: 5 }, () => clockOut(tech)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(4);
    const sessions = await ownSessions(tech);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ durationMinutes: 30, isActive: false });
  });

  it('allows a new session after clocking out', async () => {
    const tech = await ctx.newActor('technician');
    await clockIn(tech);
    ctx.clock.advance(10 * MINUTE);
    await clockOut(tech);
    ctx.clock.advance(10 * MINUTE);
    expect((await clockIn(tech)).statusCode).toBe(201);
    expect(await ownSessions(tech)).toHaveLength(2);
  });

  it('refuses notes over 1,000 characters with 400 and opens nothing', async () => {
    const tech = await ctx.newActor('technician');
    const response = await clockIn(tech, { notes: 'x'.repeat(1001) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Notes must be at most 1000 characters',
    });
    expect(await active(tech)).toMatchObject({ isActive: false });
    expect((await clockIn(tech, { notes: 'y'.repeat(1000) })).statusCode).toBe(201);
  });

  it('refuses clock-out notes over 1,000 characters and keeps the session open', async () => {
    const tech = await ctx.newActor('technician');
    await clockIn(tech);
    const response = await clockOut(tech, { notes: 'z'.repeat(1001) });
    expect(response.statusCode).toBe(400);
    expect(await active(tech)).toMatchObject({ isActive: true });
  });

  it('accepts null and blank notes as no notes', async () => {
    const tech = await ctx.newActor('technician');
    expect((await clockIn(tech, { notes: null, ticketId: null })).json()).toMatchObject({
      notes: null,
    });
    expect((await clockOut(tech, { notes: '   ' })).json()).toMatchObject({ notes: null });
  });

  it('refuses signed-out calls with 401', async () => {
    for (const [method, url] of [
      ['POST', '/api/time-clock/in'],
      ['POST', '/api/time-clock/out'],
      ['GET', '/api/time-clock/active'],
      ['GET', '/api/time-clock/sessions'],
      ['GET', '/api/time-clock/all'],
    ] as const) {
      const response = await ctx.anonymous({
        method,
        url,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('clocking in on a ticket', () => {
  it('moves an open ticket assigned to me to in-progress and records both events', async () => {
    const tech = await ctx.newActor('technician');
    const ticket = await createTicket({ assignedTo: tech.user.id, title: 'Ice machine leaking' });
    const response = await clockIn(tech, { ticketId: ticket.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ticketId: ticket.id,
      ticketNumber: ticket.ticketNumber,
      ticketTitle: 'Ice machine leaking',
    });
    expect(await ticketStatus(ticket.id)).toBe('in-progress');
    expect(await activityKinds(ticket.id)).toEqual(
      expect.arrayContaining([
        {
          kind: 'ticket.status_changed',
          actorId: tech.user.id,
          details: { ticketNumber: ticket.ticketNumber, from: 'open', to: 'in-progress' },
        },
        expect.objectContaining({ kind: 'time.clocked_in', actorId: tech.user.id }),
      ]),
    );
    expect(await active(tech)).toMatchObject({ isActive: true, ticketNumber: ticket.ticketNumber });
  });

  it('starts the work on a ticket I accepted: accepted becomes in-progress (decisions 029-031)', async () => {
    const tech = await ctx.newActor('technician');
    const ticket = await createTicket({ assignedTo: tech.user.id, status: 'accepted' });
    expect((await clockIn(tech, { ticketId: ticket.id })).statusCode).toBe(201);
    expect(await ticketStatus(ticket.id)).toBe('in-progress');
    expect(await activityKinds(ticket.id)).toEqual(
      expect.arrayContaining([
        {
          kind: 'ticket.status_changed',
          actorId: tech.user.id,
          details: { ticketNumber: ticket.ticketNumber, from: 'accepted', to: 'in-progress' },
        },
      ]),
    );
  });

  it('leaves a ticket that is already being worked in its status', async () => {
    const tech = await ctx.newActor('technician');
    const ticket = await createTicket({ assignedTo: tech.user.id, status: 'waiting-for-parts' });
    expect((await clockIn(tech, { ticketId: ticket.id })).statusCode).toBe(201);
    expect(await ticketStatus(ticket.id)).toBe('waiting-for-parts');
    expect((await activityKinds(ticket.id)).map((entry) => entry.kind)).toEqual([
      'time.clocked_in',
    ]);
  });

  /** Clock-in on this ticket is refused with 403, and neither the ticket nor the clock changes. */
  async function expectClockInRefused(actor: Actor, ticketId: string) {
    const response = await clockIn(actor, { ticketId });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'You can only clock in on a ticket assigned to you',
      code: 'FORBIDDEN',
    });
    expect(await ticketStatus(ticketId)).toBe('open');
    expect(await activityKinds(ticketId)).toEqual([]);
    expect(await active(actor)).toMatchObject({ isActive: false });
  }

  it("refuses someone else's ticket with 403 and changes nothing", async () => {
    const tech = await ctx.newActor('technician');
    const other = await ctx.newActor('technician');
    const ticket = await createTicket({ assignedTo: other.user.id });
    await expectClockInRefused(tech, ticket.id);
  });

  it('refuses a ticket still naming someone who is no longer a technician, and changes nothing', async () => {
    // Product rules §4: clock-in checks the caller's current role like every other ticket action.
    const manager = await ctx.newActor('manager');
    const ticket = await createTicket({ assignedTo: manager.user.id });
    await expectClockInRefused(manager, ticket.id);
  });

  it('refuses an unassigned ticket with 403', async () => {
    const tech = await ctx.newActor('technician');
    const ticket = await createTicket({ assignedTo: null });
    expect((await clockIn(tech, { ticketId: ticket.id })).statusCode).toBe(403);
  });

  it('answers 404 for a ticket that does not exist and 400 for a malformed id', async () => {
    const tech = await ctx.newActor('technician');
    const missing = await clockIn(tech, { ticketId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Ticket not found', code: 'NOT_FOUND' });
    const malformed = await clockIn(tech, { ticketId: 'ticket-1' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Must be a valid id',
    });
    expect(await active(tech)).toMatchObject({ isActive: false });
  });

  it('refuses a completed ticket with 409', async () => {
    const tech = await ctx.newActor('technician');
    const ticket = await createTicket({ assignedTo: tech.user.id, status: 'completed' });
    const response = await clockIn(tech, { ticketId: ticket.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'TICKET_COMPLETED' });
  });

  it('undoes the status change when the user is already clocked in', async () => {
    const tech = await ctx.newActor('technician');
    await clockIn(tech);
    const ticket = await createTicket({ assignedTo: tech.user.id });
    const response = await clockIn(tech, { ticketId: ticket.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ALREADY_CLOCKED_IN' });
    expect(await ticketStatus(ticket.id)).toBe('open');
    expect(await activityKinds(ticket.id)).toEqual([]);
  });

  it('records the clock-out with its duration on the ticket', async () => {
    const tech = await ctx.newActor('technician');
    const ticket = await createTicket({ assignedTo: tech.user.id });
    await clockIn(tech, { ticketId: ticket.id });
    ctx.clock.advance(45 * MINUTE);
    expect((await clockOut(tech)).json()).toMatchObject({
      ticketId: ticket.id,
      durationMinutes: 45,
    });
    const [row] = await ctx.database.db
      .select({ details: activity.details })
      .from(activity)
      .where(and(eq(activity.ticketId, ticket.id), eq(activity.kind, 'time.clocked_out')));
    expect(row?.details).toMatchObject({ durationMinutes: 45, ticketNumber: ticket.ticketNumber });
  });
});

describe("a ticket's time logged", () => {
  it('adds up the sessions tied to the ticket, a running one included', async () => {
    const tech = await ctx.newActor('technician');
    const ticket = await createTicket({ assignedTo: tech.user.id });
    await clockIn(tech, { ticketId: ticket.id });
    ctx.clock.advance(50 * MINUTE);
    await clockOut(tech);
    ctx.clock.advance(10 * MINUTE);
    await clockIn(tech, { ticketId: ticket.id });
    ctx.clock.advance(20 * MINUTE);
    const response = await tech.request({ method: 'GET', url: `/api/tickets/${ticket.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'in-progress', timeLogged: 70 });
  });

  it('lists my assigned, not completed tickets for the clock-in picker', async () => {
    const tech = await ctx.newActor('technician');
    const mine = await createTicket({ assignedTo: tech.user.id, title: 'Mine and open' });
    await createTicket({ assignedTo: tech.user.id, status: 'completed', title: 'Mine and done' });
    await createTicket({ assignedTo: ctx.technician.user.id, title: 'Not mine' });
    const statuses = 'open,accepted,in-progress,waiting-for-parts,waiting-for-third-party';
    const response = await tech.request({
      method: 'GET',
      url: `/api/tickets?assignedTo=${tech.user.id}&status=${statuses}&limit=200`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ id: string }[]>().map((ticket) => ticket.id)).toEqual([mine.id]);
  });
});

describe('GET /api/time-clock/sessions', () => {
  it('lists only my own sessions, newest first', async () => {
    const tech = await ctx.newActor('technician');
    const other = await ctx.newActor('technician');
    await insertSession({
      userId: tech.user.id,
      clockIn: '2026-01-02T13:00:00.000Z',
      clockOut: '2026-01-02T21:00:00.000Z',
    });
    await insertSession({
      userId: tech.user.id,
      clockIn: '2026-01-05T13:00:00.000Z',
      clockOut: '2026-01-05T15:30:00.000Z',
    });
    await insertSession({
      userId: other.user.id,
      clockIn: '2026-01-04T13:00:00.000Z',
      clockOut: '2026-01-04T14:00:00.000Z',
    });
    await clockIn(tech);
    // ?userId of someone else is ignored: the session decides.
    const sessions = await ownSessions(tech, `?userId=${other.user.id}`);
    expect(
      sessions.map((session) => [session.clockInTime, session.durationMinutes, session.isActive]),
    ).toEqual([
      [DEFAULT_NOW, null, true],
      ['2026-01-05T13:00:00.000Z', 150, false],
      ['2026-01-02T13:00:00.000Z', 480, false],
    ]);
  });

  it('pages with limit and the x-next-cursor header', async () => {
    const tech = await ctx.newActor('technician');
    for (let day = 1; day <= 5; day += 1) {
      await insertSession({
        userId: tech.user.id,
        clockIn: `2025-12-0${String(day)}T13:00:00.000Z`,
        clockOut: `2025-12-0${String(day)}T14:00:00.000Z`,
      });
    }
    const seen: string[] = [];
    let url = '/api/time-clock/sessions?limit=2';
    for (let page = 0; page < 5; page += 1) {
      const response = await tech.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      seen.push(
        ...response.json<TimeSession[]>().map((session) => session.clockInTime.slice(0, 10)),
      );
      const cursor = response.headers['x-next-cursor'];
      if (typeof cursor !== 'string') break;
      url = `/api/time-clock/sessions?limit=2&cursor=${encodeURIComponent(cursor)}`;
    }
    expect(seen).toEqual(['2025-12-05', '2025-12-04', '2025-12-03', '2025-12-02', '2025-12-01']);
  });

  it('refuses a bad limit or cursor with 400', async () => {
    const tech = await ctx.newActor('technician');
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?cursor=not-a-cursor']) {
      const response = await tech.request({
        method: 'GET',
        url: `/api/time-clock/sessions${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('GET /api/time-clock/all (time report)', () => {
  it('refuses a technician with 403 and the spec text, whatever the query', async () => {
    for (const query of ['', '?startDate=2026-01-01&endDate=2026-01-31', '?startDate=nonsense']) {
      const response = await report(ctx.technician, query);
      expect(response.statusCode, query).toBe(403);
      expect(response.json()).toEqual({
        error: "You don't have permission to view reports.",
        code: 'FORBIDDEN',
      });
    }
  });

  it('answers every session in the inclusive business-time-zone days, ordered by clock-in', async () => {
    const first = await ctx.newActor('technician', { name: 'Ana Flores' });
    const second = await ctx.newActor('technician', { name: 'Ben Okafor' });
    // The tests' business time zone is America/New_York (UTC-5 in November).
    // 2025-11-02 23:30 New York: the day before the range.
    await insertSession({
      userId: first.user.id,
      clockIn: '2025-11-03T04:30:00.000Z',
      clockOut: '2025-11-03T05:00:00.000Z',
    });
    // 2025-11-03 00:00 New York: the first instant of the range.
    await insertSession({
      userId: second.user.id,
      clockIn: '2025-11-03T05:00:00.000Z',
      clockOut: '2025-11-03T06:00:00.000Z',
      notes: 'Night call',
    });
    await insertSession({
      userId: first.user.id,
      clockIn: '2025-11-04T14:00:00.000Z',
      clockOut: '2025-11-04T16:15:00.000Z',
    });
    // 2025-11-04 23:59 New York: still the last day of the range.
    await insertSession({
      userId: second.user.id,
      clockIn: '2025-11-05T04:59:00.000Z',
      clockOut: '2025-11-05T05:30:00.000Z',
    });
    // 2025-11-05 00:00 New York: the day after.
    await insertSession({
      userId: first.user.id,
      clockIn: '2025-11-05T05:00:00.000Z',
      clockOut: '2025-11-05T06:00:00.000Z',
    });

    const response = await report(ctx.admin, '?startDate=2025-11-03&endDate=2025-11-04');
    expect(response.statusCode).toBe(200);
    const rows = rowsOf(response.json<ReportTimeSession[]>(), first, second);
    expect(rows.map((row) => [row.userName, row.clockInTime, row.durationMinutes])).toEqual([
      ['Ben Okafor', '2025-11-03T05:00:00.000Z', 60],
      ['Ana Flores', '2025-11-04T14:00:00.000Z', 135],
      ['Ben Okafor', '2025-11-05T04:59:00.000Z', 31],
    ]);
    expect(rows[0]).toMatchObject({
      notes: 'Night call',
      isActive: false,
      needsReview: false,
      userId: second.user.id,
    });
  });

  it('reads a full date-time as its day in the business time zone', async () => {
    const tech = await ctx.newActor('technician', { name: 'Cora Diaz' });
    await insertSession({
      userId: tech.user.id,
      clockIn: '2025-10-15T15:00:00.000Z',
      clockOut: '2025-10-15T16:00:00.000Z',
    });
    // 02:00 UTC on the 16th is still the 15th in New York.
    const response = await report(
      ctx.admin,
      '?startDate=2025-10-16T02:00:00.000Z&endDate=2025-10-16T02:00:00.000Z',
    );
    expect(response.statusCode).toBe(200);
    expect(rowsOf(response.json<ReportTimeSession[]>(), tech).map((row) => row.userName)).toEqual([
      'Cora Diaz',
    ]);
  });

  it('refuses an end date before the start date and a malformed date with 400', async () => {
    const backwards = await report(ctx.admin, '?startDate=2026-01-10&endDate=2026-01-09');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({
      error: 'endDate must be on or after startDate',
      code: 'VALIDATION_FAILED',
    });
    for (const query of [
      '?startDate=2026-13-01',
      '?startDate=01/06/2026',
      '?endDate=yesterday',
      '?startDate=2026-02-30',
    ]) {
      const response = await report(ctx.manager, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: string }>().error, query).toMatch(
        /(startDate|endDate) must be a date as YYYY-MM-DD/,
      );
    }
  });

  it('flags a session left open past 16 hours for review and keeps it open', async () => {
    const tech = await ctx.newActor('technician', { name: 'Dev Patel' });
    const forgotten = await ctx.newActor('technician', { name: 'Eli Novak' });
    const long = await ctx.newActor('technician', { name: 'Fay Moreau' });
    ctx.clock.set('2025-09-10T16:00:00.000Z');
    await insertSession({ userId: tech.user.id, clockIn: '2025-09-10T13:00:00.000Z' });
    await insertSession({ userId: forgotten.user.id, clockIn: '2025-09-09T23:00:00.000Z' });
    await insertSession({
      userId: long.user.id,
      clockIn: '2025-09-08T12:00:00.000Z',
      clockOut: '2025-09-09T05:00:00.000Z',
    });
    const response = await report(ctx.admin, '?startDate=2025-09-08&endDate=2025-09-10');
    const rows = rowsOf(response.json<ReportTimeSession[]>(), tech, forgotten, long);
    expect(rows.map((row) => [row.userName, row.isActive, row.needsReview])).toEqual([
      ['Fay Moreau', false, true],
      ['Eli Novak', true, true],
      ['Dev Patel', true, false],
    ]);
    // Reading the report closes nothing.
    expect(rows.find((row) => row.userName === 'Eli Novak')?.clockOutTime).toBeNull();
  });

  it('keeps a session still open from before the range on the report', async () => {
    const tech = await ctx.newActor('technician', { name: 'Gil Santos' });
    ctx.clock.set('2025-08-20T16:00:00.000Z');
    await insertSession({ userId: tech.user.id, clockIn: '2025-08-18T13:00:00.000Z' });
    await insertSession({
      userId: tech.user.id,
      clockIn: '2025-08-17T13:00:00.000Z',
      clockOut: '2025-08-17T14:00:00.000Z',
    });
    const rows = rowsOf(
      (await report(ctx.admin, '?startDate=2025-08-20&endDate=2025-08-20')).json<
        ReportTimeSession[]
      >(),
      tech,
    );
    expect(rows.map((row) => [row.userName, row.clockInTime, row.needsReview])).toEqual([
      ['Gil Santos', '2025-08-18T13:00:00.000Z', true],
    ]);
  });

  it("shows a manager only their store's sessions", async () => {
    const manager = await ctx.newActor('manager', { location: 'Mall Location' });
    const mallTech = await ctx.newActor('technician', { name: 'Hana Mall' });
    const downtownTech = await ctx.newActor('technician', { name: 'Ivan Downtown' });
    const roamingTech = await ctx.newActor('technician', { name: 'Jo Roaming' });
    await setHomeStore(mallTech, 'Mall Location');
    await setHomeStore(downtownTech, 'Downtown');
    const mallTicket = await createTicket({
      assignedTo: mallTech.user.id,
      location: 'Mall Location',
      status: 'in-progress',
    });
    const downtownTicket = await createTicket({
      assignedTo: mallTech.user.id,
      location: 'Downtown',
      status: 'in-progress',
    });
    await createTicket({ assignedTo: downtownTech.user.id, location: 'Downtown' });
    const day = '2025-07-15';
    // On a Mall ticket: the Mall's.
    await insertSession({
      userId: mallTech.user.id,
      clockIn: `${day}T13:00:00.000Z`,
      clockOut: `${day}T14:00:00.000Z`,
      ticketId: mallTicket.id,
      notes: 'mall ticket',
    });
    // On a Downtown ticket: Downtown's, and the Mall's too, whose technician it is.
    await insertSession({
      userId: mallTech.user.id,
      clockIn: `${day}T15:00:00.000Z`,
      clockOut: `${day}T16:00:00.000Z`,
      ticketId: downtownTicket.id,
      notes: 'downtown ticket',
    });
    // No ticket, technician whose home store is the Mall: the Mall's.
    await insertSession({
      userId: mallTech.user.id,
      clockIn: `${day}T17:00:00.000Z`,
      clockOut: `${day}T18:00:00.000Z`,
      notes: 'general time',
    });
    // No ticket, technician whose home store is Downtown: not the Mall's.
    await insertSession({
      userId: downtownTech.user.id,
      clockIn: `${day}T13:30:00.000Z`,
      clockOut: `${day}T14:30:00.000Z`,
      notes: 'downtown general',
    });
    // No ticket, technician with no home store but a Mall ticket assigned: the chain's (admin) only.
    await createTicket({ assignedTo: roamingTech.user.id, location: 'Mall Location' });
    await insertSession({
      userId: roamingTech.user.id,
      clockIn: `${day}T13:00:00.000Z`,
      clockOut: `${day}T13:45:00.000Z`,
      notes: 'roaming general',
    });
    // The manager's own time.
    await insertSession({
      userId: manager.user.id,
      clockIn: `${day}T19:00:00.000Z`,
      clockOut: `${day}T19:30:00.000Z`,
      notes: 'own',
    });

    const query = `?startDate=${day}&endDate=${day}`;
    const mallRows = (await report(manager, query)).json<ReportTimeSession[]>();
    expect(mallRows.map((row) => [row.notes, row.storeName])).toEqual([
      ['mall ticket', 'Mall Location'],
      ['downtown ticket', 'Downtown'],
      ['general time', 'Mall Location'],
      ['own', 'Mall Location'],
    ]);

    // The Downtown manager of the test context sees the other side of the same day.
    const downtownRows = (await report(ctx.manager, query)).json<ReportTimeSession[]>();
    expect(downtownRows.map((row) => row.notes)).toEqual(['downtown general', 'downtown ticket']);

    const adminRows = rowsOf(
      (await report(ctx.admin, query)).json<ReportTimeSession[]>(),
      manager,
      mallTech,
      downtownTech,
      roamingTech,
    );
    expect(adminRows).toHaveLength(6);
  });

  it('streams a report of several pages whole, in order, in the bytes the contract writes', async () => {
    const people = [
      await ctx.newActor('technician', { name: 'Page One' }),
      await ctx.newActor('technician', { name: 'Page Two' }),
      await ctx.newActor('technician', { name: 'Page Three' }),
    ];
    // Three people clock in at the same instants, so pages end inside runs of equal clock-ins
    // (the id breaks the tie); each instant has a microsecond part a JavaScript Date drops.
    const hours = Math.ceil((2 * REPORT_PAGE_ROWS + 100) / people.length);
    const first = Date.parse('2023-02-01T12:00:00.000Z');
    await ctx.database.db.insert(timeSessions).values(
      Array.from({ length: hours }, (_, hour) => new Date(first + hour * HOUR)).flatMap((at) =>
        people.map((person) => ({
          userId: person.user.id,
          clockInTime: sql`${at.toISOString()}::timestamptz + interval '7 microseconds'`,
          clockOutTime: new Date(at.getTime() + 30 * MINUTE),
          durationMinutes: 30,
        })),
      ),
    );
    const url = '/api/time-clock/all?startDate=2023-02-01&endDate=2023-03-31';
    // A late event of an earlier write would empty the cache between the two requests.
    await ctx.eventsDelivered();
    const response = await ctx.admin.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const rows = response.json<ReportTimeSession[]>();
    // The bytes the route's serializer wrote when the report was answered whole.
    expect(response.body).toBe(JSON.stringify(z.encode(z.array(ReportTimeSessionSchema), rows)));
    const ours = rowsOf(rows, ...people);
    expect(ours).toHaveLength(hours * people.length);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const order = rows.map((row) => `${row.clockInTime}|${row.id}`);
    expect(order).toEqual([...order].sort());
    // Kept by the read cache once complete, and answered again from it, byte for byte.
    const again = await ctx.admin.request({ method: 'GET', url });
    expect(again.headers['x-read-cache']).toBe('hit');
    expect(again.body).toBe(response.body);
  });

  it('shows a manager without a store only their own sessions', async () => {
    const manager = await ctx.newActor('manager');
    const tech = await ctx.newActor('technician');
    await createTicket({ assignedTo: tech.user.id, location: 'Airport' });
    await insertSession({
      userId: tech.user.id,
      clockIn: '2025-06-02T13:00:00.000Z',
      clockOut: '2025-06-02T14:00:00.000Z',
    });
    await insertSession({
      userId: manager.user.id,
      clockIn: '2025-06-02T15:00:00.000Z',
      clockOut: '2025-06-02T16:00:00.000Z',
    });
    const rows = (await report(manager, '?startDate=2025-06-02&endDate=2025-06-02')).json<
      ReportTimeSession[]
    >();
    expect(rows.map((row) => row.userId)).toEqual([manager.user.id]);
  });

  it('includes sessions clocked through the API, with the technician name', async () => {
    const tech = await ctx.newActor('technician', { name: 'Jo Lee' });
    ctx.clock.set('2025-05-05T13:00:00.000Z');
    await clockIn(tech, { notes: 'Opening checks' });
    ctx.clock.advance(2 * HOUR + 15 * MINUTE);
    await clockOut(tech);
    const rows = rowsOf(
      (await report(ctx.admin, '?startDate=2025-05-05&endDate=2025-05-05')).json<
        ReportTimeSession[]
      >(),
      tech,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        userName: 'Jo Lee',
        clockInTime: '2025-05-05T13:00:00.000Z',
        clockOutTime: '2025-05-05T15:15:00.000Z',
        durationMinutes: 135,
        isActive: false,
        needsReview: false,
        notes: 'Opening checks',
      }),
    ]);
  });
});

describe('a role change or deactivation ends the work of the user', () => {
  // Product rules §4: the user's running session closes and their uncompleted tickets go back to the
  // unassigned open state, each change in the history.
  function changeUser(target: Actor, changes: { role?: string; status?: string }) {
    return ctx.admin.request({
      method: 'PUT',
      url: `/api/users/${target.user.id}`,
      payload: { name: target.user.name, role: 'technician', status: 'active', ...changes },
    });
  }

  async function sessionsOf(userId: string) {
    return ctx.database.db
      .select({ clockOutTime: timeSessions.clockOutTime, ticketId: timeSessions.ticketId })
      .from(timeSessions)
      .where(eq(timeSessions.userId, userId));
  }

  async function ticketRow(id: string) {
    const [row] = await ctx.database.db
      .select({ status: tickets.status, assignedTo: tickets.assignedTo })
      .from(tickets)
      .where(eq(tickets.id, id));
    return row;
  }

  for (const change of [
    { name: 'a role change', changes: { role: 'manager' } },
    { name: 'a deactivation', changes: { status: 'inactive' } },
  ]) {
    it(`${change.name} closes the running session and unassigns uncompleted tickets`, async () => {
      const tech = await ctx.newActor('technician');
      const worked = await createTicket({ assignedTo: tech.user.id });
      const waiting = await createTicket({ assignedTo: tech.user.id, status: 'waiting-for-parts' });
      const done = await createTicket({ assignedTo: tech.user.id, status: 'completed' });
      ctx.clock.set('2026-01-06T14:00:00.000Z');
      expect((await clockIn(tech, { ticketId: worked.id })).statusCode).toBe(201);
      ctx.clock.set('2026-01-06T15:30:00.000Z');

      const response = await changeUser(tech, change.changes);
      expect(response.statusCode).toBe(200);

      expect(await sessionsOf(tech.user.id)).toEqual([
        { clockOutTime: new Date('2026-01-06T15:30:00.000Z'), ticketId: worked.id },
      ]);
      expect(await ticketRow(worked.id)).toEqual({ status: 'open', assignedTo: null });
      expect(await ticketRow(waiting.id)).toEqual({ status: 'open', assignedTo: null });
      expect(await ticketRow(done.id)).toEqual({ status: 'completed', assignedTo: tech.user.id });
      const history = await ctx.admin.request({
        method: 'GET',
        url: `/api/tickets/${worked.id}/activity`,
      });
      expect(history.json<{ message: string }[]>().map((entry) => entry.message)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /session on #\d+ was closed when their role or status changed after 1h 30m$/,
          ),
          expect.stringMatching(/unassigned #\d+: its technician's role or status changed$/),
          expect.stringMatching(/changed #\d+ to Open$/),
        ]),
      );
      // The ticket can be assigned again at once.
      const other = await ctx.newActor('technician');
      const reassigned = await ctx.admin.request({
        method: 'PATCH',
        url: `/api/tickets/${waiting.id}`,
        payload: { assignedTo: other.user.id },
      });
      expect(reassigned.statusCode).toBe(200);
    });
  }

  it('leaves the work of a technician whose name alone changed', async () => {
    const tech = await ctx.newActor('technician');
    const ticket = await createTicket({ assignedTo: tech.user.id });
    expect((await clockIn(tech, { ticketId: ticket.id })).statusCode).toBe(201);
    expect((await changeUser(tech, {})).statusCode).toBe(200);
    expect(await active(tech)).toMatchObject({ isActive: true });
    expect(await ticketRow(ticket.id)).toEqual({ status: 'in-progress', assignedTo: tech.user.id });
  });
});

// Issue 37 (decision 042 cut 44): a clock-in without a ticket reads its refusals (an overlapping
// session, a locked pay period) and whether its week is approved in the statement that inserts
// the session, which inserts only when nothing refuses. These pin what that statement must keep:
// the refusals' order, nothing written when refused, the approval withdrawn only when there is
// one, and the answer as the stored session.

// DEFAULT_NOW is Tuesday 2026-01-06 in the business zone; its week starts on Sunday 2026-01-04.
const DEFAULT_WEEK = '2026-01-04';

async function approveDefaultWeek(userId: string): Promise<void> {
  await ctx.database.db
    .insert(timesheetApprovals)
    .values({ userId, weekStart: DEFAULT_WEEK, approvedBy: ctx.admin.user.id });
}

/** A locked pay period over the week, for the length of `run` (the file's tests share a database). */
async function inLockedWeek(run: () => Promise<void>): Promise<void> {
  const period = await insertPayPeriod(ctx, {
    startDate: DEFAULT_WEEK,
    endDate: '2026-01-10',
    locked: true,
  });
  try {
    await run();
  } finally {
    await ctx.database.db.delete(payPeriods).where(eq(payPeriods.id, period.id));
  }
}

async function clockInWrites(userId: string) {
  const [sessions, entries, approvals, events] = await Promise.all([
    ctx.database.db.select().from(timeSessions).where(eq(timeSessions.userId, userId)),
    ctx.database.db.select().from(activity).where(eq(activity.actorId, userId)),
    ctx.database.db
      .select({ weekStart: timesheetApprovals.weekStart })
      .from(timesheetApprovals)
      .where(eq(timesheetApprovals.userId, userId)),
    ctx.database.db
      .select({ kind: timesheetEvents.kind })
      .from(timesheetEvents)
      .where(and(eq(timesheetEvents.userId, userId), eq(timesheetEvents.weekStart, DEFAULT_WEEK))),
  ]);
  return { sessions, entries, approvals, events };
}

describe('POST /api/time-clock/in without a ticket', () => {
  it('refuses inside a locked pay period with 409 PERIOD_LOCKED and writes nothing, the approval kept', async () => {
    const tech = await ctx.newActor('technician');
    await approveDefaultWeek(tech.user.id);
    await inLockedWeek(async () => {
      const response = await tech.request({
        method: 'POST',
        url: '/api/time-clock/in',
        payload: {},
      });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ code: 'PERIOD_LOCKED' });
      expect(await clockInWrites(tech.user.id)).toEqual({
        sessions: [],
        entries: [],
        approvals: [{ weekStart: DEFAULT_WEEK }],
        events: [],
      });
    });
  });

  it('answers 409 ALREADY_CLOCKED_IN before PERIOD_LOCKED, and writes nothing more', async () => {
    const tech = await ctx.newActor('technician');
    const first = await tech.request({ method: 'POST', url: '/api/time-clock/in', payload: {} });
    expect(first.statusCode, first.body).toBe(201);
    await inLockedWeek(async () => {
      const before = await clockInWrites(tech.user.id);
      const second = await tech.request({
        method: 'POST',
        url: '/api/time-clock/in',
        payload: {},
      });
      expect(second.statusCode, second.body).toBe(409);
      expect(second.json()).toMatchObject({ code: 'ALREADY_CLOCKED_IN' });
      expect(await clockInWrites(tech.user.id)).toEqual(before);
    });
  });

  it('answers the session as stored, records the clock-in, and leaves the timesheets alone when the week is not approved', async () => {
    const tech = await ctx.newActor('technician');
    const response = await tech.request({
      method: 'POST',
      url: '/api/time-clock/in',
      payload: { notes: 'Opening shift' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const session = response.json<TimeSession>();
    const written = await clockInWrites(tech.user.id);
    expect(written.sessions).toHaveLength(1);
    const [stored] = written.sessions;
    expect(session).toEqual({
      id: stored?.id,
      userId: tech.user.id,
      ticketId: null,
      ticketNumber: null,
      ticketTitle: null,
      clockInTime: ctx.clock.now().toISOString(),
      clockOutTime: null,
      durationMinutes: null,
      isActive: true,
      notes: 'Opening shift',
      breakMinutes: 0,
      unpaidBreakMinutes: 0,
      workedMinutes: null,
      source: 'clock',
      corrected: false,
      offline: false,
      punchFlag: null,
    });
    expect(stored?.clockInTime.toISOString()).toBe(session.clockInTime);
    expect(written.entries.map((entry) => [entry.kind, entry.details])).toEqual([
      ['time.clocked_in', { sessionId: session.id }],
    ]);
    expect(written.approvals).toEqual([]);
    expect(written.events).toEqual([]);
  });

  it('takes back the approval of its week, once', async () => {
    const tech = await ctx.newActor('technician');
    await approveDefaultWeek(tech.user.id);
    const clockIn = await tech.request({ method: 'POST', url: '/api/time-clock/in', payload: {} });
    expect(clockIn.statusCode, clockIn.body).toBe(201);
    const written = await clockInWrites(tech.user.id);
    expect(written.sessions).toHaveLength(1);
    expect(written.approvals).toEqual([]);
    expect(written.events).toEqual([{ kind: 'unapproved' }]);
  });
});
