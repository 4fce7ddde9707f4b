import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { ReportTimeSession } from '#contract/schemas/time-session.ts';
import { timeSessions } from '#server/db/schema.ts';
import { DEFAULT_NOW } from '#tests/helpers/build-test-app.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 030: one person's sessions never overlap, whatever writes them.

const { ctx } = fileTestContext({ resetsClock: true });

const HOUR = 60 * 60_000;

async function sessionsOf(actor: Actor) {
  return ctx.database.db.select().from(timeSessions).where(eq(timeSessions.userId, actor.user.id));
}

/** Pairs of one person's sessions that share time; none may exist. */
async function overlappingPairs(actor: Actor): Promise<number> {
  const rows = await sessionsOf(actor);
  const endOf = (row: (typeof rows)[number]) => row.clockOutTime?.getTime() ?? Infinity;
  let pairs = 0;
  for (const [index, a] of rows.entries()) {
    for (const b of rows.slice(index + 1)) {
      if (a.clockInTime.getTime() < endOf(b) && b.clockInTime.getTime() < endOf(a)) pairs += 1;
    }
  }
  return pairs;
}

describe('sessions never overlap', () => {
  it('refuses a clock-in inside a finished session with 409 naming that session', async () => {
    const tech = await ctx.newActor('technician');
    const now = new Date(DEFAULT_NOW);
    // Another instance's clock ran ahead: this session ends after "now".
    await ctx.database.db.insert(timeSessions).values({
      userId: tech.user.id,
      clockInTime: new Date(now.getTime() - HOUR),
      clockOutTime: new Date(now.getTime() + HOUR),
      durationMinutes: 120,
    });
    const response = await tech.request({ method: 'POST', url: '/api/time-clock/in', payload: {} });
    expect(response.statusCode).toBe(409);
    // DEFAULT_NOW is 09:00 in the test business time zone (America/New_York).
    expect(response.json()).toEqual({
      code: 'SESSION_OVERLAP',
      error:
        'This time overlaps another session of the same person: 01/06/2026 08:00 to 01/06/2026 10:00',
    });
    // Decision 044: a Spanish reader reads it with the dates the Spanish report shows.
    await tech.request({ method: 'PATCH', url: '/api/me', payload: { language: 'es' } });
    const spanish = await tech.request({ method: 'POST', url: '/api/time-clock/in', payload: {} });
    expect(spanish.json()).toEqual({
      code: 'SESSION_OVERLAP',
      error:
        'Este horario se cruza con otro turno de la misma persona: el 6 ene 2026, de 8:00 a.m. a 10:00 a.m.',
    });
    expect(await sessionsOf(tech)).toHaveLength(1);
  });

  it('allows a session that starts the instant the previous one ended', async () => {
    const tech = await ctx.newActor('technician');
    expect(
      (await tech.request({ method: 'POST', url: '/api/time-clock/in', payload: {} })).statusCode,
    ).toBe(201);
    ctx.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + HOUR).toISOString());
    expect(
      (await tech.request({ method: 'POST', url: '/api/time-clock/out', payload: {} })).statusCode,
    ).toBe(200);
    expect(
      (await tech.request({ method: 'POST', url: '/api/time-clock/in', payload: {} })).statusCode,
    ).toBe(201);
    expect(await sessionsOf(tech)).toHaveLength(2);
  });

  it('is held by the database: an overlapping row written past the service is refused', async () => {
    const tech = await ctx.newActor('technician');
    const start = new Date('2025-05-05T13:00:00.000Z');
    await ctx.database.db.insert(timeSessions).values({
      userId: tech.user.id,
      clockInTime: start,
      clockOutTime: new Date(start.getTime() + 2 * HOUR),
      durationMinutes: 120,
    });
    await expect(
      ctx.database.db.insert(timeSessions).values({
        userId: tech.user.id,
        clockInTime: new Date(start.getTime() + HOUR),
        clockOutTime: new Date(start.getTime() + 3 * HOUR),
        durationMinutes: 120,
      }),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
    // Another person may work the same hours.
    const other = await ctx.newActor('technician');
    await ctx.database.db.insert(timeSessions).values({
      userId: other.user.id,
      clockInTime: start,
      clockOutTime: new Date(start.getTime() + 2 * HOUR),
      durationMinutes: 120,
    });
    expect(await sessionsOf(tech)).toHaveLength(1);
  });

  it('leaves no overlap when clock-ins and clock-outs of one person arrive together', async () => {
    const tech = await ctx.newActor('technician');
    for (let round = 0; round < 4; round += 1) {
      ctx.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + round * HOUR).toISOString());
      const responses = await Promise.all([
        tech.request({ method: 'POST', url: '/api/time-clock/in', payload: {} }),
        tech.request({ method: 'POST', url: '/api/time-clock/out', payload: {} }),
        tech.request({ method: 'POST', url: '/api/time-clock/in', payload: {} }),
        tech.request({ method: 'POST', url: '/api/time-clock/in', payload: {} }),
      ]);
      // Every answer is a success or a clear refusal, never a server error.
      for (const response of responses) expect([200, 201, 409]).toContain(response.statusCode);
    }
    expect(await overlappingPairs(tech)).toBe(0);
    const open = (await sessionsOf(tech)).filter((row) => row.clockOutTime === null);
    expect(open.length).toBeLessThanOrEqual(1);
  });
});

describe("the report's total", () => {
  it('is the sum of its rows, with no time counted twice', async () => {
    const tech = await ctx.newActor('technician', { name: 'Sum Tech' });
    const day = '2025-04-07';
    for (const [start, end] of [
      ['13:00', '14:30'],
      ['14:30', '15:15'],
      ['16:00', '17:00'],
    ] as const) {
      await ctx.database.db.insert(timeSessions).values({
        userId: tech.user.id,
        clockInTime: new Date(`${day}T${start}:00.000Z`),
        clockOutTime: new Date(`${day}T${end}:00.000Z`),
        durationMinutes:
          (new Date(`${day}T${end}:00.000Z`).getTime() -
            new Date(`${day}T${start}:00.000Z`).getTime()) /
          60_000,
      });
    }
    const rows = (
      await ctx.admin.request({
        method: 'GET',
        url: `/api/time-clock/all?startDate=${day}&endDate=${day}`,
      })
    )
      .json<ReportTimeSession[]>()
      .filter((row) => row.userId === tech.user.id);
    const total = rows.reduce((sum, row) => sum + (row.durationMinutes ?? 0), 0);
    // 13:00–15:15 and 16:00–17:00: 195 minutes of wall-clock time, and the rows add up to it.
    expect(rows).toHaveLength(3);
    expect(total).toBe(195);
  });
});
