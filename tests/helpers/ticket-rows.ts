import type { Database } from '#server/db/database.ts';
import { tickets } from '#server/db/schema.ts';

/** A ticket row written straight to the table (no API, no activity), answering its id and number. */
export async function insertTicketRow(
  db: Database,
  values: typeof tickets.$inferInsert,
): Promise<{ id: string; ticketNumber: number }> {
  const [row] = await db
    .insert(tickets)
    .values(values)
    .returning({ id: tickets.id, ticketNumber: tickets.ticketNumber });
  if (!row) throw new Error('ticket not inserted');
  return row;
}
