import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { PayPeriod } from '#contract/schemas/timesheet.ts';
import { PAYROLL_NO_TIME_MESSAGE, PAYROLL_NOT_ENDED_MESSAGE } from '#contract/schemas/timesheet.ts';
import { timeBreaks, timeSessions, timeSettings, timesheetApprovals } from '#server/db/schema.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';

import { PAY_PERIODS_ADMIN_MESSAGE } from './payroll.routes.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 035 §8: the payroll CSV against a hand-computed week. The business zone is
// America/New_York (UTC-5 in January); the week 2026-01-04..10 is the anchor's weekly period and
// "now" is the Monday after it. Daily overtime is on at 8 h; weekly overtime at 40 h (not reached).
//
// 'Able, Alice' (alice):
//   Mon 09:00–19:00 with an unpaid 30-minute break: 570 worked = 480 regular + 90 overtime.
//   Tue 09:00–17:00 with a 15-minute break recorded as paid: 480 regular.
//   → 16.00 regular, 1.50 overtime, 0.00 double time, 30 unpaid break minutes; week approved.
// '=cmd' (cmd): Wed 08:00–12:00, 240 minutes; week not approved.

const { ctx } = fileTestContext({ now: '2026-01-12T15:00:00.000Z' });
let period: PayPeriod;
let alice: Actor;

async function addSession(
  userId: string,
  clockIn: string,
  clockOut: string,
  breaks: { start: string; end: string; paid: boolean }[] = [],
): Promise<void> {
  const breakMinutes = breaks.reduce(
    (sum, span) => sum + (Date.parse(span.end) - Date.parse(span.start)) / 60_000,
    0,
  );
  const unpaid = breaks.some((span) => !span.paid) ? breakMinutes : 0;
  const [session] = await ctx.database.db
    .insert(timeSessions)
    .values({
      userId,
      clockInTime: new Date(clockIn),
      clockOutTime: new Date(clockOut),
      durationMinutes: (Date.parse(clockOut) - Date.parse(clockIn)) / 60_000,
      breakMinutes,
      unpaidBreakMinutes: unpaid,
    })
    .returning({ id: timeSessions.id });
  for (const span of breaks) {
    await ctx.database.db.insert(timeBreaks).values({
      sessionId: session?.id ?? '',
      startTime: new Date(span.start),
      endTime: new Date(span.end),
    });
  }
}

beforeAll(async () => {
  await ctx.database.db
    .update(timeSettings)
    .set({ dailyOvertimeEnabled: true, dailyOvertimeMinutes: 480 })
    .where(eq(timeSettings.id, 1));
  alice = await ctx.newActor('technician', { name: 'Able, Alice', username: 'alice' });
  const cmd = await ctx.newActor('technician', { name: '=cmd', username: 'cmd' });
  await addSession(alice.user.id, '2026-01-05T14:00:00Z', '2026-01-06T00:00:00Z', [
    { start: '2026-01-05T17:00:00Z', end: '2026-01-05T17:30:00Z', paid: false },
  ]);
  await addSession(alice.user.id, '2026-01-06T14:00:00Z', '2026-01-06T22:00:00Z', [
    { start: '2026-01-06T18:00:00Z', end: '2026-01-06T18:15:00Z', paid: true },
  ]);
  await addSession(cmd.user.id, '2026-01-07T13:00:00Z', '2026-01-07T17:00:00Z');
  await ctx.database.db
    .insert(timesheetApprovals)
    .values({ userId: alice.user.id, weekStart: '2026-01-04', approvedBy: ctx.admin.user.id });
  const periods = await ctx.admin.request({ method: 'GET', url: '/api/pay-periods' });
  const found = periods.json<PayPeriod[]>().find((p) => p.startDate === '2026-01-04');
  if (!found) throw new Error('the anchor week is not stored');
  period = found;
});

function exportCsv(query: string, actor = ctx.admin) {
  return actor.request({ method: 'GET', url: `/api/payroll/export.csv?${query}` });
}

const HEADER =
  'Technician,Username,Period Start,Period End,Regular Hours,Overtime Hours,Double Time Hours,Unpaid Break Minutes,Approved';

describe('GET /api/payroll/export.csv', () => {
  it('counts approved weeks only, names the file after the period and protects formula cells', async () => {
    const response = await exportCsv(`payPeriodId=${period.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="payroll-2026-01-04-2026-01-10.csv"',
    );
    expect(response.body).toBe(
      [
        HEADER,
        "'=cmd,cmd,2026-01-04,2026-01-10,0.00,0.00,0.00,0,No",
        '"Able, Alice",alice,2026-01-04,2026-01-10,16.00,1.50,0.00,30,Yes',
      ].join('\r\n'),
    );
    // The period's summary counts the same technician-weeks.
    expect(period).toMatchObject({ weeks: 2, approvedWeeks: 1 });
  });

  it('includes unapproved weeks only when asked, and says which are not approved', async () => {
    const response = await exportCsv(`payPeriodId=${period.id}&includeUnapproved=true`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      [
        HEADER,
        "'=cmd,cmd,2026-01-04,2026-01-10,4.00,0.00,0.00,0,No",
        '"Able, Alice",alice,2026-01-04,2026-01-10,16.00,1.50,0.00,30,Yes',
      ].join('\r\n'),
    );
    const explicit = await exportCsv(`payPeriodId=${period.id}&includeUnapproved=false`);
    expect(explicit.body).toContain("'=cmd,cmd,2026-01-04,2026-01-10,0.00,");
  });

  it('refuses bad queries, unknown periods and anyone but admins', async () => {
    const missing = await exportCsv('');
    expect(missing.statusCode).toBe(400);
    const badFlag = await exportCsv(`payPeriodId=${period.id}&includeUnapproved=yes`);
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json()).toMatchObject({ error: 'includeUnapproved must be true or false' });
    const unknown = await exportCsv('payPeriodId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    for (const actor of [ctx.manager, alice]) {
      const refused = await exportCsv(`payPeriodId=${period.id}`, actor);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: PAY_PERIODS_ADMIN_MESSAGE });
    }
  });

  it('refuses a period that has not ended, through the API as well (409), and writes no file', async () => {
    const periods = await ctx.admin.request({ method: 'GET', url: '/api/pay-periods' });
    const current = periods.json<PayPeriod[]>().find((p) => p.startDate === '2026-01-11');
    expect(current).toMatchObject({ ended: false });
    const response = await exportCsv(`payPeriodId=${current?.id ?? ''}`);
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toMatchObject({
      code: 'PERIOD_NOT_ENDED',
      error: PAYROLL_NOT_ENDED_MESSAGE,
    });
  });

  it('says a period without any time has nothing to export instead of a file of zeros', async () => {
    const created = await ctx.admin.request({
      method: 'POST',
      url: '/api/pay-periods',
      payload: { startDate: '2025-11-30', endDate: '2025-12-06' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const empty = created.json<PayPeriod>();
    expect(empty).toMatchObject({ ended: true, weeks: 0 });
    const response = await exportCsv(`payPeriodId=${empty.id}&includeUnapproved=true`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PERIOD_HAS_NO_TIME',
      error: PAYROLL_NO_TIME_MESSAGE,
    });
  });
});
