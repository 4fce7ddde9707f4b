import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  ReportTimeSessionSchema,
  SESSION_REVIEW_AFTER_HOURS,
} from '#contract/schemas/time-session.ts';
import type { ReportTimeSession } from '#contract/schemas/time-session.ts';
import type { TimeSettings } from '#contract/schemas/time-settings.ts';
import {
  locations,
  tickets,
  timeBreaks,
  timeSessions,
  timeSettings,
  users,
} from '#server/db/schema.ts';
import { precompiledSerializer } from '#server/plugins/precompiled-serializer.ts';
import { payRules } from '#server/modules/settings/time-settings.service.ts';
import { deductedBreaks, sessionWorkedMinutes } from '#server/modules/timesheets/overtime.ts';
import { violatesBreakRule } from '#server/modules/time-clock/break-rule.ts';
import { sessionWithTicketColumns } from '#server/db/time-session-columns.ts';
import { REPORT_PAGE_ROWS } from '#server/modules/time-clock/time-clock.repository.ts';
import { ADMIN_PASSWORD, buildTestApp, signIn } from '#tests/helpers/build-test-app.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { insertClockTicket } from '#tests/helpers/time-clock-fixtures.ts';
import { setHomeStore, setTimeSettings } from '#tests/helpers/timesheet-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Issue 37: the month's report is written by the database as JSON text (reportRowsSql), copied to
// the answer without an object per row. This file computes each row the way the report did before
// (the session's columns, the timesheets' paid minutes, the break rule, the review flag, in
// JavaScript) and checks the answer is, byte for byte, what the contract's serializers (the checking
// one and the one precompiled for production) write for those rows. A field that drifts (a name,
// the order, a timestamp's digits, a number written as a string, an escape) fails it.

const { ctx } = fileTestContext();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const RANGE = '?startDate=2025-03-03&endDate=2025-03-09';

const rowsSerializer = precompiledSerializer(z.array(ReportTimeSessionSchema));

let tech: Actor;
let storeManager: Actor;

/** A session written straight to the database; instants as SQL so they may hold microseconds. */
async function insertSession(values: {
  userId: string;
  clockIn: string;
  clockOut?: string;
  ticketId?: string;
  notes?: string;
  breakMinutes?: number;
  unpaidBreakMinutes?: number;
  correctedAt?: string;
  source?: 'clock' | 'manual';
  offline?: boolean;
  punchFlag?: 'tap_in_future' | 'tap_before_previous' | 'tap_too_old';
}): Promise<string> {
  const durationMinutes =
    values.clockOut === undefined
      ? null
      : sql`round(extract(epoch from (${values.clockOut}::timestamptz - ${values.clockIn}::timestamptz)) / 60)::integer`;
  const [row] = await ctx.database.db
    .insert(timeSessions)
    .values({
      userId: values.userId,
      ticketId: values.ticketId ?? null,
      clockInTime: sql`${values.clockIn}::timestamptz`,
      clockOutTime: values.clockOut === undefined ? null : sql`${values.clockOut}::timestamptz`,
      durationMinutes,
      notes: values.notes ?? null,
      breakMinutes: values.breakMinutes ?? 0,
      unpaidBreakMinutes: values.unpaidBreakMinutes ?? 0,
      correctedAt:
        values.correctedAt === undefined ? null : sql`${values.correctedAt}::timestamptz`,
      source: values.source ?? 'clock',
      offline: values.offline ?? false,
      punchFlag: values.punchFlag ?? null,
    })
    .returning({ id: timeSessions.id });
  return row!.id;
}

async function insertBreak(sessionId: string, start: string, end: string | null) {
  await ctx.database.db.insert(timeBreaks).values({
    sessionId,
    startTime: sql`${start}::timestamptz`,
    endTime: end === null ? null : sql`${end}::timestamptz`,
  });
}

/**
 * The report's rows for these ids as the report computed them in JavaScript before issue 37's
 * change (time-clock.repository.ts listForReport + the service's page mapping): the reference.
 */
