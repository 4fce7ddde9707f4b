import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Timesheet } from '#contract/schemas/timesheet.ts';
import { PAYROLL_CSV_HEADER } from '#contract/schemas/timesheet.ts';
import type { ReportTimeSession } from '#contract/schemas/time-session.ts';
import {
  insertPayPeriod,
  insertWorkSession,
  setHomeStore,
  setTimeSettings,
} from '#tests/helpers/timesheet-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Issue 36: one figure for paid hours, with the chain's rounding on. The tests' zone is New York
// (UTC − 5 h in winter); the clock is Tuesday 2026-01-06, so the week of Sun 2025-12-28 has ended.
// Rounding 15 minutes (half up), unpaid breaks. The technician's week, by hand:
//   Mon 12-29  08:07–16:38, break 12:02–12:33  → rounded 08:00–16:45 less 12:00–12:30 = 8 h 15 m
//   Tue 12-30  09:07–13:08, no break           → rounded 09:00–13:15              = 4 h 15 m
//   paid 12 h 30 m = 750 minutes = 12.50 h (unrounded it would be 8 h 0 m + 4 h 1 m = 721).
// Reports › Time (its Paid column sums the rows' workedMinutes), Timesheets, the payroll CSV and
// the assistant must all say 12 h 30 m.

const { ctx } = fileTestContext();
const WEEK = '2025-12-28';
const PAID_MINUTES = 750;
let periodId: string;

beforeAll(async () => {
  await setHomeStore(ctx, ctx.technician.user.id, 'Downtown');
  await setTimeSettings(ctx, {
    breaksPaid: false,
    roundingMinutes: 15,
    breakRuleEnabled: false,
    dailyOvertimeEnabled: false,
    doubleTimeEnabled: false,
    weeklyOvertimeEnabled: true,
    weeklyOvertimeMinutes: 2400,
  });
  await insertWorkSession(ctx, {
    userId: ctx.technician.user.id,
    clockIn: '2025-12-29T13:07:00.000Z',
    clockOut: '2025-12-29T21:38:00.000Z',
    breaks: [['2025-12-29T17:02:00.000Z', '2025-12-29T17:33:00.000Z']],
    breaksPaid: false,
  });
  await insertWorkSession(ctx, {
    userId: ctx.technician.user.id,
    clockIn: '2025-12-30T14:07:00.000Z',
    clockOut: '2025-12-30T18:08:00.000Z',
  });
  periodId = (await insertPayPeriod(ctx, { startDate: WEEK, endDate: '2026-01-03', locked: false }))
    .id;
});

describe('paid hours with rounding on (issue 36)', () => {
  it('are the same on the time report, the timesheet, the payroll CSV and the assistant', async () => {
    // Reports › Time: Duration is clock-in to clock-out as punched; Paid is the timesheet's figure.
    const report = await ctx.admin.request({
      method: 'GET',
      url: `/api/time-clock/all?startDate=${WEEK}&endDate=2026-01-03`,
    });
    expect(report.statusCode, report.body).toBe(200);
    const rows = report
      .json<ReportTimeSession[]>()
      .filter((row) => row.userId === ctx.technician.user.id)
      .sort((left, right) => left.clockInTime.localeCompare(right.clockInTime));
    expect(
      rows.map((row) => [row.durationMinutes, row.unpaidBreakMinutes, row.workedMinutes]),
    ).toEqual([
      [511, 31, 495],
      [241, 0, 255],
    ]);
    expect(rows.reduce((sum, row) => sum + (row.workedMinutes ?? 0), 0)).toBe(PAID_MINUTES);

    // Timesheets.
    const sheets = await ctx.admin.request({
      method: 'GET',
      url: `/api/timesheets?weekStart=${WEEK}&userId=${ctx.technician.user.id}`,
    });
    expect(sheets.statusCode, sheets.body).toBe(200);
    const [sheet] = sheets.json<Timesheet[]>();
    expect(sheet?.workedMinutes).toBe(PAID_MINUTES);

    // The payroll CSV of the ended period, the week approved.
    const approved = await ctx.admin.request({
      method: 'POST',
      url: '/api/timesheets/approve',
      payload: { userId: ctx.technician.user.id, weekStart: WEEK },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const csv = await ctx.admin.request({
      method: 'GET',
      url: `/api/payroll/export.csv?payPeriodId=${periodId}`,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const parsed = Papa.parse<string[]>(csv.body, { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([...PAYROLL_CSV_HEADER]);
    const technicianRow = parsed.data.find((row) => row[1] === ctx.technician.user.username);
    // Its unpaid break minutes are counted between rounded break ends too (12:00–12:30).
    expect(technicianRow?.slice(4, 8)).toEqual(['12.50', '0.00', '0.00', '30']);

    // The assistant, asked by the technician.
    const chat = await ctx.technician.request({
      method: 'POST',
      url: '/api/ai/chat',
      payload: { question: 'How many hours did I work last week?' },
    });
    expect(chat.statusCode, chat.body).toBe(200);
    expect(chat.json<{ answer: string }>().answer).toContain(
      'You have worked 12h 30m last week (12.50 paid hours',
    );
  });
});
