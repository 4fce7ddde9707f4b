import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Rule } from 'eslint';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

import * as schema from './schema.ts';
import tableOwners from './table-owners.json' with { type: 'json' };

// Decision 040: each table has one writer, named in table-owners.json and enforced by the lint
// rule in scripts/lint-rules/one-writer-per-table.js.

const root = path.resolve(import.meta.dirname, '../../..');
const { oneWriterPerTable } = (await import(
  pathToFileURL(path.join(root, 'scripts/lint-rules/one-writer-per-table.js')).href
)) as { oneWriterPerTable: Rule.RuleModule };

const owners: Record<string, string> = tableOwners.owners;

describe('the record of table owners', () => {
  it('names the one writer of every table in the schema, and only of tables', () => {
    const tables = Object.entries(schema)
      .filter(([, value]) => is(value, PgTable))
      .map(([name]) => name)
      .sort();
    expect(Object.keys(owners).sort()).toEqual(tables);
  });

  it('names writers that exist: a server module, or a folder of the server', () => {
    for (const owner of new Set(Object.values(owners))) {
      const folder = existsSync(path.join(root, 'src/server/modules', owner))
        ? path.join(root, 'src/server/modules', owner)
        : path.join(root, 'src/server', owner);
      expect(existsSync(folder), owner).toBe(true);
    }
  });
});

describe('the lint rule one-writer-per-table', () => {
  const linter = new Linter({ configType: 'flat' });
  function problems(file: string, code: string): string[] {
    return linter
      .verify(
        code,
        [
          {
            files: ['**/*.ts'],
            plugins: { tables: { rules: { 'one-writer-per-table': oneWriterPerTable } } },
            rules: { 'tables/one-writer-per-table': 'error' },
          },
        ],
        { filename: path.join(root, file) },
      )
      .map((message) => message.message);
  }
  const writesDispatches = `
    import { dispatches } from '../../db/schema.ts';
    export async function step(tx) {
      await tx.update(dispatches).set({ status: 'accepted' });
      await tx.insert(dispatches).values({});
      await tx.delete(dispatches);
    }`;

  it("refuses a write of a table from another module's file", () => {
    const found = problems(
      'src/server/modules/vendor-portal/vendor-portal.repository.ts',
      writesDispatches,
    );
    expect(found).toHaveLength(3);
    expect(found[0]).toContain("'dispatches' is written by dispatches alone");
  });

  it('lets the owner write, and anyone read or call a method of that name on something else', () => {
    expect(
      problems('src/server/modules/dispatches/dispatches.repository.ts', writesDispatches),
    ).toEqual([]);
    expect(
      problems(
        'src/server/modules/vendor-portal/vendor-portal.repository.ts',
        `import { dispatches } from '../../db/schema.ts';
         export async function read(db, sessions, users) {
           await db.select().from(dispatches);
           sessions.delete(users);
         }`,
      ),
    ).toEqual([]);
  });

  it('treats a folder of the server as a writer too', () => {
    const code = `import { jobs } from '../db/schema.ts';
      export const add = (db) => db.insert(jobs).values({});`;
    expect(problems('src/server/jobs/job-queue.ts', code)).toEqual([]);
    expect(problems('src/server/plugins/anything.ts', code)).toHaveLength(1);
  });
});
