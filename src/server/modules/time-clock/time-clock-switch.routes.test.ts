import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { ActiveSession, TimeSession, WeekTotal } from '#contract/schemas/time-session.ts';
import { activity, tickets, timeSessions } from '#server/db/schema.ts';
import { DEFAULT_NOW } from '#tests/helpers/build-test-app.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { insertClockTicket } from '#tests/helpers/time-clock-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 029: switching the running session to another ticket, and this week's total.

const { ctx } = fileTestContext({ resetsClock: true });

const MINUTE = 60_000;

/** A ticket at a store, assigned to a user (the shared time-clock fixture). */
function createTicket(options: Parameters<typeof insertClockTicket>[1]) {
  return insertClockTicket(ctx, options);
}

function clockIn(actor: Actor, payload: Record<string, unknown> = {}) {
  return actor.request({ method: 'POST', url: '/api/time-clock/in', payload });
}

function switchTo(actor: Actor, payload: Record<string, unknown>) {
  return actor.request({ method: 'POST', url: '/api/time-clock/switch', payload });
}

async function active(actor: Actor) {
  const response = await actor.request({ method: 'GET', url: '/api/time-clock/active' });
  expect(response.statusCode).toBe(200);
  return response.json<ActiveSession>();
}

async function sessionsOf(actor: Actor) {
  return ctx.database.db
    .select()
    .from(timeSessions)
    .where(eq(timeSessions.userId, actor.user.id))
    .orderBy(timeSessions.clockInTime, timeSessions.clockOutTime);
}

function later(minutes: number): string {
  return new Date(new Date(DEFAULT_NOW).getTime() + minutes * MINUTE).toISOString();
}

describe('POST /api/time-clock/switch', () => {
  it('closes the running session and opens one on the other ticket at the same instant', async () => {
    const tech = await ctx.newActor('technician');
    const first = await createTicket({ assignedTo: tech.user.id, title: 'Fryer will not heat' });
    const second = await createTicket({
      assignedTo: tech.user.id,
      location: 'Mall Location',
      title: 'Ice machine leaks',
    });
    expect((await clockIn(tech, { ticketId: first.id })).statusCode).toBe(201);
    ctx.clock.set(later(90));

    const response = await switchTo(tech, { ticketId: second.id, notes: 'Leak at the drain' });

    expect(response.statusCode).toBe(201);
    expect(response.json<TimeSession>()).toMatchObject({
      ticketId: second.id,
      ticketNumber: second.ticketNumber,
      ticketTitle: 'Ice machine leaks',
      clockInTime: later(90),
      clockOutTime: null,
      isActive: true,
      notes: 'Leak at the drain',
    });
    const rows = await sessionsOf(tech);
    expect(rows.map((row) => [row.ticketId, row.clockInTime, row.clockOutTime])).toEqual([
      [first.id, new Date(DEFAULT_NOW), new Date(later(90))],
      [second.id, new Date(later(90)), null],
    ]);
    expect(rows[0]!.durationMinutes).toBe(90);
    expect(await active(tech)).toMatchObject({
      isActive: true,
      ticketId: second.id,
      ticketNumber: second.ticketNumber,
      ticketTitle: 'Ice machine leaks',
      ticketStoreName: 'Mall Location',
    });
    const [secondTicket] = await ctx.database.db
      .select({ status: tickets.status })
      .from(tickets)
      .where(eq(tickets.id, second.id));
    expect(secondTicket!.status).toBe('in-progress');
    // The history reads as a clock-out on one ticket and a clock-in on the other.
    const history = await ctx.database.db
      .select({ kind: activity.kind, ticketId: activity.ticketId })
      .from(activity)
      .where(and(eq(activity.actorId, tech.user.id), eq(activity.createdAt, new Date(later(90)))));
    expect(history).toEqual(
      expect.arrayContaining([
        { kind: 'time.clocked_out', ticketId: first.id },
        { kind: 'time.clocked_in', ticketId: second.id },
      ]),
    );
  });

  it('switches to time on no ticket with ticketId null, and back onto a ticket', async () => {
    const tech = await ctx.newActor('technician');
    const ticket = await createTicket({ assignedTo: tech.user.id });
    expect((await clockIn(tech, { ticketId: ticket.id })).statusCode).toBe(201);
    ctx.clock.set(later(10));
    const toNone = await switchTo(tech, { ticketId: null });
    expect(toNone.statusCode).toBe(201);
    expect(toNone.json<TimeSession>()).toMatchObject({ ticketId: null, isActive: true });
    ctx.clock.set(later(20));
    expect((await switchTo(tech, { ticketId: ticket.id })).statusCode).toBe(201);
    expect((await sessionsOf(tech)).map((row) => row.durationMinutes)).toEqual([10, 10, null]);
  });

  it('answers 409 when I am not clocked in, and writes nothing', async () => {
    const tech = await ctx.newActor('technician');
    const ticket = await createTicket({ assignedTo: tech.user.id });
    const response = await switchTo(tech, { ticketId: ticket.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'NOT_CLOCKED_IN',
      error: 'You are not clocked in. Clock in to start a session.',
    });
    expect(await sessionsOf(tech)).toHaveLength(0);
    const [row] = await ctx.database.db
      .select({ status: tickets.status })
      .from(tickets)
      .where(eq(tickets.id, ticket.id));
    expect(row!.status).toBe('open');
  });

  it('refuses the ticket I am already on with 409, and keeps the session', async () => {
    const tech = await ctx.newActor('technician');
    const ticket = await createTicket({ assignedTo: tech.user.id });
    expect((await clockIn(tech, { ticketId: ticket.id })).statusCode).toBe(201);
    ctx.clock.set(later(5));
    const response = await switchTo(tech, { ticketId: ticket.id });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toBe(
      'You are already clocked in on this ticket',
    );
    const rows = await sessionsOf(tech);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.clockOutTime).toBeNull();

    const general = await ctx.newActor('technician');
    expect((await clockIn(general)).statusCode).toBe(201);
    const again = await switchTo(general, { ticketId: null });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe(
      'You are already clocked in without a ticket',
    );
  });

  it("applies clock-in's ticket rules and leaves the running session as it was when refused", async () => {
    const tech = await ctx.newActor('technician');
    const mine = await createTicket({ assignedTo: tech.user.id });
    const other = await ctx.newActor('technician');
    const theirs = await createTicket({ assignedTo: other.user.id });
    const done = await createTicket({ assignedTo: tech.user.id, status: 'completed' });
    expect((await clockIn(tech, { ticketId: mine.id })).statusCode).toBe(201);
    ctx.clock.set(later(30));

    const refusals = [
      [{ ticketId: theirs.id }, 403],
      [{ ticketId: done.id }, 409],
      [{ ticketId: '00000000-0000-4000-8000-000000000000' }, 404],
      [{ ticketId: 'not-an-id' }, 400],
      [{}, 400],
      [{ ticketId: null, notes: 'x'.repeat(1001) }, 400],
    ] as const;
    for (const [payload, status] of refusals) {
      const response = await switchTo(tech, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    }
    expect((await switchTo(tech, {})).json<{ error: string }>().error).toContain(
      'ticketId is required',
    );
    const rows = await sessionsOf(tech);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ticketId: mine.id, clockOutTime: null });
    const [theirTicket] = await ctx.database.db
      .select({ status: tickets.status })
      .from(tickets)
      .where(eq(tickets.id, theirs.id));
    expect(theirTicket!.status).toBe('open');
  });

  it('leaves exactly one running session, and no overlap, when switches arrive together', async () => {
    const tech = await ctx.newActor('technician');
    const [a, b, c, d] = await Promise.all(
      ['A', 'B', 'C', 'D'].map((title) => createTicket({ assignedTo: tech.user.id, title })),
    );
    expect((await clockIn(tech, { ticketId: a!.id })).statusCode).toBe(201);
    ctx.clock.set(later(15));
    const responses = await Promise.all([
      switchTo(tech, { ticketId: b!.id }),
      switchTo(tech, { ticketId: c!.id }),
      switchTo(tech, { ticketId: d!.id }),
      switchTo(tech, { ticketId: b!.id }),
    ]);
    for (const response of responses) expect([201, 409]).toContain(response.statusCode);
    const rows = await sessionsOf(tech);
    expect(rows.filter((row) => row.clockOutTime === null)).toHaveLength(1);
    for (const [index, row] of rows.entries()) {
      for (const next of rows.slice(index + 1)) {
        const end = (session: typeof row) => session.clockOutTime?.getTime() ?? Infinity;
        const overlaps =
          row.clockInTime.getTime() < end(next) && next.clockInTime.getTime() < end(row);
        expect(overlaps).toBe(false);
      }
    }
  });
});

