import { Worker } from 'node:worker_threads';

import { types } from '@electric-sql/pglite';
import type { PGlite } from '@electric-sql/pglite';

import {
  createPreparedStatements,
  MAX_PREPARED_STATEMENTS,
  resultOfRaw,
  runsPrepared,
} from './pglite-prepared.ts';
import type { RawAnswer } from './pglite-prepared.ts';

// Issue 37: the embedded database in a worker thread. PGlite runs Postgres as WebAssembly on the
// thread that calls it, synchronously for as long as a statement takes: in the server's thread a
// month's report (a second of SQL and row parsing) stopped every other request, sign-ins and
// health checks included. Here PGlite runs in a thread of its own and the server's thread only
// sends statements and receives rows, so a heavy statement delays the statements queued behind it
// (the embedded database is one connection, as before) but not the requests that need no database
// or are between statements.
//
// PGlite's own worker mode (`@electric-sql/pglite/worker`) is for browsers: it elects a leader
// among tabs with `navigator.locks` and `BroadcastChannel` messages on a Web Worker, which Node 20
// does not have. This is the small part of it the app needs, over `worker_threads`: the calls
// Drizzle's PGlite driver and the database handle make (query, exec, transaction, listen, close).
//
// Semantics stay PGlite's because the worker calls PGlite's own methods: a transaction holds the
// database until it ends (PGlite queues every other statement behind it), its statements run in
// the order the transaction sends them (Drizzle awaits each), and a transaction whose callback
// throws is rolled back.
//
// Issue 37 (decision 042 cut 19): a statement with parameters runs as a named prepared statement
// (pglite-prepared.ts, whose functions this worker embeds); since cut 42 a select without any too,
// and its answer's rows are read in the server's thread.

/** The worker's code: plain JavaScript run with `eval`, so the built server needs no second entry. */
const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');

function describeError(error) {
  const described = { message: String(error && error.message ? error.message : error), name: 'Error', fields: {} };
  if (error && typeof error === 'object') {
    if (typeof error.name === 'string') described.name = error.name;
    // The SQLSTATE and the names the app reads (code, constraint, table, column, detail...).
    for (const [key, value] of Object.entries(error)) {
      if (['string', 'number', 'boolean'].includes(typeof value)) described.fields[key] = value;
    }
  }
  return described;
}

const MAX_PREPARED = ${String(MAX_PREPARED_STATEMENTS)};

// pglite-prepared.ts's function, as this process compiled it. tsx compiles with esbuild's
// keepNames, which names inner functions through a __name helper of the module: here a no-op.
const __name = (target) => target;
const createPreparedStatements = (${createPreparedStatements.toString()});
const runsPrepared = (${runsPrepared.toString()});

function queryOptions(options) {
  if (!options) return undefined;
  const parsers = {};
  // Drizzle asks for some types as the text the database wrote (dates, intervals, numerics).
  for (const type of options.rawTypes || []) parsers[type] = (value) => value;
  return { rowMode: options.rowMode, parsers };
}

