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

/**
 * Whether a statement runs prepared: one with parameters, and (decision 042 cut 42) a select
 * without any, such as the ticket list's total from the counters, which PGlite's query() sent as
 * six protocol calls and planned on every run (0.4 ms of PGlite's thread per fresh admin list).
 * Its generic plan is its custom plan, having no parameters. Other
 * statements without parameters (DDL, SET, a transaction's own) run through PGlite's query().
 * Self-contained: the worker embeds it as it embeds createPreparedStatements.
 */
export function runsPrepared(text: string, params: unknown[] | undefined): boolean {
  return (params !== undefined && params.length > 0) || /^\s*(select|with)\s/i.test(text);
}

/** How many statements a connection keeps prepared (the server's worker and a test's PGlite). */
export const MAX_PREPARED_STATEMENTS = 400;

/** The parts of PGlite the prepared statements use: the wire protocol, its locks and type maps. */
type PreparedDatabase = Pick<
  PGlite,
  | '_checkReady'
  | '_runExclusiveQuery'
  | '_runExclusiveTransaction'
  | 'execProtocolRawStream'
  | 'execProtocolStream'
  | 'parsers'
  | 'serializers'
  | 'syncToFs'
>;

/**
 * Issue 37 (decision 042 cut 42): a statement's answer as the database wrote it, its rows not yet
 * parsed. PGlite's own parser copies every field into an ArrayBuffer of its own before decoding
 * it, then builds the messages, then the rows, and the worker cloned those rows to the server's
 * thread: on the fresh admin list about half of PGlite's thread. Now the worker sends the answer's
 * bytes (moved, not copied) and the server's thread reads the rows from them (`resultOfRaw`).
 */
export interface RawAnswer {
  raw: Uint8Array;
}

/** What the prepared statements need to answer raw: PGlite's parser, its default type parsers. */
interface RawAnswers {
  /** PGlite's `types.parsers`: the rows read elsewhere are parsed with these (and the query's). */
  defaultParsers: Record<number, unknown>;
  /** PGlite's `protocol.Parser`, for an answer with an error, a notice or a notification. */
  Parser: typeof protocol.Parser;
  /** A notification in such an answer, for the connection's listeners (PGlite's name). */
  notified(channel: string, payload: string): void;
}

/** The statements prepared on one PGlite connection (the map belongs to the connection). */
export interface PreparedStatements {
  /**
   * PGlite's query() for a statement with parameters; `inTransaction` when a transaction's own.
   * With `raw`, an answer whose rows `resultOfRaw` reads as PGlite would is answered raw.
   */
  query(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results | RawAnswer>;
}

type TypeParser = (value: string, typeId: number) => unknown;

/**
 * The first result of a raw answer (`RawAnswer`), as PGlite's `parse.parseResults` gives it:
 * the same fields, rows (arrays or objects), values and counts. Its type parsers are the query's,
 * else PGlite's defaults (the worker answers raw only when its own are those).
 */
export function resultOfRaw(
  raw: Uint8Array,
  options: { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> } | undefined,
  defaultParsers: Record<number, unknown>,
): Results {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const decoder = new TextDecoder();
  // As PGlite decodes a field (TextDecoder, which drops a leading byte order mark).
  const text = (start: number, end: number): string =>
    end - start >= 3 &&
    bytes[start] === 0xef &&
    bytes[start + 1] === 0xbb &&
    bytes[start + 2] === 0xbf
      ? decoder.decode(bytes.subarray(start, end))
      : bytes.toString('utf8', start, end);
  const arrays = options?.rowMode === 'array';
  let fields: { name: string; dataTypeID: number }[] = [];
  let names: string[] = [];
  let typeIds: number[] = [];
  let parsers: (TypeParser | undefined)[] = [];
  let plainNames = true;
  const rows: unknown[] = [];
  let offset = 0;
  while (offset + 5 <= bytes.length) {
    const type = bytes[offset];
    const end = offset + 1 + bytes.readUInt32BE(offset + 1);
    let at = offset + 5;
    if (type === 84) {
      // RowDescription: name, table, column, type, size, modifier, format.
      const count = bytes.readInt16BE(at);
      at += 2;
      fields = [];
      for (let index = 0; index < count; index += 1) {
        const nameEnd = bytes.indexOf(0, at);
        const name = text(at, nameEnd);
        fields.push({ name, dataTypeID: bytes.readInt32BE(nameEnd + 7) });
        at = nameEnd + 19;
      }
      names = fields.map(({ name }) => name);
      typeIds = fields.map(({ dataTypeID }) => dataTypeID);
      parsers = fields.map(
        ({ dataTypeID }) =>
          (options?.parsers?.[dataTypeID] ?? defaultParsers[dataTypeID]) as TypeParser | undefined,
      );
      plainNames = !names.includes('__proto__');
    } else if (type === 68) {
      // DataRow: each value's length (-1 for null), then its text.
      const count = bytes.readInt16BE(at);
      at += 2;
      const values: unknown[] = new Array(count);
      for (let index = 0; index < count; index += 1) {
        const length = bytes.readInt32BE(at);
        at += 4;
        if (length === -1) {
          values[index] = null;
          continue;
        }
        const value = text(at, at + length);
        at += length;
        const parser = parsers[index];
        values[index] = parser ? parser(value, typeIds[index] as number) : value;
      }
      if (arrays) rows.push(values);
      else if (plainNames) {
        const row: Record<string, unknown> = {};
        for (let index = 0; index < count; index += 1) row[names[index] as string] = values[index];
        rows.push(row);
      } else rows.push(Object.fromEntries(values.map((value, index) => [names[index], value])));
    } else if (type === 67) {
      // CommandComplete ends the first result, as in parseResults.
      const words = text(at, end - 1).split(' ');
      const command = words[0] ?? '';
      const counted = parseInt(words[words.length - 1] ?? '', 10);
      const affectedRows = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command)
        ? counted
        : 0;
      return {
        rows: rows as Results['rows'],
        fields,
        command,
        affectedRows,
        ...(Number.isNaN(counted) ? {} : { rowCount: counted }),
      };
    }
    offset = end;
  }
  return { affectedRows: 0, rows: [], fields: [] };
}