async function expectedRows(ids: readonly string[]): Promise<ReportTimeSession[]> {
  const db = ctx.database.db;
  const storeId = sql<
    string | null
  >`coalesce(${tickets.locationId}, ${users.homeLocationId}, ${users.locationId})`;
  const stored = await db
    .select({
      ...sessionWithTicketColumns,
      ticketId: timeSessions.ticketId,
      userName: users.name,
      storeId,
      storeName: locations.name,
    })
    .from(timeSessions)
    .innerJoin(users, eq(timeSessions.userId, users.id))
    .leftJoin(tickets, eq(timeSessions.ticketId, tickets.id))
    .leftJoin(locations, sql`${locations.id} = ${storeId}`)
    .where(inArray(timeSessions.id, [...ids]));
  const byId = new Map(stored.map((row) => [row.id, row]));
  const [settings] = await db.select().from(timeSettings);
  const rules = { ...payRules(settings as unknown as TimeSettings), breaksPaid: false };
  const now = ctx.clock.now();
  const rows: ReportTimeSession[] = [];
  for (const id of ids) {
    const row = byId.get(id)!;
    const breaks =
      row.breakMinutes > 0
        ? await db
            .select({ startTime: timeBreaks.startTime, endTime: timeBreaks.endTime })
            .from(timeBreaks)
            .where(eq(timeBreaks.sessionId, id))
            .orderBy(asc(timeBreaks.startTime))
        : [];
    const clockInTime = row.clockInTime.toISOString();
    const clockOutTime = row.clockOutTime ? row.clockOutTime.toISOString() : null;
    const statedWorked =
      row.durationMinutes === null
        ? null
        : Math.max(0, row.durationMinutes - row.unpaidBreakMinutes);
    const paid =
      row.clockOutTime === null
        ? statedWorked
        : sessionWorkedMinutes(
            {
              clockInTime: new Date(clockInTime),
              clockOutTime: new Date(clockOutTime!),
              breaks: deductedBreaks(row, breaks, settings!.breaksPaid),
            },
            rules,
            now,
          );
    const end = clockOutTime ? new Date(clockOutTime) : now;
    rows.push({
      id: row.id,
      userId: row.userId,
      ticketId: row.ticketId,
      ticketNumber: row.ticketNumber,
      ticketTitle: row.ticketTitle,
      clockInTime,
      clockOutTime,
      durationMinutes: row.durationMinutes,
      isActive: row.clockOutTime === null,
      notes: row.notes,
      breakMinutes: row.breakMinutes,
      unpaidBreakMinutes: row.unpaidBreakMinutes,
      workedMinutes: paid,
      source: row.source,
      corrected: row.correctedAt !== null,
      offline: row.offline,
      punchFlag: row.punchFlag,
      userName: row.userName,
      storeId: row.storeId,
      storeName: row.storeName,
      needsReview:
        end.getTime() - new Date(clockInTime).getTime() > SESSION_REVIEW_AFTER_HOURS * HOUR,
      breakRuleViolated: violatesBreakRule(
        { clockOutTime, workedMinutes: statedWorked, breakMinutes: row.breakMinutes },
        settings!,
      ),
    });
  }
  return rows;
}

