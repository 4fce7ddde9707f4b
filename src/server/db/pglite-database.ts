import { parse, protocol, types } from '@electric-sql/pglite';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';

import type { Database, DatabaseHandle, QueryObserver } from './database.ts';
import { MIGRATION_LOCK_KEY, MIGRATIONS_FOLDER } from './database.ts';
import {
  createPreparedStatements,
  MAX_PREPARED_STATEMENTS,
  resultOfRaw,
  runsPrepared,
} from './pglite-prepared.ts';
import type { PreparedStatements } from './pglite-prepared.ts';
import { createPgliteWorker } from './pglite-worker.ts';
import type { PgliteInThread } from './pglite-worker.ts';
import * as schema from './schema.ts';

// The embedded database (architecture §2). Its own file so that database.ts imports it only when
// no DATABASE_URL is set (decision 018: memory of a server on PostgreSQL).

export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

/**
 * Issue 37 (decision 042 cut 17): 32 MB of shared buffers instead of PGlite's 128 MB. PGlite touches
 * all of them when it opens (its shared memory is zero-filled), so they were 128 MB of the embedded
 * server's memory at rest; on the bench's 100,000-ticket chain, with the counters, the covering
 * indexes and the vacuumed visibility map, the fresh lists, stats, search, timesheets, history and
 * month report cost the same CPU at 32 MB (the monthly maintenance report about a fifth more).
 * The tests' in-thread PGlites start with them too (tests/helpers/test-database.ts).
 */
export const PGLITE_SETTINGS = { shared_buffers: '32MB' };

/**
 * PGlite on its files in `pgdata`, with the extensions the migrations need, in a thread of its own
 * so that a long statement does not stop the server's thread (issue 37, pglite-worker.ts). Tests
 * open theirs in their own thread (tests/helpers/test-database.ts): a file's requests wait on its
 * database either way, and the thread would cost each file its start-up.
 */
export function createPglite(pgdata: string): Promise<PgliteInThread> {
  return createPgliteWorker(pgdata, Object.keys(PGLITE_EXTENSIONS), PGLITE_SETTINGS);
}

/** An in-thread PGlite's prepared statements and the listeners of their raw answers' notifications. */
const preparedOf = new WeakMap<
  PGlite,
  { statements: PreparedStatements; heard: Map<string, Set<(payload: string) => void>> }
>();

/** A channel's name as PGlite keeps its listeners (quoted as written, else lower case). */
function pgName(channel: string): string {
  return channel.startsWith('"') && channel.endsWith('"')
    ? channel.slice(1, -1)
    : channel.toLowerCase();
}

/**
 * A test's in-thread PGlite whose statements with parameters run prepared, as the server's worker
 * runs them (pglite-prepared.ts): one call into the database and a cached plan per statement
 * instead of query()'s six calls and a plan. The members Drizzle's driver and the handle call.
 */
function preparedClient(client: PGlite): PGlite {
  let own = preparedOf.get(client);
  if (!own) {
    const heard = new Map<string, Set<(payload: string) => void>>();
    // Answered raw and read here, as the server's worker answers (decision 042 cut 42).
    const statements = createPreparedStatements(
      client,
      protocol.serialize,
      parse.parseResults,
      MAX_PREPARED_STATEMENTS,
      {
        defaultParsers: types.parsers,
        Parser: protocol.Parser,
        notified(channel, payload) {
          for (const callback of heard.get(channel) ?? []) callback(payload);
        },
      },
    );
    own = { statements, heard };
    preparedOf.set(client, own);
  }
  const { statements: prepared, heard } = own;
  const query = async (
    inTransaction: boolean,
    unprepared: Pick<PGlite, 'query'>,
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ) => {
    if (!runsPrepared(text, params)) return unprepared.query(text, params, options);
    const result = await prepared.query(text, params ?? [], options, inTransaction);
    return 'raw' in result ? resultOfRaw(result.raw, options, types.parsers) : result;
  };
  const wrapped = {
    query: (text: string, params?: unknown[], options?: QueryOptions) =>
      query(false, client, text, params, options),
    exec: (text: string, options?: QueryOptions) => client.exec(text, options),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) =>
        callback({
          ...tx,
          async query(text: string, params?: unknown[], options?: QueryOptions) {
            // As PGlite's transaction refuses a statement once it has ended.
            if (tx.closed) throw new Error('Transaction is closed');
            return query(true, tx, text, params, options);
          },
          get closed() {
            return tx.closed;
          },
        } as Transaction),
      ),
    async listen(channel: string, callback: (payload: string) => void) {
      const unlisten = await client.listen(channel, callback);
      const name = pgName(channel);
      const callbacks = heard.get(name) ?? new Set();
      heard.set(name, callbacks);
      callbacks.add(callback);
      return async () => {
        callbacks.delete(callback);
        await unlisten();
      };
    },
    close: () => client.close(),
    get closed() {
      return client.closed;
    },
  };
  return wrapped as unknown as PGlite;
}

export async function openPglite(
  inThreadOrWorker: PGlite | PgliteInThread,
  observer?: QueryObserver,
): Promise<DatabaseHandle> {
  // The worker prepares its statements itself (pglite-worker.ts).
  const client =
    'notifyHere' in inThreadOrWorker ? inThreadOrWorker : preparedClient(inThreadOrWorker);
  const db = drizzlePglite({ client, schema, logger: observer ?? false }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    // The server's PGlite in its thread (decision 042 cut 21); a test's in-thread PGlite notifies
    // through the database.
    ...('notifyHere' in inThreadOrWorker
      ? {
          notify: (channel: string, payload: string) => {
            inThreadOrWorker.notifyHere(channel, payload);
          },
          // Decision 042 cut 29: statements that give way to the others waiting.
          yielding: drizzlePglite({
            client: inThreadOrWorker.yielding as PGlite,
            schema,
            logger: observer ?? false,
          }) as unknown as Database,
        }
      : {}),
    async migrate() {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migratePglite(drizzlePglite({ client, schema }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    },
    async ping() {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (!client.closed) await client.close();
    },
    async executeRaw(text, params) {
      await client.query(text, params);
    },
    async listen(channel, handlers) {
      // One process owns an embedded database, so nothing is ever missed here.
      const unlisten = await client.listen(channel, (payload) => {
        handlers.onPayload(payload);
      });
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}