export function createPreparedStatements(
  db: PreparedDatabase,
  serialize: typeof protocol.serialize,
  parseResults: typeof parse.parseResults,
  maxPrepared: number,
  raw?: RawAnswers,
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
  ): Promise<Results | RawAnswer> => {
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
    if (!raw) {
      const messages = await db.execProtocolStream(joined(parts), { syncToFs: false });
      if (!inTransaction) await db.syncToFs();
      const [result] = parseResults(messages, db.parsers, options);
      if (!result) throw new Error(`no result for ${text}`);
      return result;
    }
    // Decision 042 cut 42: the answer's bytes, read by resultOfRaw when they hold only what it
    // reads and the rows' types parse as it parses them; otherwise as execProtocolStream would.
    // execProtocolRawStream, since execProtocolRaw parses as it collects. The chunks are views of
    // the database's memory, so each is copied.
    const chunks: Uint8Array[] = [];
    await db.execProtocolRawStream(joined(parts), {
      syncToFs: false,
      onRawData: (chunk) => chunks.push(chunk.slice()),
    });
    if (!inTransaction) await db.syncToFs();
    const answer = chunks.length === 1 && chunks[0] ? chunks[0] : joined(chunks);
    if (answeredPlainly(answer, options)) return { raw: answer };
    // As PGlite's execProtocolStream: the first error is thrown, a notice is dropped, and a
    // notification is handed to the connection's listeners.
    const messages: messages.BackendMessage[] = [];
    let failure: Error | undefined;
    new raw.Parser().parse(answer, (message) => {
      if (failure) return;
      if (message.name === 'error' && message instanceof Error) failure = message;
      else if (message.name === 'notification') {
        const { channel, payload } = message as unknown as { channel: string; payload: string };
        queueMicrotask(() => {
          raw.notified(channel, payload);
        });
      }
      messages.push(message);
    });
    if (failure) throw failure;
    const [result] = parseResults(messages, db.parsers, options);
    if (!result) throw new Error(`no result for ${text}`);
    return result;
  };

  // The messages resultOfRaw reads or passes over: parse, bind and close complete, no data,
  // row description, data row, command complete, portal suspended, empty query, ready for query.
  const plainMessages = new Set([49, 50, 51, 110, 84, 68, 67, 115, 73, 90]);
  const answeredPlainly = (answer: Uint8Array, options: QueryOptions | undefined): boolean => {
    if (!raw) return false;
    const view = new DataView(answer.buffer, answer.byteOffset, answer.byteLength);
    let offset = 0;
    while (offset + 5 <= answer.length) {
      const type = answer[offset] as number;
      if (!plainMessages.has(type)) return false;
      if (type === 84) {
        let at = offset + 5;
        const count = view.getInt16(at);
        at += 2;
        for (let index = 0; index < count; index += 1) {
          at = answer.indexOf(0, at) + 1;
          const dataTypeID = view.getInt32(at + 6);
          const format = view.getInt16(at + 16);
          at += 18;
          const own = db.parsers[dataTypeID];
          if (format !== 0) return false;
          if (!(options?.parsers && dataTypeID in options.parsers)) {
            if (own !== undefined && own !== raw.defaultParsers[dataTypeID]) return false;
          }
        }
      }
      offset += 1 + view.getUint32(offset + 1);
    }
    return offset === answer.length;
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
