import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '#tests/helpers/build-test-app.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { createEmptyTestDatabase } from '#tests/helpers/test-database.ts';

import { hashToken } from '../lib/tokens.ts';
import type { DatabaseHandle } from './database.ts';
import { MIGRATIONS_FOLDER } from './database.ts';

// Decision 039: migration 0014 hashes the portal tokens of dispatches already sent (their links keep
// working) and removes secrets from answers kept for Idempotency-Key replays, on both databases.
// The migrations before it run first, on an empty database, then rows as 0013 stored them.

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** Runs one migration file as drizzle's migrator does: each statement between breakpoints. */
async function runMigration(handle: DatabaseHandle, tag: string): Promise<void> {
  const text = await readFile(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await handle.db.execute(sql.raw(statement));
  }
}

async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await handle.db.execute(query);
  return (result as { rows: T[] }).rows;
}

const TOKEN = randomBytes(32).toString('base64url');
const TEMPORARY_PASSWORD = 'Temporary-Pass-4417';
const PORTAL_URL = `https://fix.example.com/vendor-portal/${TOKEN}`;

let database: DatabaseHandle;
let app: TestApp;
let dispatchId: string;

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  const handle = database;
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const tags = journal.entries.sort((a, b) => a.idx - b.idx).map((entry) => entry.tag);
  const at = tags.findIndex((tag) => tag.startsWith('0014_'));
  expect(at).toBe(14);
  for (const tag of tags.slice(0, at)) await runMigration(handle, tag);

  // As 0013 stored them: the token in clear, secrets in kept answers.
  // Raw SQL with the columns 0013 had: the current seeder (Drizzle) writes columns added later.
  await handle.db.execute(
    sql`insert into users (name, username, password_hash, role, status)
        values ('Administrator', 'admin', 'not-a-hash', 'admin', 'active')`,
  );
  await handle.db.execute(
    sql`insert into locations (name, address) values ('Downtown', '120 Main Street')`,
  );
  await handle.db.execute(
    sql`insert into categories (name, description) values ('Fryer', 'Deep fryers')`,
  );
  const [admin] = await rows<{ id: string }>(handle, sql`select id from users limit 1`);
  const [ticket] = await rows<{ id: string }>(
    handle,
    sql`insert into tickets (title, description, location_id, category_id)
        select 'Fryer will not heat', 'Cold since morning', l.id, c.id
        from locations l, categories c order by l.name, c.name limit 1 returning id`,
  );
  const [vendor] = await rows<{ id: string }>(
    handle,
    sql`insert into vendors (name) values ('Acme Refrigeration') returning id`,
  );
  const [dispatch] = await rows<{ id: string }>(
    handle,
    sql`insert into dispatches (ticket_id, vendor_id, nte_cents, due_by, portal_token)
        values (${ticket?.id}, ${vendor?.id}, 50000, now() + interval '2 days', ${TOKEN})
        returning id`,
  );
  dispatchId = dispatch?.id ?? '';
  const kept = [
    [
      'reset-key-1',
      `POST /api/users/${admin?.id ?? ''}/reset-password`,
      { temporaryPassword: TEMPORARY_PASSWORD },
    ],
    [
      'dispatch-key-1',
      'POST /api/dispatches/x/revoke',
      { id: dispatchId, portalUrl: PORTAL_URL, status: 'sent' },
    ],
    ['comment-key-1', 'POST /api/tickets/x/comments', { body: 'Nothing secret' }],
  ] as const;
  for (const [key, signature, body] of kept) {
    await handle.db.execute(
      sql`insert into idempotency_keys (user_id, key, request_signature, status_code, response_body, response_content_type, completed_at)
          values (${admin?.id}, ${key}, ${signature}, 200, ${JSON.stringify(body)}, 'application/json; charset=utf-8', now())`,
    );
  }

  await runMigration(handle, tags[at] ?? '');
  // A server migrates to the newest before it serves (later modules read their own tables as they
  // start, the dashboard's day counters of 0027): the app runs on the whole schema, over 0014's rows.
  for (const tag of tags.slice(at + 1)) await runMigration(handle, tag);
  app = await buildTestApp({ database: handle });
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('migration 0014', () => {
  it('keeps only the hash of a dispatch token, and the link already sent still opens the portal', async () => {
    const columns = await rows<{ column_name: string }>(
      database,
      sql`select column_name from information_schema.columns where table_name = 'dispatches'`,
    );
    const names = columns.map((column) => column.column_name);
    expect(names).toEqual(expect.arrayContaining(['portal_token_hash', 'portal_link_expires_at']));
    expect(names).not.toContain('portal_token');
    const [row] = await rows<{ hash: string; text: string; expires_in_days: number }>(
      database,
      sql`select portal_token_hash as hash, d::text as text,
            extract(epoch from portal_link_expires_at - due_by) / 86400 as expires_in_days
          from dispatches d where id = ${dispatchId}`,
    );
    expect(row?.hash).toBe(hashToken(TOKEN));
    expect(row?.text).not.toContain(TOKEN);
    expect(Number(row?.expires_in_days)).toBe(30);

    const portal = await app.app.inject({ method: 'GET', url: `/api/vendor-portal/${TOKEN}` });
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json<{ id: string; vendorName: string }>()).toMatchObject({
      id: dispatchId,
      vendorName: 'Acme Refrigeration',
    });
  });

  it('removes the temporary password and the portal link from kept answers, and nothing else', async () => {
    const kept = await rows<{ key: string; response_body: string | null; text: string }>(
      database,
      sql`select key, response_body, k::text as text from idempotency_keys k order by key`,
    );
    for (const row of kept) {
      expect(row.text).not.toContain(TEMPORARY_PASSWORD);
      expect(row.text).not.toContain(TOKEN);
    }
    expect(kept.map((row) => [row.key, row.response_body])).toEqual([
      ['comment-key-1', JSON.stringify({ body: 'Nothing secret' })],
      ['dispatch-key-1', JSON.stringify({ id: dispatchId, portalUrl: null, status: 'sent' })],
      ['reset-key-1', null],
    ]);
  });
});
