import { Readable } from 'node:stream';

import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

import { precompiledSerializer } from '../plugins/precompiled-serializer.ts';

// Issue 37: a large answer (the month's time report, a CSV export) is written as its rows are read,
// a page at a time, instead of being built whole in memory as objects, then a string, then a
// buffer. The first page is read before the answer starts, so a failure there (the database, a
// bad cursor) is still an ordinary error answer with its status and JSON body. A failure after the
// first byte can only cut the answer short: the connection ends without the closing bytes, which a
// client reads as an incomplete answer, never as a complete wrong one; it is logged.

/**
 * The chunks of `pages` as `write` renders them; resolves once the first page is read. `write`
 * answers the text of one page (possibly empty); `open` and `close` frame the whole.
 */
async function streamPages<T>(
  pages: AsyncIterable<readonly T[]>,
  frame: { open: string; close: string },
  write: (page: readonly T[], isFirst: boolean) => string,
): Promise<Readable> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* chunks(): AsyncGenerator<Buffer> {
    let page = first;
    let isFirst = true;
    try {
      yield Buffer.from(frame.open);
      while (page.done !== true) {
        const text = write(page.value, isFirst);
        if (text.length > 0) {
          isFirst = false;
          yield Buffer.from(text);
        }
        page = await iterator.next();
      }
      yield Buffer.from(frame.close);
    } finally {
      // The client went away (or a page failed): stop reading pages.
      if (page.done !== true) await iterator.return?.();
    }
  }
  return Readable.from(chunks());
}

/**
 * A JSON array of `pages`' rows, each written by `writeRow` (undefined leaves a row out): the same
 * bytes as `JSON.stringify` of the whole array when `writeRow` is `JSON.stringify`.
 */
export function streamJsonArray<T>(
  pages: AsyncIterable<readonly T[]>,
  writeRow: (row: T) => string | undefined,
): Promise<Readable> {
  return streamPages(pages, { open: '[', close: ']' }, (page, isFirst) => {
    let text = '';
    let needsComma = !isFirst;
    for (const row of page) {
      const written = writeRow(row);
      if (written === undefined) continue;
      text += needsComma ? `,${written}` : written;
      needsComma = true;
    }
    return text;
  });
}

/**
 * How a streamed list writes one row, as the route's serializer would have written the whole list:
 * checked against the row's contract where answers are checked (tests, development; decision 013:
 * a stored row that fails it is logged and left out), compiled once from it in production
 * (decision 042), a row that cannot be written logged and left out too.
 */
export function contractRowWriter(
  row: $ZodType,
  options: { checksAnswers: boolean; log: FastifyBaseLogger; route: string },
): (data: unknown) => string | undefined {
  const { log, route } = options;
  const leaveOut = (data: unknown, issues: unknown): void => {
    const rowId = data !== null && typeof data === 'object' && 'id' in data ? data.id : undefined;
    log.warn(
      { route, rowId, issues },
      'a stored row fails the response schema; it is left out of the list',
    );
  };
  if (options.checksAnswers) {
    return (data) => {
      const result = z.safeEncode(row, data);
      if (result.success) return JSON.stringify(result.data);
      leaveOut(
        data,
        result.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        })),
      );
      return undefined;
    };
  }
  const compiled = precompiledSerializer(row);
  return (data) => {
    try {
      return compiled(data);
    } catch (error) {
      leaveOut(data, error instanceof Error ? error.message : 'unknown');
      return undefined;
    }
  };
}

/**
 * A CSV file written as its rows come: the header line, then each page's lines. `encodeLines`
 * turns rows into CSV text, each line preceded by CRLF, as papaparse's unparse joins a whole file
 * (no line break at the end); quoting and formula protection stay the export's own.
 */
export function streamCsv<T>(
  pages: AsyncIterable<readonly T[]>,
  header: string,
  encodeLines: (rows: readonly T[]) => string,
): Promise<Readable> {
  return streamPages(pages, { open: header, close: '' }, (page) =>
    page.length === 0 ? '' : encodeLines(page),
  );
}
