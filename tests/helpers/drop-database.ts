import type pg from 'pg';

/**
 * Drops a test database. `with (force)` ends the connections a test left open, but PostgreSQL 15
 * refuses it (42501, "must be a member of the role whose process is being terminated") when one of
 * those backends is an autovacuum worker that happened to start on the database, as it did in CI
 * (twice, the second time on a real server process's scratch database). A plain drop ends
 * autovacuum workers itself and waits for them; the test's own connections, which a plain drop
 * would wait on in vain, are ended first (this role may end its own backends).
 */
export async function dropTestDatabase(client: pg.Client, name: string): Promise<void> {
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
    await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and usename = current_user and pid <> pg_backend_pid()`,
      [name],
    );
    await client.query(`drop database if exists ${name}`);
  }
}
