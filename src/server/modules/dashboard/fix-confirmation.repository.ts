import { and, eq, sql } from 'drizzle-orm';

import type { TicketStatus } from '#contract/schemas/ticket.ts';
import type { TicketAudience } from '#contract/ticket-access.ts';

import type { Database, Executor } from '../../db/database.ts';
import { ticketFixConfirmations, tickets, users } from '../../db/schema.ts';
import { ticketVisibleTo } from '../../db/ticket-visibility.ts';

// Issue 36: a completed ticket confirmed fixed by a manager of its store or an admin. The ticket row is
// read under a lock, so a reopen (which locks it too) and a confirmation never cross.

interface ConfirmableTicket {
  id: string;
  ticketNumber: number;
  status: TicketStatus;
  locationId: string;
}

interface FixConfirmationRow {
  completedAt: Date;
  confirmedAt: Date;
  confirmedBy: string | null;
}

export function createFixConfirmationRepository(db: Database) {
  return {
    /** The ticket, if `audience` may see it, locked until the transaction ends. */
    async lockVisibleTicket(
      audience: TicketAudience,
      id: string,
      executor: Executor = db,
    ): Promise<ConfirmableTicket | undefined> {
      const [row] = await executor
        .select({
          id: tickets.id,
          ticketNumber: tickets.ticketNumber,
          status: tickets.status,
          locationId: tickets.locationId,
        })
        .from(tickets)
        .where(and(eq(tickets.id, id), ticketVisibleTo(audience)))
        .for('update');
      return row;
    },

    /**
     * Confirms the ticket's current completion once: a second confirmation of the same completion
     * keeps the first (who and when), and answers it. The completion time is copied in SQL, never
     * through a JavaScript Date, so it matches the ticket's to the microsecond.
     */
    async confirm(
      values: { ticketId: string; confirmedBy: string; confirmedAt: Date },
      executor: Executor = db,
    ): Promise<FixConfirmationRow | undefined> {
      const completion = sql`(select ${tickets.completedAt} from ${tickets} where ${tickets.id} = ${values.ticketId})`;
      await executor
        .insert(ticketFixConfirmations)
        .values({ ...values, completedAt: completion })
        .onConflictDoNothing();
      const [row] = await executor
        .select({
          completedAt: ticketFixConfirmations.completedAt,
          confirmedAt: ticketFixConfirmations.confirmedAt,
          confirmedBy: users.name,
        })
        .from(ticketFixConfirmations)
        .innerJoin(
          tickets,
          and(
            eq(tickets.id, ticketFixConfirmations.ticketId),
            eq(tickets.completedAt, ticketFixConfirmations.completedAt),
          ),
        )
        .leftJoin(users, eq(users.id, ticketFixConfirmations.confirmedBy))
        .where(eq(ticketFixConfirmations.ticketId, values.ticketId));
      return row;
    },
  };
}

export type FixConfirmationRepository = ReturnType<typeof createFixConfirmationRepository>;
