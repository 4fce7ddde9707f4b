import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { DashboardStats } from '#contract/schemas/dashboard.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { assignTicket, createTicket } from '#tests/helpers/ai-fixtures.ts';
import {
  actorFor,
  ADMIN_PASSWORD,
  buildTestApp,
  DEFAULT_NOW,
  TEST_TIME_ZONE,
} from '#tests/helpers/build-test-app.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 042 cut 35: ticket_day_counts (tickets created and completed per day of the business
// time zone) is kept by triggers on tickets in the writing transaction. After writes through the
// API and straight to the table, around midnight and the DST changes, the counters equal a full
// recount in the zone, and the admin's weekly series equal the index count of each week's range;
// an instance started in another zone counts the days again, and one whose zone is not the stored
// one still answers by the index count.

const { ctx, ids } = fileTestContext();

// Monday after the DST change of 2026-03-08 in New York: the twelve weeks before it span the
// change (a 23-hour day), and those of DEFAULT_NOW (January) the one of 2025-11-02 (25 hours).
const SPRING_NOW = '2026-03-16T15:00:00.000Z';

interface DayCount {
  day: string;
  created: number;
  completed: number;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await ctx.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function counters(): Promise<DayCount[]> {
  return rows<DayCount>(sql`select to_char(day, 'YYYY-MM-DD') as day, created, completed
    from ticket_day_counts where created <> 0 or completed <> 0 order by day`);
}

async function recount(zone: string): Promise<DayCount[]> {
  return rows<DayCount>(sql`select to_char(day, 'YYYY-MM-DD') as day, sum(created)::int as created,
    sum(completed)::int as completed from (
      select (submitted_at at time zone ${zone})::date as day, 1 as created, 0 as completed from tickets
      union all
      select (completed_at at time zone ${zone})::date, 0, 1 from tickets where completed_at is not null
    ) as moves group by 1 order by 1`);
}

async function storedZone(): Promise<string | undefined> {
  return (await rows<{ zone: string }>(sql`select zone from ticket_day_zone`))[0]?.zone;
}

/**
 * The admin's weekly series at `now` (signed in then: the clock moves by months), and the same
 * weeks counted over the tickets' instants.
 */
async function seriesAndScan(now: string) {
  ctx.clock.set(now);
  const admin = await actorFor(ctx.app, ctx.admin.user, ADMIN_PASSWORD);
  const response = await admin.request({ method: 'GET', url: '/api/dashboard/stats' });
  expect(response.statusCode, response.body).toBe(200);
  const stats = response.json<DashboardStats>();
  expect(stats.ticketsByWeek).toHaveLength(12);
  const starts = stats.ticketsByWeek.map((week) => week.weekStart);
  // Each week from its first day's midnight to the next's, in the zone (PostgreSQL's own rules).
  const scan = await rows<{ created: number; completed: number }>(sql`select
      (select count(*)::int from tickets where submitted_at >= w.s and submitted_at < w.e) as created,
      (select count(*)::int from tickets where completed_at >= w.s and completed_at < w.e) as completed
    from (select (d::timestamp at time zone ${TEST_TIME_ZONE}) as s,
      ((d + 7)::timestamp at time zone ${TEST_TIME_ZONE}) as e, n
      from unnest(${`{${starts.join(',')}}`}::date[]) with ordinality as x(d, n)) as w order by w.n`);
  return {
    series: stats.ticketsByWeek.map(({ created, completed }) => ({ created, completed })),
    scan,
  };
}

/** A row written straight to the table at a local time of New York. */
async function insertAt(local: string, completedLocal: string | null, title: string) {
  await ctx.database.db.execute(sql`insert into tickets (title, description, location_id,
    category_id, status, priority, submitted_at, completed_at)
    values (${title}, 'Imported', ${ids.Airport}, ${ids.Fryer},
      ${completedLocal ? 'completed' : 'open'}, 'low',
      ${local}::timestamp at time zone ${TEST_TIME_ZONE},
      ${completedLocal}::timestamp at time zone ${TEST_TIME_ZONE})`);
}

describe('ticket_day_counts', () => {
  it('equals a full recount after many writes, and the weekly series equal the index count', async () => {
    // Nothing is counted before the app's start stores the zone; then it is the app's.
    expect(await storedZone()).toBe(TEST_TIME_ZONE);

    // Around midnight and both DST changes, local time; several rows in one statement too.
    await insertAt('2025-11-01 23:59:59', '2025-11-02 00:00:00', 'Before the fall change');
    await insertAt('2025-11-02 01:30:00', '2025-11-02 23:30:00', 'The 25-hour day');
    await insertAt('2025-11-08 23:30:00', '2025-11-09 00:30:00', 'Saturday night');
    await insertAt('2026-03-07 23:59:00', '2026-03-08 03:30:00', 'Before the spring change');
    await insertAt('2026-03-08 00:00:00', null, 'The 23-hour day');
    await insertAt('2026-03-14 23:00:00', '2026-03-15 00:00:00', 'A week boundary');
    await ctx.database.db.execute(sql`insert into tickets (title, description, location_id,
      category_id, status, priority, submitted_at, completed_at)
      select 'Batch ' || n, 'Batch', ${ids.Downtown}, ${ids.Grill}, 'completed', 'medium',
        timestamptz '2025-10-20 03:00:00+00' + n * interval '37 hours',
        timestamptz '2025-10-20 03:00:00+00' + n * interval '41 hours'
      from generate_series(1, 60) as n`);

    // Through the API: creates, assignments, a completion, a reopen, a store move, a reassignment.
    const otherTech = await ctx.newActor('technician', { username: 'day-counted-tech' });
    const created: Ticket[] = [];
    for (let index = 0; index < 6; index += 1) {
      created.push(
        await createTicket(ctx, index % 2 === 0 ? ctx.manager : ctx.admin, {
          location: index % 2 === 0 ? 'Downtown' : 'Airport',
        }),
      );
    }
    const [first, second, third] = created;
    if (!first || !second || !third) throw new Error('tickets not created');
    await assignTicket(ctx, first, ctx.technician);
    await assignTicket(ctx, second, ctx.technician);
    await assignTicket(ctx, third, otherTech);
    for (const ticket of [first, second]) {
      const complete = await ctx.technician.request({
        method: 'POST',
        url: `/api/tickets/${ticket.id}/complete`,
        payload: { completionNotes: 'Fixed.' },
      });
      expect(complete.statusCode, complete.body).toBe(200);
    }
    const reopen = await ctx.admin.request({
      method: 'POST',
      url: `/api/tickets/${second.id}/reopen`,
      payload: { reason: 'Still leaking.' },
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    const move = await ctx.admin.request({
      method: 'PATCH',
      url: `/api/tickets/${third.id}`,
      payload: { location: 'Airport', assignedTo: ctx.technician.user.id },
    });
    expect(move.statusCode, move.body).toBe(200);

    // Straight to the table: completions moved, a reopen, a submission moved across a week, deletes.
    await ctx.database.db
      .execute(sql`update tickets set completed_at = completed_at + interval '5 hours'
      where title like 'Batch %' and (right(title, 1))::int % 3 = 0`);
    await ctx.database.db.execute(sql`update tickets set completed_at = null, status = 'open'
      where title in ('Batch 4', 'Batch 8', 'The 25-hour day')`);
    await ctx.database.db
      .execute(sql`update tickets set submitted_at = submitted_at - interval '6 days'
      where title = 'A week boundary'`);
    await ctx.database.db.execute(
      sql`delete from tickets where title in ('Batch 10', 'Batch 11', 'Saturday night')`,
    );
    // An edit that moves no day touches no counter.
    await ctx.database.db.execute(
      sql`update tickets set priority = 'urgent' where title like 'Batch 2%'`,
    );

    const expected = await recount(TEST_TIME_ZONE);
    expect(expected.length).toBeGreaterThan(30);
    expect(await counters()).toEqual(expected);

    // The admin's series, from the counters, equal each week's index count, in January (the fall
    // change in range) and in March (the spring change in range).
    for (const now of [DEFAULT_NOW, SPRING_NOW]) {
      const { series, scan } = await seriesAndScan(now);
      expect(series).toEqual(scan);
      expect(series.some((week) => week.created > 0 && week.completed > 0)).toBe(true);
    }

    // They are read from the counters: a day miscounted on purpose shows, and is put back.
    await ctx.database.db.execute(
      sql`update ticket_day_counts set created = created + 1 where day = '2026-03-08'`,
    );
    const planted = await seriesAndScan(SPRING_NOW);
    expect(planted.series).not.toEqual(planted.scan);
    await ctx.database.db.execute(
      sql`update ticket_day_counts set created = created - 1 where day = '2026-03-08'`,
    );

    // With another zone stored, this instance counts the index instead: the same answer.
    await ctx.database.db.execute(sql`update ticket_day_zone set zone = 'Asia/Kolkata'`);
    const fallback = await seriesAndScan(SPRING_NOW);
    expect(fallback.series).toEqual(fallback.scan);
    await ctx.database.db.execute(sql`update ticket_day_zone set zone = ${TEST_TIME_ZONE}`);
  });

  it('counts the days again when an instance starts in another zone, and back', async () => {
    const before = await counters();
    expect(before).toEqual(await recount(TEST_TIME_ZONE));

    // A half-hour zone: its days are not New York's.
    const kolkata = await buildTestApp({ database: ctx.database, env: { TZ: 'Asia/Kolkata' } });
    try {
      expect(await storedZone()).toBe('Asia/Kolkata');
      const inKolkata = await counters();
      expect(inKolkata).toEqual(await recount('Asia/Kolkata'));
      expect(inKolkata).not.toEqual(before);
      // The writes now count in Kolkata's days.
      await insertAt('2026-01-05 13:00:00', '2026-01-05 14:00:00', 'Counted in Kolkata');
      expect(await counters()).toEqual(await recount('Asia/Kolkata'));
      // The New York instance still running answers its own weeks, by the index count.
      const { series, scan } = await seriesAndScan(SPRING_NOW);
      expect(series).toEqual(scan);
    } finally {
      await kolkata.close();
    }

    // A New York instance starting again takes the counters back.
    const newYork = await buildTestApp({ database: ctx.database });
    try {
      expect(await storedZone()).toBe(TEST_TIME_ZONE);
      expect(await counters()).toEqual(await recount(TEST_TIME_ZONE));
    } finally {
      await newYork.close();
    }
  });
});
