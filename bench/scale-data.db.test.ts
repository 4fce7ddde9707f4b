import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '#server/db/database.ts';
import { createTestDatabase } from '#tests/helpers/test-database.ts';

import { BRANCH_COVERAGE_COUNTS, openSessionCount, seedScale } from './scale-data.ts';

// Issue 37: the bench's chain is seeded on a fresh database at the counts where every generator
// reaches every case of its `g % n`, so a row a database constraint refuses fails `npm test`
// instead of the next full bench (the smoke run seeds too few rows to meet it).

let database: DatabaseHandle;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const answer: unknown = await database.db.execute(query);
  const { rows } = answer as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
}

describe('the bench scale chain', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedScale(database.db, BRANCH_COVERAGE_COUNTS, async (_label, run) => {
      await run();
    });
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('seeds every row of every generator, whatever the constraints', async () => {
    const counts = BRANCH_COVERAGE_COUNTS;
    expect(await count(sql`select count(*)::int n from locations`)).toBe(counts.stores);
    expect(await count(sql`select count(*)::int n from users`)).toBe(
      1 + counts.managers + counts.technicians,
    );
    expect(await count(sql`select count(*)::int n from tickets`)).toBe(counts.tickets);
    expect(await count(sql`select count(*)::int n from equipment`)).toBe(counts.equipment);
    expect(await count(sql`select count(*)::int n from calendar_events`)).toBe(counts.events);
    expect(await count(sql`select count(*)::int n from time_sessions`)).toBe(
      counts.sessions + openSessionCount(counts),
    );
    expect(await count(sql`select count(*)::int n from activity`)).toBe(counts.tickets);
  });

  it('holds each case the generators branch on', async () => {
    // Units: under warranty and expired (the expired end on or after the install day), down and in service.
    expect(
      await count(
        sql`select count(*)::int n from equipment where warranty_end_date > current_date`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*)::int n from equipment where warranty_end_date <= current_date`,
      ),
    ).toBeGreaterThan(0);
    expect(await count(sql`select count(distinct status)::int n from equipment`)).toBe(2);
    // Tickets in every status the bench reads, some on a unit and some on none.
    expect(await count(sql`select count(distinct status)::int n from tickets`)).toBe(6);
    expect(
      await count(sql`select count(*)::int n from tickets where equipment_id is null`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int n from tickets where equipment_id is not null`),
    ).toBeGreaterThan(0);
    // Technicians active and inactive; sessions closed, open, on a ticket and not.
    expect(
      await count(sql`select count(distinct status)::int n from users where role = 'technician'`),
    ).toBe(2);
    expect(
      await count(sql`select count(*)::int n from time_sessions where clock_out_time is null`),
    ).toBe(openSessionCount(BRANCH_COVERAGE_COUNTS));
    expect(
      await count(sql`select count(*)::int n from time_sessions where ticket_id is not null`),
    ).toBeGreaterThan(0);
    // Events all day and timed.
    expect(await count(sql`select count(distinct all_day)::int n from calendar_events`)).toBe(2);
    // Issue 39: every reported ticket on the SLA clock; responded past open, never after its
    // completion; the completed ones with their business minutes, some in time and some late.
    expect(await count(sql`select count(*)::int n from tickets where sla_resolve_by is null`)).toBe(
      0,
    );
    expect(
      await count(sql`select count(*)::int n from tickets
        where (status = 'open') <> (sla_responded_at is null)
          or sla_responded_at > coalesce(completed_at, now())`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int n from tickets
        where (status = 'completed') <> (sla_resolve_minutes is not null)`),
    ).toBe(0);
    expect(
      await count(sql`select count(distinct completed_at <= sla_resolve_by)::int n from tickets
        where status = 'completed'`),
    ).toBe(2);
  });
});
