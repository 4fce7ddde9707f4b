import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { payPeriods, timeSessions } from '#server/db/schema.ts';
import { insertPayPeriod } from '#tests/helpers/timesheet-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 035 §7 under concurrency: a clock-in reads the pay periods covering its day FOR SHARE,
// so a lock of the period (an UPDATE of its row) and the clock-in never pass each other. Issue 37
// folded that read into the clock-in's overlap read (one statement, an aggregate over the locked
// rows); a condition pushed below the lock would leave an unlocked period unlocked, and this
// clock-in would then go through beside a lock that commits a moment later.

const { ctx } = fileTestContext({ resetsClock: true });

it('waits for a lock of its pay period under way, then refuses with 409 PERIOD_LOCKED', async ({
  skip,
}) => {
  // The embedded database has one connection: no second transaction can hold the row.
  if (ctx.database.driver !== 'postgres') skip();
  const tech = await ctx.newActor('technician');
  // DEFAULT_NOW is Tuesday 2026-01-06 in the business zone.
  const period = await insertPayPeriod(ctx, {
    startDate: '2026-01-04',
    endDate: '2026-01-10',
    locked: false,
  });
  let settled = false;
  let clockIn: ReturnType<typeof tech.request> | undefined;
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(payPeriods)
      .set({ lockedAt: ctx.clock.now(), lockedBy: ctx.admin.user.id })
      .where(eq(payPeriods.id, period.id));
    clockIn = tech.request({ method: 'POST', url: '/api/time-clock/in', payload: {} });
    void clockIn.finally(() => {
      settled = true;
    });
    // Until the clock-in waits on the period's row (or answered without waiting: the test fails).
    for (;;) {
      if (settled) break;
      const waiting = (await ctx.database.db.execute(
        sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%pay_periods%'`,
      )) as { rows: unknown[] };
      if (waiting.rows.length > 0) break;
    }
  });
  const response = await clockIn;
  expect(response?.statusCode).toBe(409);
  expect(response?.json()).toMatchObject({ code: 'PERIOD_LOCKED' });
  expect(
    await ctx.database.db.select().from(timeSessions).where(eq(timeSessions.userId, tech.user.id)),
  ).toEqual([]);
});
