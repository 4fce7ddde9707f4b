import { Readable } from 'node:stream';

import { and, asc, eq, min } from 'drizzle-orm';

import type { Database } from '../../db/database.ts';
import { storedFileChunks } from '../../db/schema.ts';
import type { PhotoStorage } from './photo-storage.ts';
import { assertSafeKey, parseStoredName, temporaryName } from './photo-storage.ts';

/** Small enough that a read or write holds little memory, large enough to keep rows few. */
const CHUNK_BYTES = 256 * 1024;

/** Re-cuts a stream into pieces of exactly `size` bytes (the last one shorter). */
async function* chunksOf(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of source) {
    pending.push(piece);
    pendingBytes += piece.length;
    while (pendingBytes >= size) {
      const joined = Buffer.concat(pending);
      yield joined.subarray(0, size);
      pending = [joined.subarray(size)];
      pendingBytes = joined.length - size;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/**
 * Files as chunked bytea rows in the app's own database: every instance on one PostgreSQL reads
 * what another wrote, with nothing else to run. Each chunk is its own statement, so an upload
 * never holds a transaction (or PGlite's single connection) while the client is still sending.
 */
export function createDatabaseStorage(db: Database): PhotoStorage {
  return {
    kind: 'database',
    isShared: true,
    async write(key, source) {
      assertSafeKey(key);
      const name = temporaryName(key);
      try {
        let index = 0;
        for await (const chunk of chunksOf(source as AsyncIterable<Buffer>, CHUNK_BYTES)) {
          await db
            .insert(storedFileChunks)
            .values({ storageKey: name, chunkIndex: index, data: chunk });
          index += 1;
        }
      } catch (error) {
        await db.delete(storedFileChunks).where(eq(storedFileChunks.storageKey, name));
        throw error;
      }
    },
    async commit(key) {
      assertSafeKey(key);
      await db
        .update(storedFileChunks)
        .set({ storageKey: key })
        .where(eq(storedFileChunks.storageKey, temporaryName(key)));
    },
    async discard(key) {
      assertSafeKey(key);
      await db.delete(storedFileChunks).where(eq(storedFileChunks.storageKey, temporaryName(key)));
    },
    async read(key) {
      assertSafeKey(key);
      const readChunk = async (index: number): Promise<Buffer | undefined> => {
        const [row] = await db
          .select({ data: storedFileChunks.data })
          .from(storedFileChunks)
          .where(and(eq(storedFileChunks.storageKey, key), eq(storedFileChunks.chunkIndex, index)));
        return row?.data;
      };
      const first = await readChunk(0);
      if (!first) return undefined;
      // One chunk in memory at a time, fetched as the client drains the previous one.
      async function* rest(): AsyncGenerator<Buffer> {
        yield first as Buffer;
        for (let index = 1; ; index += 1) {
          const chunk = await readChunk(index);
          if (!chunk) return;
          yield chunk;
        }
      }
      return Readable.from(rest(), { objectMode: false });
    },
    async remove(key) {
      assertSafeKey(key);
      await db.delete(storedFileChunks).where(eq(storedFileChunks.storageKey, key));
    },
    async *list() {
      const rows = await db
        .select({
          storageKey: storedFileChunks.storageKey,
          createdAt: min(storedFileChunks.createdAt),
        })
        .from(storedFileChunks)
        .groupBy(storedFileChunks.storageKey)
        .orderBy(asc(storedFileChunks.storageKey));
      for (const row of rows) {
        yield {
          ...parseStoredName(row.storageKey),
          modifiedAt: row.createdAt ?? new Date(0),
        };
      }
    },
  };
}
