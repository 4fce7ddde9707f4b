import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '#server/db/database.ts';
import { createTestContext } from '#tests/helpers/build-test-app.ts';
import type { TestContext } from '#tests/helpers/build-test-app.ts';
import { createTestDatabase } from '#tests/helpers/test-database.ts';

import { registerErrorHandler } from './error-handler.ts';
import { logSink } from '#tests/helpers/log-sink.ts';

// Decisions 012-016: a failed query was logged at error level with its parameters ("params: ..."), and the
// server's message and detail quote them too, so what users typed ended up in the logs.

const USER_TEXT = 'Mrs Secret Customer 555-0100';

let database: DatabaseHandle;
let app: FastifyInstance;
const logLines: string[] = [];

async function appAtLevel(level: 'info' | 'debug'): Promise<FastifyInstance> {
  const sink = logSink(logLines);
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

  it('never logs them at debug level either (decision 039)', async () => {
    app = await appAtLevel('debug');
    logLines.length = 0;
    await app.inject({ method: 'GET', url: '/fails' });
    expect(logLines.join('\n')).toContain('22012');
    for (const line of logLines) expect(line).not.toContain(USER_TEXT);
  });
});

// Decision 039: the audit still found `params: <ticket id>,<user id>,<comment body>` and `err.params`
// in the error logs of the real app. A trigger makes the comment insert fail as the database
// would: out of space (507, logged as an error) and an internal error (500).
describe('database errors in the logs of the app', () => {
  const COMMENT = 'Call Mrs Hidden at 555-0199 about the walk-in';
  let ctx: TestContext;
  const lines: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({
      env: { LOG_LEVEL: 'debug' },
      deps: { logger: undefined, logStream: { write: (line) => lines.push(line) } },
    });
    await ctx.database.db.execute(sql`
      create function fail_comment_insert() returns trigger language plpgsql as $$
      begin
        if new.body like '%disk%' then
          raise exception 'could not extend file: No space left on device' using errcode = '53100';
        end if;
        raise exception 'internal failure on %', new.body using errcode = 'XX000';
      end $$`);
    await ctx.database.db.execute(sql`
      create trigger fail_comment_insert before insert on ticket_comments
      for each row execute function fail_comment_insert()`);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each([
    ['out of space', `${COMMENT} (disk)`, 507, '53100'],
    ['an unhandled error', COMMENT, 500, 'XX000'],
  ])('logs %s with the statement and code, never the values', async (_, body, status, code) => {
    const ticket = await ctx.admin.request({
      method: 'POST',
      url: '/api/tickets',
      payload: {
        title: 'Walk-in freezer alarm',
        description: 'Reads 28 F',
        location: 'Downtown',
        category: 'Freezer',
        priority: 'low',
      },
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const ticketId = ticket.json<{ id: string }>().id;
    lines.length = 0;
    const response = await ctx.admin.request({
      method: 'POST',
      url: `/api/tickets/${ticketId}/comments`,
      payload: { body },
    });
    expect(response.statusCode, response.body).toBe(status);
    const errorLines = lines.filter((line) => /"level":50/.test(line));
    expect(errorLines.length, lines.join('\n')).toBeGreaterThan(0);
    expect(errorLines.join('\n')).toContain('insert into \\"ticket_comments\\"');
    expect(errorLines.join('\n')).toContain(code);
    for (const line of lines) {
      expect(line).not.toContain(COMMENT);
      expect(line).not.toContain('"params"');
    }
  });
});
