import { afterAll, beforeAll, beforeEach } from 'vitest';

import { categories, locations } from '#server/db/schema.ts';

import { createTestContext, DEFAULT_NOW } from './build-test-app.ts';
import type { BuildTestAppOptions, TestContext } from './build-test-app.ts';

/**
 * A test file's app (createTestContext): built before the file's tests and closed after them.
 * `ctx` is filled in by the file's first beforeAll; `ids` holds the seeded stores' and
 * categories' ids by name ('Downtown', 'Fryer').
 */
export function fileTestContext({
  resetsClock = false,
  ...options
}: BuildTestAppOptions & {
  /** The clock is set back to DEFAULT_NOW before each test. */
  resetsClock?: boolean;
} = {}): {
  ctx: TestContext;
  ids: Record<string, string>;
} {
  const ctx = {} as TestContext;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(options));
    for (const row of await ctx.database.db.select().from(locations)) ids[row.name] = row.id;
    for (const row of await ctx.database.db.select().from(categories)) ids[row.name] = row.id;
  });
  afterAll(async () => {
    await ctx.close();
  });
  if (resetsClock) {
    beforeEach(() => {
      ctx.clock.set(DEFAULT_NOW);
    });
  }
  return { ctx, ids };
}
