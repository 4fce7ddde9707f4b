import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { dropTestDatabase } from './drop-database.ts';

/**
 * Creates an empty database named `<prefix>_<random>` on the PostgreSQL server at `serverUrl`, for
 * a test's real server process; its drop goes on `cleanups`. Returns the new database's URL.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  cleanups: (() => Promise<void>)[],
): Promise<string> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropTestDatabase(dropper, name);
    await dropper.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
