import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '#tests/helpers/test-database.ts';
import type { TestDatabaseHandle } from '#tests/helpers/test-database.ts';

// Decision 042 cut 55: migration 0033 is written by hand, because Drizzle's index builder cannot
// write INCLUDE, and schema.ts holds only the index's key columns. A later generated migration that
// rebuilt the index from schema.ts would drop the included columns without a word, and a manager's
// dashboard, stores' list and ticket counts would read their reports elsewhere from the heap again.

let database: TestDatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('migration 0033', () => {
  it("carries the counters' columns in the submitter's priority index, after its key", async () => {
    const result: unknown = await database.db.execute(
      sql`select pg_get_indexdef('tickets_submitter_priority_idx'::regclass) as definition`,
    );
    const [row] = (result as { rows: { definition: string }[] }).rows;
    expect(row?.definition).toMatch(
      /USING btree \(submitted_by, priority, submitted_at, id, location_id\) INCLUDE \(status, assigned_to, equipment_down, equipment_id, category_id\)$/,
    );
  });
});
