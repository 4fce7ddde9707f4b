import { eq } from 'drizzle-orm';

import {
  locations,
  payPeriods,
  timeBreaks,
  timeCorrectionRequests,
  timeSessions,
  timeSettings,
  users,
} from '#server/db/schema.ts';

import type { TestContext } from './build-test-app.ts';

// Decision 035 fixtures: sessions with breaks written straight to the database with the time clock's
// minute formulas (round(seconds / 60); unpaid breaks unless the chain pays them), home stores,
// settings and locked pay periods.

const MINUTE = 60_000;

export async function insertWorkSession(
  ctx: TestContext,
  options: {
    userId: string;
    clockIn: string;
    /** Omitted: still running. */
    clockOut?: string;
    breaks?: readonly (readonly [string, string])[];
    breaksPaid?: boolean;
    source?: 'clock' | 'manual';
    corrected?: boolean;
  },
) {
  const db = ctx.database.db;
  const clockIn = new Date(options.clockIn);
  const clockOut = options.clockOut ? new Date(options.clockOut) : null;
  const breakMs = (options.breaks ?? []).reduce(
    (sum, [start, end]) => sum + new Date(end).getTime() - new Date(start).getTime(),
    0,
  );
  const breakMinutes = Math.round(breakMs / MINUTE);
  const [row] = await db
    .insert(timeSessions)
    .values({
      userId: options.userId,
      clockInTime: clockIn,
      clockOutTime: clockOut,
      durationMinutes: clockOut
        ? Math.round((clockOut.getTime() - clockIn.getTime()) / MINUTE)
        : null,
      breakMinutes,
      unpaidBreakMinutes: options.breaksPaid ? 0 : breakMinutes,
      source: options.source ?? 'clock',
      correctedAt: options.corrected ? clockOut : null,
    })
    .returning();
  if (!row) throw new Error('session insert failed');
  for (const [start, end] of options.breaks ?? []) {
    await db
      .insert(timeBreaks)
      .values({ sessionId: row.id, startTime: new Date(start), endTime: new Date(end) });
  }
  return row;
}

export async function requestCorrection(ctx: TestContext, sessionId: string, userId: string) {
  await ctx.database.db
    .insert(timeCorrectionRequests)
    .values({ sessionId, requestedBy: userId, note: 'I forgot to clock out' });
}

export async function setHomeStore(ctx: TestContext, userId: string, store: string) {
  const db = ctx.database.db;
  const [location] = await db.select().from(locations).where(eq(locations.name, store));
  if (!location) throw new Error(`no location ${store}`);
  await db.update(users).set({ homeLocationId: location.id }).where(eq(users.id, userId));
}

export async function setTimeSettings(
  ctx: TestContext,
  values: Partial<typeof timeSettings.$inferInsert>,
) {
  await ctx.database.db.update(timeSettings).set(values).where(eq(timeSettings.id, 1));
}

export async function insertPayPeriod(
  ctx: TestContext,
  period: { startDate: string; endDate: string; locked: boolean },
) {
  const [row] = await ctx.database.db
    .insert(payPeriods)
    .values({
      startDate: period.startDate,
      endDate: period.endDate,
      lockedAt: period.locked ? ctx.clock.now() : null,
      lockedBy: period.locked ? ctx.admin.user.id : null,
    })
    .returning();
  if (!row) throw new Error('pay period insert failed');
  return row;
}
