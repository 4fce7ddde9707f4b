import { cpSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildOnce, isBuildStale, REPO_ROOT } from '../../../scripts/build-staleness.ts';

// The journey servers' embedded database, migrated once and copied for each server (decision 056).
// A server's first start on an empty data directory runs PGlite's initdb and every migration:
// 9-10 s of CPU on the two-core machine, paid by each of a run's up to six journey servers (demo,
// clock and mail, per worker). The copy takes 0.2 s and the server opens it in under a second;
// it still migrates on start (nothing left to apply) and seeds its chain as before. A server's own
// first start on an empty directory is tested by the process tests (`npm run test:slow`).

const CACHE = path.join(REPO_ROOT, 'node_modules/.cache/fixflow-journeys');
const TEMPLATE = path.join(CACHE, 'pgdata');
// Written last: a template without it was not finished.
const READY = path.join(CACHE, 'pgdata-ready');
// What the template is made from: migrations, PGlite's set-up, and the package versions.
const SOURCES = [
  'src/server/db/migrations',
  'src/server/db/pglite-database.ts',
  'src/server/db/pglite-worker.ts',
  'src/server/db/database.ts',
  'package.json',
  'tests/e2e/support/database-template.ts',
];

function isTemplateStale(): boolean {
  return isBuildStale(READY, SOURCES);
}

/** Makes the migrated template when it is missing or older than its sources. */
export async function ensureDatabaseTemplate(): Promise<void> {
  await buildOnce(path.join(CACHE, 'pgdata.lock'), isTemplateStale, async () => {
    // Imported only to make it: a fresh template costs a server nothing but the copy.
    const { createDatabase } = await import('../../../src/server/db/database.ts');
    const scratch = mkdtempSync(path.join(CACHE, 'making-'));
    try {
      const database = await createDatabase({ dataDir: scratch, databaseUrl: undefined });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      rmSync(READY, { force: true });
      rmSync(TEMPLATE, { recursive: true, force: true });
      renameSync(path.join(scratch, 'pgdata'), TEMPLATE);
      writeFileSync(READY, new Date().toISOString());
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
}

/** Gives the empty data directory `dataDir` a copy of the migrated template. */
export async function copyDatabaseTemplate(dataDir: string): Promise<void> {
  await ensureDatabaseTemplate();
  cpSync(TEMPLATE, path.join(dataDir, 'pgdata'), { recursive: true });
}

// `tsx tests/e2e/support/database-template.ts` (npm test makes it beside Vitest).
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.join(import.meta.dirname, 'database-template.ts')
) {
  await ensureDatabaseTemplate();
}
