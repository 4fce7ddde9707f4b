import { and, asc, count, eq, sql } from 'drizzle-orm';

import type { ChecklistItem } from '#contract/schemas/checklist.ts';

import type { Database, Executor } from '../../db/database.ts';
import { ticketChecklistItems, users } from '../../db/schema.ts';

// Decision 034: a ticket's checklist items (the tickets module owns them; docs/decisions/034).

interface ChecklistItemRow {
  id: string;
  text: string;
  done: boolean;
}

export function createTicketChecklistRepository(db: Database) {
  return {
    /** The ticket's items in order, each tick with who and when. */
    async list(ticketId: string, executor: Executor = db): Promise<ChecklistItem[]> {
      const rows = await executor
        .select({
          id: ticketChecklistItems.id,
          text: ticketChecklistItems.text,
          position: ticketChecklistItems.position,
          done: ticketChecklistItems.done,
          doneById: ticketChecklistItems.doneBy,
          doneByName: users.name,
          doneAt: ticketChecklistItems.doneAt,
        })
        .from(ticketChecklistItems)
        .leftJoin(users, eq(users.id, ticketChecklistItems.doneBy))
        .where(eq(ticketChecklistItems.ticketId, ticketId))
        .orderBy(asc(ticketChecklistItems.position), asc(ticketChecklistItems.createdAt));
      return rows.map((row) => ({
        id: row.id,
        text: row.text,
        position: row.position,
        done: row.done,
        doneBy:
          row.doneById && row.doneByName !== null
            ? { id: row.doneById, name: row.doneByName }
            : null,
        doneAt: row.doneAt?.toISOString() ?? null,
      }));
    },

    async find(
      ticketId: string,
      itemId: string,
      executor: Executor = db,
    ): Promise<ChecklistItemRow | undefined> {
      const [row] = await executor
        .select({
          id: ticketChecklistItems.id,
          text: ticketChecklistItems.text,
          done: ticketChecklistItems.done,
        })
        .from(ticketChecklistItems)
        .where(
          and(eq(ticketChecklistItems.id, itemId), eq(ticketChecklistItems.ticketId, ticketId)),
        );
      return row;
    },

    /** How many items the ticket has, and how many of them are not ticked. */
    async counts(
      ticketId: string,
      executor: Executor = db,
    ): Promise<{ total: number; unticked: number; nextPosition: number }> {
      const [row] = await executor
        .select({
          total: count(),
          unticked: sql<number>`count(*) filter (where not ${ticketChecklistItems.done})::integer`,
          nextPosition: sql<number>`coalesce(max(${ticketChecklistItems.position}) + 1, 0)::integer`,
        })
        .from(ticketChecklistItems)
        .where(eq(ticketChecklistItems.ticketId, ticketId));
      return {
        total: row?.total ?? 0,
        unticked: row?.unticked ?? 0,
        nextPosition: row?.nextPosition ?? 0,
      };
    },

    async insert(
      item: { ticketId: string; text: string; position: number; now: Date },
      executor: Executor = db,
    ): Promise<string> {
      const [row] = await executor
        .insert(ticketChecklistItems)
        .values({
          ticketId: item.ticketId,
          text: item.text,
          position: item.position,
          createdAt: item.now,
        })
        .returning({ id: ticketChecklistItems.id });
      if (!row) throw new Error('checklist item insert returned no row');
      return row.id;
    },

    /** Ticks (recording who and when) or unticks (clearing them). */
    async setDone(
      itemId: string,
      tick: { done: true; by: string; at: Date } | { done: false },
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .update(ticketChecklistItems)
        .set(
          tick.done
            ? { done: true, doneBy: tick.by, doneAt: tick.at }
            : { done: false, doneBy: null, doneAt: null },
        )
        .where(eq(ticketChecklistItems.id, itemId));
    },

    async remove(itemId: string, executor: Executor = db): Promise<void> {
      await executor.delete(ticketChecklistItems).where(eq(ticketChecklistItems.id, itemId));
    },
  };
}

export type TicketChecklistRepository = ReturnType<typeof createTicketChecklistRepository>;
