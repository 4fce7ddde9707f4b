import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

import { openPglite, PGLITE_EXTENSIONS } from '#server/db/pglite-database.ts';

import './provided-context.ts';

// One migrated in-memory PGlite, dumped once; every test file loads its own copy (~0.3 s)
// instead of running initdb and the migrations again (~2 s, ~750 MB) (architecture §2).
export default async function setup(project: TestProject) {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = await openPglite(client);
  await handle.migrate();
  const dump = await client.dumpDataDir('none');
  const dumpPath = path.join(os.tmpdir(), `fixflow-test-db-${String(process.pid)}.tar`);
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('testDatabase', { driver: 'pglite', dumpPath });
  return async () => {
    await rm(dumpPath, { force: true });
  };
}