(async () => {
  const { PGlite, protocol, parse, types } = await import(workerData.pgliteUrl);
  const { serialize } = protocol;
  const extensions = {};
  for (const [name, url] of Object.entries(workerData.extensionUrls)) {
    extensions[name] = (await import(url))[name];
  }
  let db;
  try {
    // PGlite's own start parameters, then the app's settings (each "-c name=value").
    const startParams = [...PGlite.defaultStartParams];
    for (const [name, value] of Object.entries(workerData.settings)) startParams.push('-c', name + '=' + value);
    db = await PGlite.create(workerData.dataDir, { extensions, startParams });
  } catch (error) {
    parentPort.postMessage({ kind: 'failed', error: describeError(error) });
    return;
  }
  // Listeners by PGlite's name of their channel, for a notification in a raw answer (cut 42).
  const heard = new Map();
  const pgName = (channel) =>
    channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();
  // Decision 042 cut 42: a statement with parameters answers its bytes, moved to the server's
  // thread, which reads the rows (pglite-prepared.ts resultOfRaw).
  const statements = createPreparedStatements(db, serialize, parse.parseResults, MAX_PREPARED, {
    defaultParsers: types.parsers,
    Parser: protocol.Parser,
    notified: (channel, payload) => {
      for (const listenId of heard.get(channel) || []) {
        parentPort.postMessage({ kind: 'notify', listenId, payload });
      }
    },
  });

  // Open transactions: each a promise of PGlite's transaction, settled once it has begun.
  const transactions = new Map();
  const transactionOf = (tx) => transactions.get(tx) || Promise.reject(new Error('Transaction is closed'));
  const ending = new Map();
  const listeners = new Map();

  // Issue 37 (decision 042 cut 29): statements that give way. One sent with 'yields' (the month
  // report's pages) runs after the other statements and transactions that are waiting when its
  // turn comes, and one at a time, so a request's statement waits behind at most one such page
  // instead of every page queued before it. Bounded: statements that arrive once its turn has
  // come wait behind it, as any statement does, and it gives way for at most as long as the one
  // before it ran, so under a steady stream of requests a report still has half the thread.
  let ordinaryReceived = 0;
  // Sequence numbers of the other statements and transactions received and not yet over.
  const ordinaryUnfinished = new Set();
  const ordinaryWaiters = [];
  const ordinaryStarted = () => {
    ordinaryReceived += 1;
    ordinaryUnfinished.add(ordinaryReceived);
    return ordinaryReceived;
  };
  const ordinaryOver = (seq) => {
    ordinaryUnfinished.delete(seq);
    let oldest = Infinity;
    for (const unfinished of ordinaryUnfinished) oldest = Math.min(oldest, unfinished);
    for (let index = ordinaryWaiters.length - 1; index >= 0; index -= 1) {
      if (ordinaryWaiters[index].upTo < oldest) ordinaryWaiters.splice(index, 1)[0].resolve();
    }
  };
  /** Resolves once every other statement and transaction received so far is over. */
  const othersReceivedSoFar = () => {
    if (ordinaryUnfinished.size === 0) return Promise.resolve();
    return new Promise((resolve) => ordinaryWaiters.push({ upTo: ordinaryReceived, resolve }));
  };
  let yieldingTurns = Promise.resolve();
  let lastYieldingRunMs = 0;
  const inYieldingTurn = (run) => {
    const turn = yieldingTurns.then(async () => {
      // After the messages already sent to this thread are received: they arrived while the
      // page before ran (PGlite runs a statement without yielding the thread).
      await new Promise((resolve) => setImmediate(resolve));
      let giveUp;
      await Promise.race([
        othersReceivedSoFar(),
        new Promise((resolve) => { giveUp = setTimeout(resolve, lastYieldingRunMs); }),
      ]);
      clearTimeout(giveUp);
      const started = performance.now();
      try {
        return await run();
      } finally {
        lastYieldingRunMs = performance.now() - started;
      }
    });
    yieldingTurns = turn.catch(() => undefined);
    return turn;
  };

  const answer = (id, work, ordinarySeq) => {
    work.then(
      (result) => parentPort.postMessage({ kind: 'done', id, result }, result && result.raw ? [result.raw.buffer] : []),
      (error) => parentPort.postMessage({ kind: 'error', id, error: describeError(error) }),
    ).finally(() => {
      if (ordinarySeq !== undefined) ordinaryOver(ordinarySeq);
    });
  };
  const runQuery = async (message) => {
    // A transaction's statement waits for its BEGIN (sent without waiting for an answer).
    const target = message.tx === undefined ? db : await transactionOf(message.tx);
    const options = queryOptions(message.options);
    const result = runsPrepared(message.text, message.params)
      ? await statements.query(message.text, message.params, options, message.tx !== undefined)
      : await target.query(message.text, message.params, options);
    if (result.raw) return { raw: result.raw };
    return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
  };
  parentPort.on('message', (message) => {
    switch (message.kind) {
      case 'query':
        if (message.yields) answer(message.id, inYieldingTurn(() => runQuery(message)));
        else answer(message.id, runQuery(message), ordinaryStarted());
        break;
      case 'exec':
        answer(message.id, (async () => {
          const target = message.tx === undefined ? db : await transactionOf(message.tx);
          const results = await target.exec(message.text);
          return results.map((result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }));
        })(), ordinaryStarted());
        break;
      case 'begin': {
        // Not answered: the server sends the transaction's first statement without waiting, and
        // that statement (or the 'end') answers a failure to begin.
        let finish;
        const finished = new Promise((resolve, reject) => { finish = { resolve, reject }; });
        let began;
        const start = new Promise((resolve) => { began = resolve; });
        const ended = db.transaction(async (tx) => {
          began(tx);
          // Resolved by 'end' to commit; rejected to have PGlite roll the transaction back.
          await finished;
        });
        // The transaction once begun, or the reason it did not begin.
        const begun = Promise.race([start, ended.then(() => { throw new Error('Transaction is closed'); })]);
        begun.catch(() => undefined);
        transactions.set(message.tx, begun);
        // Over, for the statements that give way, once it has committed or rolled back.
        const seq = ordinaryStarted();
        ended.finally(() => {
          transactions.delete(message.tx);
          ordinaryOver(seq);
        }).catch(() => undefined);
        ending.set(message.tx, { finish, ended });
        break;
      }
      case 'end': {
        const { finish, ended } = ending.get(message.tx);
        ending.delete(message.tx);
        if (message.commit) finish.resolve();
        else finish.reject(new Error('rolled back'));
        answer(message.id, message.commit ? ended.then(() => null) : ended.then(() => null, () => null));
        break;
      }
      case 'listen':
        answer(message.id, db.listen(message.channel, (payload) => {
          parentPort.postMessage({ kind: 'notify', listenId: message.listenId, payload });
        }).then((unlisten) => {
          listeners.set(message.listenId, unlisten);
          const name = pgName(message.channel);
          if (!heard.has(name)) heard.set(name, new Set());
          heard.get(name).add(message.listenId);
          return null;
        }));
        break;
      case 'unlisten': {
        const unlisten = listeners.get(message.listenId);
        listeners.delete(message.listenId);
        for (const [name, ids] of heard) {
          ids.delete(message.listenId);
          if (ids.size === 0) heard.delete(name);
        }
        answer(message.id, db.closed || !unlisten ? Promise.resolve(null) : unlisten().then(() => null));
        break;
      }
      case 'close':
        answer(message.id, db.closed ? Promise.resolve(null) : db.close().then(() => null));
        break;
    }
  });
  parentPort.postMessage({ kind: 'ready' });
})().catch((error) => parentPort.postMessage({ kind: 'failed', error: describeError(error) }));
`;

interface DescribedError {
  message: string;
  name: string;
  fields: Record<string, unknown>;
}

type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'failed'; error: DescribedError }
  | { kind: 'done'; id: number; result: unknown }
  | { kind: 'error'; id: number; error: DescribedError }
  | { kind: 'notify'; listenId: number; payload: string };

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** The driver's error as thrown in the worker: its message, name and fields (code, constraint…). */
function rebuiltError(described: DescribedError): Error {
  const error = new Error(described.message);
  error.name = described.name;
  return Object.assign(error, described.fields);
}

/** The parts of a PGlite (and of its transactions) that Drizzle and the database handle call. */
interface WorkerConnection {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
  exec(text: string): Promise<unknown>;
}

/**
 * The worker's PGlite, which can also notify its own listeners without a statement, and run
 * statements that give way to the others (`yielding`: PGlite's query() for statements outside a
 * transaction).
 */
export type PgliteInThread = PGlite & {
  notifyHere(channel: string, payload: string): void;
  yielding: Pick<PGlite, 'query' | 'closed'>;
};

/**
 * PGlite on the files in `pgdata`, with `extensions` (module names of PGlite's contrib, each
 * exporting the extension under its own name) and server `settings` (postgresql.conf names and
 * values, given at start), running in a worker thread. Answers an object with PGlite's shape for
 * the calls the app makes; close() closes the database and ends the thread.
 */
export async function createPgliteWorker(
  pgdata: string,
  extensions: string[],
  settings: Record<string, string> = {},
): Promise<PgliteInThread> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      dataDir: pgdata,
      settings,
      pgliteUrl: import.meta.resolve('@electric-sql/pglite'),
      extensionUrls: Object.fromEntries(
        extensions.map((name) => [
          name,
          import.meta.resolve(`@electric-sql/pglite/contrib/${name}`),
        ]),
      ),
    },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<number, { channel: string; callback: (payload: string) => void }>();
  let nextId = 1;
  let closed = false;
  let closing = false;

  function send(message: Record<string, unknown>): Promise<unknown> {
    if (closed) return Promise.reject(new Error('PGlite is closed'));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  }

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      switch (message.kind) {
        case 'ready':
          resolve();
          break;
        case 'failed':
          reject(rebuiltError(message.error));
          break;
        case 'done':
        case 'error': {
          const waiting = pending.get(message.id);
          pending.delete(message.id);
          if (message.kind === 'done') waiting?.resolve(message.result);
          else waiting?.reject(rebuiltError(message.error));
          break;
        }
        case 'notify':
          listeners.get(message.listenId)?.callback(message.payload);
          break;
      }
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      closed = true;
      const gone = new Error(`the embedded database's thread ended (exit code ${String(code)})`);
      for (const waiting of pending.values()) waiting.reject(gone);
      pending.clear();
      reject(gone);
      // The database died under the server (a WebAssembly abort): as when it ran in the server's
      // thread, the process ends and its supervisor restarts it on the same files.
      if (!closing) {
        process.nextTick(() => {
          throw gone;
        });
      }
    });
  });
  try {
    await ready;
  } catch (error) {
    closing = true;
    await worker.terminate();
    throw error;
  }

  function connection(tx?: number, yields?: true): WorkerConnection {
    const rawTypes = (options?: QueryOptions) =>
      options
        ? {
            rowMode: options.rowMode,
            rawTypes: Object.keys(options.parsers ?? {}).map(Number),
          }
        : undefined;
    return {
      query: async (text, params, options) => {
        const result = await send({
          kind: 'query',
          tx,
          yields,
          text,
          params: params ?? [],
          options: rawTypes(options),
        });
        // Decision 042 cut 42: the rows of an answer the worker sent as the database's bytes.
        if (result && typeof result === 'object' && 'raw' in result) {
          const { rows, fields, affectedRows } = resultOfRaw(
            (result as RawAnswer).raw,
            options,
            types.parsers,
          );
          return { rows, fields, affectedRows };
        }
        return result;
      },
      exec: (text) => send({ kind: 'exec', tx, text }),
    };
  }

  const yieldingConnection = connection(undefined, true);
  let nextTransaction = 1;
  let nextListen = 1;
  const client = {
    ...connection(),
    get closed() {
      return closed;
    },
    /**
     * Issue 37 (decision 042 cut 29): statements outside a transaction that give way to the others
     * waiting when their turn comes (the month report's pages, which a light request's statements
     * otherwise queue behind), one at a time.
     */
    yielding: {
      query: (text: string, params?: unknown[], options?: QueryOptions) =>
        yieldingConnection.query(text, params, options),
      get closed() {
        return closed;
      },
    },
    async transaction<T>(callback: (tx: WorkerConnection) => Promise<T>): Promise<T> {
      const tx = nextTransaction++;
      // Issue 37 (decision 042 cut 28): BEGIN without a round trip. The worker takes messages in
      // the order they are sent, so the transaction's statements follow its BEGIN there, and the
      // first of them (or the 'end') answers a transaction that failed to begin.
      if (closed) throw new Error('PGlite is closed');
      worker.postMessage({ kind: 'begin', tx });
      let result: T;
      try {
        result = await callback({ ...connection(tx) });
      } catch (error) {
        await send({ kind: 'end', tx, commit: false });
        throw error;
      }
      await send({ kind: 'end', tx, commit: true });
      return result;
    },
    async listen(channel: string, callback: (payload: string) => void) {
      const listenId = nextListen++;
      listeners.set(listenId, { channel, callback });
      await send({ kind: 'listen', channel, listenId });
      return async () => {
        listeners.delete(listenId);
        if (!closed) await send({ kind: 'unlisten', listenId });
      };
    },
    /**
     * Issue 37 (decision 042 cut 21): what `select pg_notify(channel, payload)` outside a
     * transaction does, without the round trip to the database's thread. This client is the
     * database's only connection (one process owns the embedded files), so its listeners are
     * every listener there is; they hear it on a later turn, as they would the database's.
     */
    notifyHere(channel: string, payload: string): void {
      if (closed) throw new Error('PGlite is closed');
      const heard = [...listeners.values()].filter((listener) => listener.channel === channel);
      setImmediate(() => {
        for (const listener of heard) listener.callback(payload);
      });
    },
    async close() {
      if (closed || closing) return;
      closing = true;
      await send({ kind: 'close' });
      closed = true;
      await worker.terminate();
    },
  };
  // Drizzle's driver and the handle call only the members above (the worker's PGlite holds the rest).
  return client as unknown as PgliteInThread;
}
