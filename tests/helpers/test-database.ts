import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';

import type { DatabaseHandle } from '#server/db/database.ts';
import { createPool, openPostgres } from '#server/db/database.ts';
import { openPglite, PGLITE_EXTENSIONS, PGLITE_SETTINGS } from '#server/db/pglite-database.ts';

import { dropTestDatabase } from './drop-database.ts';
import { giveBackTestDatabase, takeTestDatabase } from './recycled-databases.ts';
import './provided-context.ts';

export interface TestDatabaseHandle extends DatabaseHandle {
  /**
   * Another handle on the same database, as a second app instance would open it (its own pool on
   * PostgreSQL; the same embedded database otherwise). Closing it leaves the database open.
   */
  openAnother(): Promise<DatabaseHandle>;
}

/**
 * The server's settings for a test's in-thread PGlite (decision 042 cut 17: 32 MB of shared
 * buffers). PGlite zero-fills its shared buffers when it starts, and every test file starts one:
 * at PGlite's 128 MB a start from the dump cost 530-630 ms of CPU, at 32 MB 390-470 ms.
 */
const TEST_PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/** A migrated, empty database of the driver this Vitest project runs on. */
export async function createTestDatabase(): Promise<TestDatabaseHandle> {
  const info = inject('testDatabase');
  if (info.driver === 'pglite') {
    const dump = await readFile(info.dumpPath);
    const client = await PGlite.create({
      loadDataDir: new Blob([dump]),
      extensions: PGLITE_EXTENSIONS,
      startParams: TEST_PGLITE_START_PARAMS,
    });
    const handle = await openPglite(client);
    return {
      ...handle,
      async openAnother() {
        const another = await openPglite(client);
        return { ...another, close: async () => undefined };
      },
    };
  }
  const database = await takeTestDatabase(info.serverUrl, info.templateName);
  const handle = openPostgres(createPool(database.url, 5));
  return {
    ...handle,
    async openAnother() {
      return openPostgres(createPool(database.url, 5));
    },
    async close() {
      await handle.close();
      await giveBackTestDatabase(info.serverUrl, info.templateName, database.name);
    },
  };
}

/**
 * An empty database of the driver this Vitest project runs on, without migrations (a test of a
 * migration runs them itself); closing it removes it.
 */
export async function createEmptyTestDatabase(): Promise<DatabaseHandle> {
  const info = inject('testDatabase');
  if (info.driver === 'pglite') {
    return openPglite(
      await PGlite.create({ extensions: PGLITE_EXTENSIONS, startParams: TEST_PGLITE_START_PARAMS }),
    );
  }
  const database = await createServerDatabase(info.serverUrl, `${info.templateName}_empty`);
  const handle = openPostgres(createPool(database.url, 2));
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** A new empty database on the test server, and its removal. */
async function createServerDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropTestDatabase(dropper, name);
      } finally {
        await dropper.end();
      }
    },
  };
}
