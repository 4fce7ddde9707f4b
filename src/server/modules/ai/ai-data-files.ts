import { readFileSync } from 'node:fs';

import type { z } from 'zod';

// The AI module's written data (the training corpus, the held-out set, the troubleshooting guides and
// the word tables) lives in ./data as JSONL and JSON, so the code stays code and the data can be
// reviewed and extended without touching it. Every record is checked with zod when the file is first
// read; a bad record stops the server with the file and line, instead of training on garbage.
// NOTE: resolved from this module's URL; the server build rewrites import.meta.url to point back at
// this source file, so the built server reads the same files (docs/decisions/017-ai-data-files.md).
const DATA_DIR = new URL('./data/', import.meta.url);

class AiDataError extends Error {
  override name = 'AiDataError';
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'record'}: ${issue.message}`)
    .join('; ');
}

/** One record per non-blank line; the error names the file and the 1-based line. */
export function parseJsonLines<T>(fileName: string, text: string, schema: z.ZodType<T>): T[] {
  const records: T[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `${fileName} line ${String(index + 1)}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new AiDataError(`${where}: not valid JSON (${(error as Error).message})`);
    }
    const result = schema.safeParse(value);
    if (!result.success) throw new AiDataError(`${where}: ${describeIssues(result.error)}`);
    records.push(result.data);
  });
  return records;
}

/** A whole JSON document; the error names the file and the path of the bad value. */
export function parseJsonFile<T>(fileName: string, text: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new AiDataError(`${fileName}: not valid JSON (${(error as Error).message})`);
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new AiDataError(`${fileName}: ${describeIssues(result.error)}`);
  return result.data;
}

function readDataFile(fileName: string): string {
  return readFileSync(new URL(fileName, DATA_DIR), 'utf8');
}

export function readJsonLinesFile<T>(fileName: string, schema: z.ZodType<T>): T[] {
  return parseJsonLines(fileName, readDataFile(fileName), schema);
}

export function readJsonDataFile<T>(fileName: string, schema: z.ZodType<T>): T {
  return parseJsonFile(fileName, readDataFile(fileName), schema);
}

/** Reads on first use and keeps the result: modules do no work at import time (CONVENTIONS 9). */
export function loadOnce<T>(load: () => T): () => T {
  let value: { loaded: T } | undefined;
  return () => (value ??= { loaded: load() }).loaded;
}
