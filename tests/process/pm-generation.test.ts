import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort, stopProcess } from '#tests/helpers/free-port.ts';
import { createScratchDatabase } from '#tests/helpers/scratch-database.ts';

import { startServer } from './server-process.ts';
import type { ServerProcess } from './server-process.ts';

// Decision 034: two app processes on one PostgreSQL both run the PM minute check (every
// 200 ms here) on the same plans, and one is killed with SIGKILL in the middle of a generation. The
// unique index on occurrences holds: every generated occurrence has exactly one ticket, no plan
// ticket lacks its occurrence, and after a restart nothing is lost.

const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN_PASSWORD = 'pm-process-admin-password';
const UNITS_PER_STORE = 20;
const cleanups: (() => Promise<void>)[] = [];

async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 400_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!serverUrl)('PM generation across processes on one PostgreSQL', () => {
  let databaseUrl = '';
  let client: pg.Client;
  const instances: ServerProcess[] = [];

  async function start(): Promise<ServerProcess> {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fixflow-pm-'));
    cleanups.push(async () => {
      rmSync(dataDir, { recursive: true, force: true });
    });
    const instance = await startServer(
      {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        ADMIN_PASSWORD,
        SCHEDULER_INTERVAL_MS: '200',
      },
      await freePort(),
    );
    cleanups.push(() => stopProcess(instance.child));
    instances.push(instance);
    return instance;
  }

  async function insertCategoryPlan(title: string, leadDays: number): Promise<string> {
    // One statement, so one transaction: the instances check every 200 ms, and a plan seen before
    // its stores were written would be checked through with no units (and no tickets) at all.
    const result = await client.query<{ id: string }>(
      `with plan as (
         insert into pm_plans (title, scope, category_id, rrule, start_date, due_time, lead_days,
           effective_from, status)
         values ($1, 'category', (select id from categories where name = 'Fryer'), 'FREQ=DAILY',
           (now() - interval '3 days')::date, '06:00', $2, now() - interval '2 days', 'active')
         returning id
       ), stores as (
         insert into pm_plan_locations (plan_id, location_id)
         select plan.id, locations.id from plan, locations
       )
       select id from plan`,
      [title, leadDays],
    );
    return result.rows[0]?.id ?? '';
  }

  /** The plan's occurrences and tickets agree one to one; answers the counts. */
  async function checkExactlyOnce(planId: string) {
    const counts = await client.query<{
      occurrences: number;
      generated: number;
      distinct_tickets: number;
      tickets: number;
      units: number;
      days: number;
    }>(
      `select
         (select count(*)::int from pm_occurrences where plan_id = $1) as occurrences,
         (select count(*)::int from pm_occurrences where plan_id = $1 and status = 'generated') as generated,
         (select count(distinct ticket_id)::int from pm_occurrences
            where plan_id = $1 and status = 'generated') as distinct_tickets,
         (select count(*)::int from tickets where pm_plan_id = $1) as tickets,
         (select count(distinct unit_key)::int from pm_occurrences where plan_id = $1) as units,
         (select count(distinct due_date)::int from pm_occurrences where plan_id = $1) as days`,
      [planId],
    );
    const row = counts.rows[0];
    if (!row) throw new Error('no counts');
    expect(row.generated).toBe(row.distinct_tickets);
    expect(row.tickets).toBe(row.generated);
    // Every unit has every due day: nothing lost, nothing doubled.
    expect(row.occurrences).toBe(row.units * row.days);
    return row;
  }

  async function checkedThrough(planId: string): Promise<Date | undefined> {
    const result = await client.query<{ checked_through: Date | null }>(
      'select checked_through from pm_plans where id = $1',
      [planId],
    );
    return result.rows[0]?.checked_through ?? undefined;
  }

  beforeAll(async () => {
    databaseUrl = await createScratchDatabase(serverUrl ?? '', 'fixflow_pm', cleanups);

    await start();
    await start();
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    cleanups.push(() => client.end());
    // Fryers at every store: the category plans below cover them all.
    await client.query(
      `insert into equipment (short_code, location_id, category_id, name, status)
       select upper(substr(md5(random()::text), 1, 8)), l.id, c.id, 'Fryer ' || n, 'in-service'
       from locations l, categories c, generate_series(1, $1) n
       where c.name = 'Fryer'`,
      [UNITS_PER_STORE],
    );
  }, 240_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('makes one ticket per occurrence while two instances race, and marks the past missed', async () => {
    const planId = await insertCategoryPlan('Boil-out', 3);
    await until(() => checkedThrough(planId), 'the first generation');
    const counts = await checkExactlyOnce(planId);
    expect(counts.generated).toBeGreaterThan(0);
    expect(counts.occurrences).toBeGreaterThan(counts.generated); // yesterday at least: missed
  }, 450_000);

  it('survives a SIGKILL in the middle of a generation: after a restart every occurrence has exactly one ticket', async () => {
    const planId = await insertCategoryPlan('Filter change', 6);
    // A plan's generation holds its advisory lock for its whole transaction: kill while it is held.
    await until(async () => {
      const locks = await client.query<{ held: number }>(
        `select count(*)::int as held from pg_locks
         where locktype = 'advisory' and granted and objsubid = 1
           and ((classid::bigint << 32) | objid::bigint) = hashtextextended('pm-plan:' || $1, 0)`,
        [planId],
      );
      return (locks.rows[0]?.held ?? 0) > 0 ? true : undefined;
    }, 'a generation in progress');
    await Promise.all(instances.map((instance) => stopProcess(instance.child)));
    // Whatever the kill interrupted was rolled back whole: occurrences and tickets still agree.
    await checkExactlyOnce(planId);

    await start();
    await until(() => checkedThrough(planId), 'the generation after the restart');
    const counts = await checkExactlyOnce(planId);
    expect(counts.units).toBe(5 * UNITS_PER_STORE);
    expect(counts.generated).toBeGreaterThan(0);
  }, 450_000);
});
