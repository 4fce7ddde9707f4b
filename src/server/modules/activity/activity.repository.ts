import type { ActivityKind } from '#contract/schemas/activity.ts';

import type { Executor } from '../../db/database.ts';
import { activity } from '../../db/schema.ts';

export interface NewActivity {
  actorId: string | null;
  ticketId?: string | null;
  kind: ActivityKind;
  details?: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Records what happened. Services pass their open transaction so the entry is written with the
 * change it describes, or not at all.
 */
export function createActivityRepository(db: Executor) {
  return {
    async record(entry: NewActivity, executor: Executor = db): Promise<void> {
      await executor.insert(activity).values({
        actorId: entry.actorId,
        ticketId: entry.ticketId ?? null,
        kind: entry.kind,
        details: entry.details ?? {},
        createdAt: entry.createdAt,
      });
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
