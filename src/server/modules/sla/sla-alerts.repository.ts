import { and, isNotNull, isNull, sql } from 'drizzle-orm';

import type { Database, Executor } from '../../db/database.ts';
import { slaAlerts, tickets } from '../../db/schema.ts';
import { slaStateSql } from '../../db/sla-state.ts';

/** A ticket whose SLA state crossed into at-risk or overdue and was not told of it yet. */
export interface SlaCrossing {
  ticketId: string;
  ticketNumber: number;
  title: string;
  assignedTo: string | null;
  state: 'at-risk' | 'overdue';
}

// Each check handles at most this many tickets; the next run takes the rest.
const BATCH = 200;

export function createSlaAlertsRepository(db: Database) {
  return {
    /** Uncompleted tickets now at risk or overdue without a notice of that state. */
    async crossings(now: Date, executor: Executor = db): Promise<SlaCrossing[]> {
      const state = slaStateSql(now);
      const rows = await executor
        .select({
          ticketId: tickets.id,
          ticketNumber: tickets.ticketNumber,
          title: tickets.title,
          assignedTo: tickets.assignedTo,
          state,
        })
        .from(tickets)
        .where(
          and(
            isNull(tickets.completedAt),
            isNotNull(tickets.slaResolveBy),
            sql`${state} in ('at-risk', 'overdue')`,
            sql`not exists (select 1 from ${slaAlerts} where ${slaAlerts.ticketId} = ${tickets.id} and ${slaAlerts.state} = ${state})`,
          ),
        )
        .orderBy(tickets.slaResolveBy)
        .limit(BATCH);
      return rows.filter(
        (row): row is SlaCrossing => row.state === 'at-risk' || row.state === 'overdue',
      );
    },

    /**
     * Records the notices; answers those this call recorded (another instance may have taken
     * some), so each ticket's state is told once.
     */
    async record(
      crossings: readonly SlaCrossing[],
      at: Date,
      executor: Executor,
    ): Promise<Set<string>> {
      if (crossings.length === 0) return new Set();
      const rows = await executor
        .insert(slaAlerts)
        .values(
          crossings.map((crossing) => ({
            ticketId: crossing.ticketId,
            state: crossing.state,
            createdAt: at,
          })),
        )
        .onConflictDoNothing()
        .returning({ ticketId: slaAlerts.ticketId, state: slaAlerts.state });
      return new Set(rows.map((row) => `${row.ticketId}:${row.state}`));
    },
  };
}

export type SlaAlertsRepository = ReturnType<typeof createSlaAlertsRepository>;
