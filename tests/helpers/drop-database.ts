import type pg from 'pg';

/**
 * Drops a test database. `with (force)` ends the connections a test left open, but PostgreSQL
 * refuses it (42501, "must be a member of the role whose process is being terminated") when one of
 * those backends is an autovacuum worker that happened to start on the database, as it did in CI.
 * A plain drop ends autovacuum workers itself and waits for them, so it is the fallback.
 */
export async function dropTestDatabase(client: pg.Client, name: string): Promise<void> {
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
    await client.query(`drop database if exists ${name}`);
  }
}
