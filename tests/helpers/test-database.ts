import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';

import type { DatabaseHandle } from '#server/db/database.ts';
import { createPool, openPglite, openPostgres } from '#server/db/database.ts';

import './provided-context.ts';

/** A migrated, empty database of the driver this Vitest project runs on. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const info = inject('testDatabase');
  if (info.driver === 'pglite') {
    const dump = await readFile(info.dumpPath);
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return openPglite(client);
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
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: info.serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
