import type {
  messages,
  parse,
  PGlite,
  protocol,
  QueryOptions,
  Results,
} from '@electric-sql/pglite';

// Issue 37 (decision 042 cut 19): a statement with parameters runs as a named prepared statement,
// kept per SQL text (least recently used closed past `maxPrepared`). PGlite's own query() sends six
// protocol messages, each a separate call into the WebAssembly database, and plans the statement
// every time; on the bench's chain a session lookup cost 0.8-1.8 ms that way and 0.1-0.2 ms
// prepared (planned once, then its cached plan; PostgreSQL re-plans by itself after an analyze or
// a schema change). The parameters are serialized and the rows parsed by PGlite's own serializers
// and parser, so the answers are the same. PGlite's locks are kept: outside a transaction the
// statement waits for any open transaction, as query() does.
//
// One implementation for both PGlites: the server's worker (pglite-worker.ts) embeds this
// function's source in its eval'd JavaScript, and a test's in-thread PGlite (pglite-database.ts)
// calls it. So it is self-contained: it reads nothing outside its parameters, and the worker names
// it itself (the source may carry a bundler's renamed name).

/** How many statements a connection keeps prepared (the server's worker and a test's PGlite). */
export const MAX_PREPARED_STATEMENTS = 400;

/** The parts of PGlite the prepared statements use: the wire protocol, its locks and type maps. */
type PreparedDatabase = Pick<
  PGlite,
  | '_checkReady'
  | '_runExclusiveQuery'
  | '_runExclusiveTransaction'
  | 'execProtocolStream'
  | 'parsers'
  | 'serializers'
  | 'syncToFs'
>;

/** The statements prepared on one PGlite connection (the map belongs to the connection). */
export interface PreparedStatements {
  /** PGlite's query() for a statement with parameters; `inTransaction` when a transaction's own. */
  query(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results>;
}

export function createPreparedStatements(
  db: PreparedDatabase,
  serialize: typeof protocol.serialize,
  parseResults: typeof parse.parseResults,
  maxPrepared: number,
): PreparedStatements {
  // SQL text -> its statement, oldest use first.
  const prepared = new Map<string, { name: string; types: number[] }>();
  // Prepared statements dropped from the map, closed with the next statement sent.
  let closing: Uint8Array[] = [];
  let nextStatement = 1;

  const joined = (parts: Uint8Array[]): Uint8Array => {
    let length = 0;
    for (const part of parts) length += part.length;
    const buffer = new Uint8Array(length);
    let offset = 0;
    for (const part of parts) {
      buffer.set(part, offset);
      offset += part.length;
    }
    return buffer;
  };

  const runNow = async (
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results> => {
    let statement = prepared.get(text);
    if (statement) {
      prepared.delete(text);
    } else {
      const name = `fixflow_${String(nextStatement++)}`;
      // Prepared on its own first, so a statement that fails later is still known to exist.
      const described = await db.execProtocolStream(
        joined([
          serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const description = described.find(
        (message): message is messages.ParameterDescriptionMessage =>
          message.name === 'parameterDescription',
      );
      statement = { name, types: description ? description.dataTypeIDs : [] };
      if (prepared.size >= maxPrepared) {
        const oldest = prepared.entries().next().value;
        if (oldest) {
          prepared.delete(oldest[0]);
          closing.push(serialize.close({ type: 'S', name: oldest[1].name }));
        }
      }
    }
    prepared.set(text, statement);
    const types = statement.types;
    // As PGlite's query() serializes them: by the parameter's type, else as text.
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = types[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? db.serializers[type];
      return serializer ? serializer(value) : (value as { toString(): string }).toString();
    });
    const parts = [
      ...closing,
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ];
    closing = [];
    const messages = await db.execProtocolStream(joined(parts), { syncToFs: false });
    if (!inTransaction) await db.syncToFs();
    const [result] = parseResults(messages, db.parsers, options);
    if (!result) throw new Error(`no result for ${text}`);
    return result;
  };

  return {
    async query(text, params, options, inTransaction) {
      await db._checkReady();
      const run = () =>
        db._runExclusiveQuery(async () => {
          try {
            return await runNow(text, params, options, inTransaction);
          } catch (error) {
            // A schema change under a prepared statement ('cached plan must not change result
            // type'): prepared again next time, and at once outside a transaction.
            const statement = prepared.get(text);
            if ((error as { code?: unknown } | null)?.code === '0A000' && statement) {
              closing.push(serialize.close({ type: 'S', name: statement.name }));
              prepared.delete(text);
              if (!inTransaction) return runNow(text, params, options, inTransaction);
            }
            // As PGlite's query() marks its errors.
            if (error && typeof error === 'object') {
              Object.assign(error, { query: text, params, queryOptions: options });
            }
            throw error;
          }
        });
      return inTransaction ? run() : db._runExclusiveTransaction(run);
    },
  };
}
