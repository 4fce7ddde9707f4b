import type { Readable } from 'node:stream';

import { describe, expect, it } from 'vitest';

import { streamCsv, streamJsonArray } from './streamed-answer.ts';

// Issue 37: large answers are written a page at a time. What a client reads must be the bytes the
// whole answer had; a failure before the first byte must still be an ordinary error.

async function* pagesOf<T>(pages: T[][], trace: string[] = []): AsyncGenerator<T[]> {
  try {
    for (const [index, page] of pages.entries()) {
      trace.push(`read ${String(index)}`);
      yield page;
    }
  } finally {
    trace.push('stopped');
  }
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('streamJsonArray', () => {
  it('writes the bytes JSON.stringify writes for the whole list, whatever the pages', async () => {
    const rows = [
      { id: 1, name: 'Ana "A"' },
      { id: 2, name: 'Bé' },
      { id: 3, name: null },
    ];
    for (const pages of [[rows], [[rows[0]!], [], [rows[1]!, rows[2]!]], [[], []], []]) {
      const whole = pages.flat();
      expect(await text(await streamJsonArray(pagesOf(pages), JSON.stringify))).toBe(
        JSON.stringify(whole),
      );
    }
  });

  it('leaves out a row its writer refuses, commas included', async () => {
    const stream = await streamJsonArray(pagesOf([[1, 2], [3], [4]]), (row) =>
      row % 2 === 1 ? undefined : String(row),
    );
    expect(await text(stream)).toBe('[2,4]');
    const none = await streamJsonArray(pagesOf([[1], [3]]), () => undefined);
    expect(await text(none)).toBe('[]');
  });

  it('fails before the answer starts when the first page cannot be read', async () => {
    async function* failing(): AsyncGenerator<number[]> {
      yield await Promise.reject(new Error('database gone'));
    }
    await expect(streamJsonArray(failing(), String)).rejects.toThrow('database gone');
  });

  it('cuts the answer short, never completes it, when a later page fails', async () => {
    async function* failingLater(): AsyncGenerator<number[]> {
      yield [1];
      throw new Error('database gone');
    }
    await expect(text(await streamJsonArray(failingLater(), String))).rejects.toThrow(
      'database gone',
    );
  });

  it('stops reading pages when the client goes away', async () => {
    const trace: string[] = [];
    const stream = await streamJsonArray(pagesOf([[1], [2], [3], [4]], trace), String);
    for await (const _chunk of stream) {
      stream.destroy();
      break;
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(trace).toContain('stopped');
    expect(trace).not.toContain('read 3');
  });
});

describe('streamCsv', () => {
  it('writes the header, then each page of lines', async () => {
    const stream = await streamCsv(pagesOf([[['a', 'b']], [], [['c', 'd']]]), 'One,Two', (rows) =>
      rows.map((row) => `\r\n${row.join(',')}`).join(''),
    );
    expect(await text(stream)).toBe('One,Two\r\na,b\r\nc,d');
  });
});
