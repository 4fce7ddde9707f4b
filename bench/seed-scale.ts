import { parseArgs } from 'node:util';

import { sql } from 'drizzle-orm';

import { createDatabase } from '#server/db/database.ts';

import { BENCH_PASSWORD, countsFor, seedScale } from './scale-data.ts';

// Seeds the benchmark's chain into a fresh database (architecture §9).
//   npx tsx bench/seed-scale.ts --data-dir bench/.data/pglite     (embedded)
//   DATABASE_URL=postgres://… npx tsx bench/seed-scale.ts         (PostgreSQL)
//   --scale 0.01 shrinks every count.

async function main() {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string', default: 'bench/.data/pglite' },
      scale: { type: 'string', default: '1' },
    },
  });
  const scale = Number(values.scale);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale must be a positive number');
  const databaseUrl = process.env.DATABASE_URL;
  const database = await createDatabase({ dataDir: values['data-dir'], databaseUrl });
  const started = Date.now();
  process.stdout.write(
    `Seeding ${databaseUrl ? 'PostgreSQL' : `PGlite in ${values['data-dir']}`} at scale ${String(scale)}\n`,
  );
  await database.migrate();
  const answer: unknown = await database.db.execute(sql`select count(*)::int as count from users`);
  const existing = answer as { rows: { count: number }[] };
  if ((existing.rows[0]?.count ?? 0) > 0) {
    throw new Error(
      'The database is not empty; give a fresh --data-dir or an empty DATABASE_URL database.',
    );
  }
  await seedScale(database.db, countsFor(scale));
  await database.close();
  process.stdout.write(
    `Done in ${String(Math.round((Date.now() - started) / 1000))} s. Sign in as admin / ${BENCH_PASSWORD}.\n`,
  );
}

await main();
