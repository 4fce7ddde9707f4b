import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Database } from './database.ts';

/**
 * A counter every instance on one PostgreSQL database sees at once: a sequence, which needs no
 * lock to advance or read and shows each advance to other sessions immediately (not at commit).
 */
export interface SharedEpoch {
  current(): Promise<string>;
  /**
   * Advances the counter; `alongside` (a select expression, such as the event bus's pg_notify
   * announcement) is evaluated in the same statement, one round trip for both (issue 37).
   */
  advance(alongside?: SQL): Promise<void>;
}

export function createSharedEpoch(db: Database): SharedEpoch {
  return {
    async current() {
      // Both drivers answer raw SQL with `{ rows }`; the handle's type is common to both, so
      // Drizzle cannot name the shape.
      const result = (await db.execute(sql`select last_value from read_cache_epoch`)) as {
        rows: { last_value: string | number }[];
      };
      return String(result.rows[0]?.last_value ?? '0');
    },
    async advance(alongside) {
      await db.execute(
        alongside
          ? sql`select nextval('read_cache_epoch'), ${alongside}`
          : sql`select nextval('read_cache_epoch')`,
      );
    },
  };
}
