import { Readable } from 'node:stream';

import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

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
 * Where answers are checked (AppConfig.checksAnswers: tests, development), a streamed list whose
 * rows come as JSON text already written (the time report's, by the database; issue 37): each
 * page's rows (their texts joined by commas) parsed and checked against the row's contract
 * (decision 013: a stored row that fails it is logged and left out), then written by the checking
 * serializer (JSON.stringify of the encoded row). When no row was left out that must be the text
 * that came, byte for byte, or the written text has drifted from the contract's: an error, which
 * cuts the answer short so a test fails.
 */
export function checkedJsonRows(
  row: $ZodType,
  options: { log: FastifyBaseLogger; route: string },
): (page: string) => string | undefined {
  const { log, route } = options;
  return (page) => {
    const rows = JSON.parse(`[${page}]`) as unknown[];
    const written: string[] = [];
    for (const data of rows) {
      const result = z.safeEncode(row, data);
      if (result.success) {
        written.push(JSON.stringify(result.data));
        continue;
      }
      const rowId = data !== null && typeof data === 'object' && 'id' in data ? data.id : undefined;
      log.warn(
        {
          route,
          rowId,
          issues: result.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
        },
        'a stored row fails the response schema; it is left out of the list',
      );
    }
    const checked = written.join(',');
    if (written.length === rows.length && checked !== page) {
      let at = 0;
      while (at < page.length && page[at] === checked[at]) at += 1;
      const around = (text: string) => text.slice(Math.max(0, at - 80), at + 80);
      log.error({ route, at, written: around(page), contract: around(checked) }, 'answer drift');
      throw new Error(
        `${route}: the rows' JSON differs from the contract serializer's at ${String(at)}: ${around(page)} | ${around(checked)}`,
      );
    }
    return checked.length > 0 ? checked : undefined;
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
