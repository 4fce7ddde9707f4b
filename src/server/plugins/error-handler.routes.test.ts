import { Writable } from 'node:stream';

import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '#server/db/database.ts';
import { createTestDatabase } from '#tests/helpers/test-database.ts';

import { registerErrorHandler } from './error-handler.ts';

// Issue 13: a failed query was logged at error level with its parameters ("params: ..."), and the
// server's message and detail quote them too, so what users typed ended up in the logs.

const USER_TEXT = 'Mrs Secret Customer 555-0100';

let database: DatabaseHandle;
let app: FastifyInstance;
const logLines: string[] = [];

async function appAtLevel(level: 'info' | 'debug'): Promise<FastifyInstance> {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const logger: FastifyBaseLogger = pino({ level }, sink);
  const instance = Fastify({ loggerInstance: logger });
  registerErrorHandler(instance);
  // A query that fails with an error no rule answers (division by zero), its parameter user text.
  instance.get('/fails', async () => {
    await database.db.execute(
      sql`select 1 / (length(${USER_TEXT}) - length(${USER_TEXT})) as broken`,
    );
    return { ok: true };
  });
  // A failure whose server message quotes the value.
  instance.get('/quotes', async () => {
    await database.db.execute(sql`select ${USER_TEXT}::uuid + 1`);
    return { ok: true };
  });
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('database errors in the logs', () => {
  it('logs a failed query at error level without its parameters or the row', async () => {
    app = await appAtLevel('info');
    logLines.length = 0;
    for (const url of ['/fails', '/quotes']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain(USER_TEXT);
    }
    const errorLines = logLines.filter((line) => line.includes('"level":50'));
    expect(errorLines.length).toBeGreaterThan(0);
    // The SQL text and the SQLSTATE still say what failed.
    expect(errorLines.join('\n')).toContain('Failed query: select 1 / (length($1)');
    expect(errorLines.join('\n')).toContain('22012');
    for (const line of logLines) expect(line).not.toContain(USER_TEXT);
    await app.close();
  });

  it('keeps the full error for debug level', async () => {
    app = await appAtLevel('debug');
    logLines.length = 0;
    await app.inject({ method: 'GET', url: '/fails' });
    const debugLines = logLines.filter((line) => line.includes('"level":20'));
    expect(debugLines.join('\n')).toContain(USER_TEXT);
  });
});