/** The report fresh (not from the read cache: fixtures are written around the API). */
async function freshReport(actor: Actor, query = RANGE) {
  const response = await actor.request({
    method: 'GET',
    url: `/api/time-clock/all${query}`,
    headers: { 'cache-control': 'no-cache' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** The answer is what both of the contract's serializers write for the reference rows. */
async function expectContractBytes(actor: Actor, query = RANGE) {
  const response = await freshReport(actor, query);
  const ids = response.json<ReportTimeSession[]>().map((row) => row.id);
  const expected = await expectedRows(ids);
  expect(response.body).toBe(JSON.stringify(z.encode(z.array(ReportTimeSessionSchema), expected)));
  expect(response.body).toBe(rowsSerializer(expected));
  return expected;
}

beforeAll(async () => {
  tech = await ctx.newActor('technician', { name: 'Zoë "Z" O\'Neil 😀\nsecond line \\ tab\t' });
  storeManager = await ctx.newActor('manager', { name: 'Store "Boss" 🏬' });
  await setHomeStore(ctx, tech.user.id, 'Downtown');
  const ticket = await insertClockTicket(ctx, {
    assignedTo: tech.user.id,
    location: 'Downtown',
    title: 'Fix the "big" fridge ❄️\u0001',
  });
  const elsewhere = await insertClockTicket(ctx, {
    assignedTo: tech.user.id,
    location: 'Airport',
    title: 'Airport job',
  });
  await ctx.database.db
    .update(users)
    .set({ locationId: sql`(select id from locations where name = 'Downtown')` })
    .where(eq(users.id, storeManager.user.id));

  // A session with an unpaid break whose ends fall between rounding steps, microseconds included.
  const withBreak = await insertSession({
    userId: tech.user.id,
    ticketId: ticket.id,
    clockIn: '2025-03-03T13:07:29.999999Z',
    clockOut: '2025-03-03T21:38:30.000001Z',
    breakMinutes: 31,
    unpaidBreakMinutes: 31,
    notes: 'Line one\nline two "quoted" \\ back\u0007bell \u2028 sep 😀',
  });
  await insertBreak(withBreak, '2025-03-03T17:02:29.5Z', '2025-03-03T17:33:30.25Z');
  // Overlapping breaks (counted once), an open break in a closed session (runs to the session's
  // end), a break outside the session (clipped away).
  const messy = await insertSession({
    userId: tech.user.id,
    clockIn: '2025-03-04T12:00:00.123456Z',
    clockOut: '2025-03-04T20:10:00Z',
    breakMinutes: 50,
    unpaidBreakMinutes: 50,
  });
  await insertBreak(messy, '2025-03-04T14:00:00Z', '2025-03-04T14:30:00Z');
  await insertBreak(messy, '2025-03-04T14:20:00Z', '2025-03-04T14:45:00Z');
  await insertBreak(messy, '2025-03-04T11:00:00Z', '2025-03-04T11:30:00Z');
  await insertBreak(messy, '2025-03-04T20:00:00Z', null);
  // A paid break: recorded, not deducted.
  const paidBreak = await insertSession({
    userId: tech.user.id,
    clockIn: '2025-03-05T12:00:00Z',
    clockOut: '2025-03-05T20:00:00Z',
    breakMinutes: 15,
    unpaidBreakMinutes: 0,
  });
  await insertBreak(paidBreak, '2025-03-05T15:00:00Z', '2025-03-05T15:15:00Z');
  // An edited (manual, corrected) session at another store, and an offline one with a flag.
  await insertSession({
    userId: tech.user.id,
    ticketId: elsewhere.id,
    clockIn: '2025-03-06T09:00:00Z',
    clockOut: '2025-03-06T18:30:00Z',
    source: 'manual',
    correctedAt: '2025-03-07T10:00:00Z',
    notes: '',
  });
  await insertSession({
    userId: tech.user.id,
    clockIn: '2025-03-07T08:00:00.5Z',
    clockOut: '2025-03-07T09:00:00.5Z',
    offline: true,
    punchFlag: 'tap_too_old',
  });
  // The manager's own sessions (their store is the row's), one long enough to need review.
  await insertSession({
    userId: storeManager.user.id,
    clockIn: '2025-03-07T10:00:00Z',
    clockOut: '2025-03-08T02:00:00Z',
  });
  // An open session from before the range (on every report until closed), and the same instant
  // twice (the id orders them).
  const other = await ctx.newActor('technician', { name: 'Same Instant' });
  await insertSession({ userId: other.user.id, clockIn: '2025-03-01T08:00:00.000007Z' });
  await insertSession({
    userId: other.user.id,
    clockIn: '2025-02-28T08:00:00Z',
    clockOut: '2025-02-28T08:00:00Z',
  });
  await insertSession({ userId: storeManager.user.id, clockIn: '2025-03-08T08:00:00Z' });
  await insertSession({ userId: tech.user.id, clockIn: '2025-03-08T08:00:00Z' });
});

describe('the time report written by the database (issue 37)', () => {
  it('is what the contract writes for every row, without rounding or the break rule', async () => {
    await setTimeSettings(ctx, { roundingMinutes: 0, breakRuleEnabled: false, breaksPaid: false });
    const rows = await expectContractBytes(ctx.admin);
    expect(rows).toHaveLength(9);
    // The cases this file means are there.
    expect(rows.some((row) => row.isActive)).toBe(true);
    expect(rows.some((row) => row.corrected && row.source === 'manual')).toBe(true);
    expect(rows.some((row) => row.punchFlag === 'tap_too_old')).toBe(true);
    expect(rows.some((row) => row.userName.includes('😀\n'))).toBe(true);
    expect(rows.some((row) => row.needsReview)).toBe(true);
  });

  it('is what the contract writes with rounding, the break rule on and paid breaks now', async () => {
    await setTimeSettings(ctx, {
      roundingMinutes: 15,
      breakRuleEnabled: true,
      breakRuleAfterMinutes: 300,
      breakRuleMinutes: 30,
      breaksPaid: true,
    });
    const rows = await expectContractBytes(ctx.admin);
    expect(rows.some((row) => row.breakRuleViolated)).toBe(true);
    expect(rows.some((row) => row.workedMinutes !== row.durationMinutes)).toBe(true);
    await setTimeSettings(ctx, { roundingMinutes: 5 });
    await expectContractBytes(ctx.admin);
  });

  it("is what the contract writes for a manager's store", async () => {
    await setTimeSettings(ctx, { roundingMinutes: 0, breakRuleEnabled: true });
    const rows = await expectContractBytes(storeManager);
    // Their own and their store's technician's (home store Downtown), not the other technician's.
    expect(new Set(rows.map((row) => row.userId))).toEqual(
      new Set([storeManager.user.id, tech.user.id]),
    );
    expect(rows).toHaveLength(8);
  });

  it('is what the contract writes over several pages', async () => {
    const hours = REPORT_PAGE_ROWS + 10;
    const first = Date.parse('2025-03-03T00:00:00.000Z');
    const person = await ctx.newActor('technician', { name: 'Many "Pages"' });
    await ctx.database.db.insert(timeSessions).values(
      Array.from({ length: hours }, (_, hour) => ({
        userId: person.user.id,
        clockInTime: sql`${new Date(first + hour * 20 * MINUTE).toISOString()}::timestamptz + interval '999 microseconds'`,
        clockOutTime: new Date(first + hour * 20 * MINUTE + 10 * MINUTE),
        durationMinutes: 10,
      })),
    );
    const rows = await expectContractBytes(ctx.admin);
    expect(rows.length).toBeGreaterThan(REPORT_PAGE_ROWS);
    // The open session from before the range first, then by clock-in to the microsecond and id.
    const inOrder = await ctx.database.db
      .select({ id: timeSessions.id })
      .from(timeSessions)
      .where(
        inArray(
          timeSessions.id,
          rows.slice(1).map((row) => row.id),
        ),
      )
      .orderBy(asc(timeSessions.clockInTime), asc(timeSessions.id));
    expect(rows.slice(1).map((row) => row.id)).toEqual(inOrder.map((row) => row.id));
  });

  it('is the same whole report where the pages give way, in their shorter pages', async () => {
    // The embedded database in its thread reads the report through `yielding`, in pages half as
    // long (decision 042 cut 48); a second app on this database, given such a handle, pages so.
    const other = await buildTestApp({
      database: { ...ctx.database, yielding: ctx.database.db },
    });
    try {
      const cookie = await signIn(other.app, 'admin', ADMIN_PASSWORD);
      const shortPages = await other.app.inject({
        method: 'GET',
        url: `/api/time-clock/all${RANGE}`,
        headers: { cookie, 'cache-control': 'no-cache' },
      });
      expect(shortPages.statusCode, shortPages.body).toBe(200);
      const rows = shortPages.json<ReportTimeSession[]>();
      // Several short pages, one ending inside the longer pages' first.
      expect(rows.length).toBeGreaterThan(REPORT_PAGE_ROWS);
      expect(shortPages.body).toBe((await freshReport(ctx.admin)).body);
    } finally {
      await other.close();
    }
  });
});