describe('GET /api/time-clock/week-total', () => {
  it('adds my time inside this week (from Sunday, business time zone), the running session up to now', async () => {
    const tech = await ctx.newActor('technician');
    const other = await ctx.newActor('technician');
    // DEFAULT_NOW is Tuesday 2026-01-06 09:00 in America/New_York: the week began Sunday 00:00 (05:00Z).
    const insert = (userId: string, clockIn: string, clockOut: string | null) =>
      ctx.database.db.insert(timeSessions).values({
        userId,
        clockInTime: new Date(clockIn),
        clockOutTime: clockOut ? new Date(clockOut) : null,
        durationMinutes: clockOut
          ? Math.round((new Date(clockOut).getTime() - new Date(clockIn).getTime()) / MINUTE)
          : null,
      });
    // Last week entirely: not counted.
    await insert(tech.user.id, '2026-01-02T14:00:00.000Z', '2026-01-02T18:00:00.000Z');
    // Saturday 23:00 to Sunday 01:00 local: only the hour after midnight counts.
    await insert(tech.user.id, '2026-01-04T04:00:00.000Z', '2026-01-04T06:00:00.000Z');
    // Monday, 2 h 30 min.
    await insert(tech.user.id, '2026-01-05T14:00:00.000Z', '2026-01-05T16:30:00.000Z');
    // Running since 45 minutes ago.
    await insert(tech.user.id, '2026-01-06T13:15:00.000Z', null);
    // Someone else's time is not mine.
    await insert(other.user.id, '2026-01-05T14:00:00.000Z', '2026-01-05T20:00:00.000Z');

    const response = await tech.request({ method: 'GET', url: '/api/time-clock/week-total' });

    expect(response.statusCode).toBe(200);
    expect(response.json<WeekTotal>()).toEqual({
      weekStart: '2026-01-04T05:00:00.000Z',
      weekEnd: '2026-01-11T05:00:00.000Z',
      totalMinutes: 60 + 150 + 45,
    });
  });

  it('answers zero for a week without sessions', async () => {
    const tech = await ctx.newActor('technician');
    const response = await tech.request({ method: 'GET', url: '/api/time-clock/week-total' });
    expect(response.json<WeekTotal>().totalMinutes).toBe(0);
  });
});
