import { sql } from 'drizzle-orm';

import type { Database } from './database.ts';

// The embedded database has no autovacuum (issue 37). PGlite runs PostgreSQL as one backend in
// single-user mode, with no background workers: `show autovacuum` says 'on', but nothing ever runs
// it. Measured on PGlite 0.3: after 200,000 rows were inserted and each updated once, the table had
// 200,000 dead rows and had never been analyzed (reltuples -1) seconds and minutes later. So a store
// on the embedded default would plan every statement without statistics, never mark its pages
// all-visible (the covering indexes of decision 046 would still read the table), and keep every
// old row version of every ticket edit and clock-out. This pass does what autovacuum would, with
// autovacuum's own default thresholds, one table at a time so each step stays short: the embedded
// database is one connection, and every request waits for the statement running.

/** How often the pass looks (autovacuum's default naptime is a minute; the thresholds decide). */
export const EMBEDDED_UPKEEP_EVERY_MS = 10 * 60_000;

interface TableNeeds {
  name: string;
  needsVacuum: boolean;
  needsAnalyze: boolean;
}

interface UpkeepPass {
  vacuumed: string[];
  analyzed: string[];
}

/**
 * The public tables past autovacuum's default thresholds: dead rows over 50 + 20 % of the table
 * (autovacuum_vacuum_threshold, _scale_factor), rows inserted since the last vacuum over 1,000 +
 * 20 % (the insert thresholds, which set the visibility map of tables that only grow), rows changed
 * since the last analyze over 50 + 10 %, or a table with rows never analyzed.
 */
async function tablesNeedingUpkeep(db: Database): Promise<TableNeeds[]> {
  // Both drivers answer raw SQL as { rows }; the handle's type joins them and cannot say so.
  const result: unknown = await db.execute(
    sql`select s.relname as name,
          (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
            or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)) as needs_vacuum,
          (s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
            or (s.last_analyze is null and s.n_live_tup > 0)) as needs_analyze
        from pg_stat_user_tables s
        join pg_class c on c.oid = s.relid
        where s.schemaname = 'public'
        order by s.relname`,
  );
  const { rows } = result as {
    rows: { name: string; needs_vacuum: boolean; needs_analyze: boolean }[];
  };
  return rows.map((row) => ({
    name: row.name,
    needsVacuum: row.needs_vacuum,
    needsAnalyze: row.needs_analyze,
  }));
}

/** One pass: vacuums (and analyzes) or only analyzes each table that needs it; says which. */
export async function runEmbeddedUpkeep(db: Database): Promise<UpkeepPass> {
  const pass: UpkeepPass = { vacuumed: [], analyzed: [] };
  for (const table of await tablesNeedingUpkeep(db)) {
    // VACUUM cannot run in a transaction: each is its own statement on the one connection.
    if (table.needsVacuum) {
      await db.execute(sql`vacuum (analyze) ${sql.identifier(table.name)}`);
      pass.vacuumed.push(table.name);
    } else if (table.needsAnalyze) {
      await db.execute(sql`analyze ${sql.identifier(table.name)}`);
      pass.analyzed.push(table.name);
    }
  }
  return pass;
}
