import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';

import type { DatabaseHandle } from '#server/db/database.ts';
import { createPool, openPostgres } from '#server/db/database.ts';
import { openPglite, PGLITE_EXTENSIONS } from '#server/db/pglite-database.ts';

import { dropTestDatabase } from './drop-database.ts';
import './provided-context.ts';

export interface TestDatabaseHandle extends DatabaseHandle {
  /**
   * Another handle on the same database, as a second app instance would open it (its own pool on
   * PostgreSQL; the same embedded database otherwise). Closing it leaves the database open.
   */
  openAnother(): Promise<DatabaseHandle>;
}

/** A migrated, empty database of the driver this Vitest project runs on. */
export async function createTestDatabase(): Promise<TestDatabaseHandle> {
  const info = inject('testDatabase');
  if (info.driver === 'pglite') {
    const dump = await readFile(info.dumpPath);
    const client = await PGlite.create({
      loadDataDir: new Blob([dump]),
      extensions: PGLITE_EXTENSIONS,
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
  const name = `${info.templateName}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: info.serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${info.templateName}`);
  } finally {
    await admin.end();
  }
  const url = new URL(info.serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(createPool(url.toString(), 5));
  return {
    ...handle,
    async openAnother() {
      return openPostgres(createPool(url.toString(), 5));
    },
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: info.serverUrl });
      await dropper.connect();
      try {
        await dropTestDatabase(dropper, name);
      } finally {
        await dropper.end();
      }
    },
  };
}
