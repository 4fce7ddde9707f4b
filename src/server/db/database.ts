import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

/** One handle type for both drivers (architecture §2). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Applies the committed migrations under an advisory lock, so instances can start together. */
  migrate(): Promise<void>;
  /** True when a trivial query answers within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
  /** Runs raw SQL straight through the driver, bypassing Drizzle (the benchmark times queries). */
  executeRaw(text: string, params: unknown[]): Promise<void>;
  /**
   * Receives the payloads sent with `pg_notify(channel, …)` by any connection to this database,
   * this process's included, as their transactions commit. `onGap` is called after the listening
   * connection was lost and re-established: notifications sent meanwhile were missed.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /**
   * What `select pg_notify(channel, payload)` outside a transaction does, without a statement:
   * only where this handle's listeners are every listener of the database (the embedded database
   * in its thread, which one process owns; issue 37).
   */
  notify?(channel: string, payload: string): void;
  /**
   * Issue 37 (decision 042 cut 29): the same database for statements that give way, outside a
   * transaction, to the other statements waiting when their turn comes, one at a time: only on the
   * embedded database in its thread, whose one connection queues every request's statements behind
   * a long one (the month report's pages). Elsewhere `db` serves.
   */
  yielding?: Database;
}

interface NotificationHandlers {
  onPayload(payload: string): void;
  onGap?(): void;
}

/** Sees every query Drizzle sends (the benchmark captures an endpoint's SQL with it). */
export interface QueryObserver {
  logQuery(query: string, params: unknown[]): void;
}

/**
 * Extensions every embedded database loads: the migrations create pg_trgm (ticket search) and
 * btree_gist (sessions never overlap, decision 030).
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
// An arbitrary constant shared by every instance of this app.
export const MIGRATION_LOCK_KEY = 7_311_004_211;

export function openPostgres(pool: pg.Pool, observer?: QueryObserver): DatabaseHandle {
  // An idle client losing its server (a restart) must not crash the process; the next query
  // fails with a 503 and the pool reconnects by itself (decision 018).
  pool.on('error', () => undefined);
  const listeners = new Set<{ stop(): Promise<void> }>();
  const db = drizzlePg({ client: pool, schema, logger: observer ?? false }) as unknown as Database;
  let closed = false;
  return {
    db,
    driver: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async ping(timeoutMs = 2000) {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          pool.query('select 1'),
          new Promise((_, reject) => {
            timer = setTimeout(() => {
              reject(new Error('ping timeout'));
            }, timeoutMs);
          }),
        ]);
        return true;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((listener) => listener.stop()));
      listeners.clear();
      await pool.end();
    },
    async executeRaw(text, params) {
      // As the app sends it: prepared once per connection (see PlanCachingClient).
      await pool.query({ text, values: params });
    },
    async listen(channel, handlers) {
      const listener = createListener(pool.options, channel, handlers);
      listeners.add(listener);
      await listener.started;
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
  };
}

const LISTEN_RETRY_MS = { first: 250, max: 10_000 };

/**
 * A connection of its own that LISTENs (a pooled one would be handed to other queries). When it
 * is lost (a server restart, a network cut) it reconnects with backoff and reports the gap, since
 * PostgreSQL keeps no notifications for a listener that was away.
 */
function createListener(options: pg.PoolConfig, channel: string, handlers: NotificationHandlers) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = LISTEN_RETRY_MS.first;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: options.connectionTimeoutMillis,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    next.on('error', () => {
      lost(next);
    });
    next.on('end', () => {
      lost(next);
    });
    await next.connect();
    // The channel name is ours, never user input; identifiers cannot be bound as parameters.
    await next.query(`listen "${channel.replaceAll('"', '')}"`);
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = LISTEN_RETRY_MS.first;
  }

  function lost(which: pg.Client): void {
    if (client !== which) return;
    client = undefined;
    which.removeAllListeners('end');
    void which.end().catch(() => undefined);
    if (!stopped) scheduleReconnect();
  }

  function scheduleReconnect(): void {
    clearTimeout(timer);
    timer = setTimeout(() => {
      connect().then(
        () => {
          if (!stopped) handlers.onGap?.();
        },
        () => {
          retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
          scheduleReconnect();
        },
      );
    }, retryMs);
    timer.unref();
  }

  // The first connection is awaited (the app should not start deaf); later ones are retried.
  const started = connect().catch((error: unknown) => {
    scheduleReconnect();
    throw error;
  });

  return {
    started,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * A pooled connection that sends every statement given as `{ text }` (all of Drizzle's) as a named
 * prepared statement, named after its text. PostgreSQL then parses and plans a statement once per
 * connection and reuses the plan: for the ticket list, planning (1.3 ms) cost as much as running
 * it (decisions 007 and 008). Statements are few and fixed by the code, so each connection holds a bounded set.
 */
class PlanCachingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (
      typeof config === 'object' &&
      config !== null &&
      'text' in config &&
      typeof config.text === 'string' &&
      !('name' in config && config.name)
    ) {
      args[0] = { ...config, name: statementName(config.text) };
    }
    return (super.query as (...rest: unknown[]) => never).apply(this, args);
  }
}

const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (statementNames.size > 5000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/** The app's connection pool for a PostgreSQL server (tests open theirs with this too). */
export function createPool(connectionString: string, max = 10): pg.Pool {
  return new pg.Pool({
    Client: PlanCachingClient,
    connectionString,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
}

interface CreateDatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  observer?: QueryObserver;
}

/** PGlite files in DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set. */
export async function createDatabase(options: CreateDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(createPool(options.databaseUrl), options.observer);
  }
  const pgdata = path.join(options.dataDir, 'pgdata');
  await mkdir(pgdata, { recursive: true });
  // One process on the files at a time (data-dir-lock.ts): a second server refuses to start.
  const lock = lockDataDir(options.dataDir);
  try {
    // Loaded only for the embedded database: a server on PostgreSQL never holds PGlite's code
    // (about 10 MB of its resident memory; decision 018).
    const { createPglite, openPglite } = await import('./pglite-database.ts');
    const handle = await openPglite(await createPglite(pgdata), options.observer);
    return {
      ...handle,
      async close() {
        try {
          await handle.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** A database or an open transaction: repositories accept either so services can compose writes. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
