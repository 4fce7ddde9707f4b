import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from './database.ts';
import { runEmbeddedUpkeep } from './embedded-upkeep.ts';
import { createPglite, openPglite } from './pglite-database.ts';

// Issue 37: the embedded database never vacuums or analyzes by itself; the upkeep pass does what
// autovacuum would. Through the server's own path: PGlite in its worker thread, Drizzle's execute.

let directory: string;
let database: DatabaseHandle;

async function tableStats(name: string) {
  // The backend reports its counts at most once a second while busy; the test reads them at once.
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const result: unknown = await database.db.execute(
    sql`select s.n_dead_tup::int as dead, s.last_analyze is not null as analyzed,
          s.last_vacuum is not null as vacuumed, c.reltuples::int as estimate
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.relname = ${name}`,
  );
  return (
    result as { rows: { dead: number; analyzed: boolean; vacuumed: boolean; estimate: number }[] }
  ).rows[0];
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'fixflow-upkeep-'));
  database = await openPglite(await createPglite(directory));
  await database.db.execute(sql`create table busy (id int primary key, edits int not null)`);
  await database.db.execute(sql`create table quiet (id int primary key, label text not null)`);
  await database.db.execute(sql`insert into busy select g, 0 from generate_series(1, 5000) g`);
  // Every row edited once, as a day of ticket edits and clock-outs would.
  await database.db.execute(sql`update busy set edits = edits + 1`);
  await database.db.execute(
    sql`insert into quiet select g, 'row ' || g from generate_series(1, 10) g`,
  );
});

afterAll(async () => {
  await database.close();
  await rm(directory, { recursive: true, force: true });
});

describe('the embedded database upkeep', () => {
  it('vacuums and analyzes a table past the thresholds, analyzes one never analyzed, then rests', async () => {
    // What PGlite leaves by itself: every old row version kept, no statistics.
    expect(await tableStats('busy')).toEqual({
      dead: 5000,
      analyzed: false,
      vacuumed: false,
      estimate: -1,
    });

    expect(await runEmbeddedUpkeep(database.db)).toEqual({
      vacuumed: ['busy'],
      analyzed: ['quiet'],
    });
    expect(await tableStats('busy')).toEqual({
      dead: 0,
      analyzed: true,
      vacuumed: true,
      estimate: 5000,
    });
    expect(await tableStats('quiet')).toMatchObject({ analyzed: true, estimate: 10 });

    // Under the thresholds nothing runs: a few edits of a 5,000-row table wait for more.
    await database.db.execute(sql`update busy set edits = edits + 1 where id <= 20`);
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    expect(await runEmbeddedUpkeep(database.db)).toEqual({ vacuumed: [], analyzed: [] });
  });
});
