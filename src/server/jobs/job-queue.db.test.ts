import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { jobs } from '#server/db/schema.ts';
import { fixedClock } from '#server/integrations/clock.ts';
import { createTestDatabase } from '#tests/helpers/test-database.ts';
import type { TestDatabaseHandle } from '#tests/helpers/test-database.ts';

import { createJobQueue } from './job-queue.ts';

// Decision 039: a failed query's message quotes its parameters ("params: ..."), and a job that failed
// on one kept that message in `jobs.last_error`, which admins read and backups hold.

const SECRET = 'Mrs Secret Customer 555-0100';

let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('a job that fails on a query', () => {
  it('keeps the statement and code as its last error, never the values', async () => {
    const queue = createJobQueue({
      db: database.db,
      clock: fixedClock('2026-01-06T14:00:00Z'),
      log: pino({ level: 'silent' }),
    });
    queue.register('divides', async (payload) => {
      const text = String(payload.text);
      await database.db.execute(sql`select 1 / (length(${text}) - length(${text})) as broken`);
    });
    await queue.enqueue('divides', { text: SECRET }, { maxAttempts: 1 });
    expect(await queue.runDue()).toBe(1);
    const [row] = await database.db
      .select({ status: jobs.status, lastError: jobs.lastError })
      .from(jobs);
    expect(row?.status).toBe('failed');
    expect(row?.lastError).not.toContain(SECRET);
    expect(row?.lastError).toContain('Failed query: select 1 / (length($1)');
    expect(row?.lastError).toContain('22012');
  });
});
