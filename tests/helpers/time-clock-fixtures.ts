import { eq } from 'drizzle-orm';

import { categories, locations, tickets } from '#server/db/schema.ts';

import type { TestContext } from './build-test-app.ts';

type TicketStatus = (typeof tickets.$inferInsert)['status'];

/**
 * A Fryer ticket at a store, submitted by the context's manager an hour before the test clock and
 * assigned to a user; written straight to the database as a time-clock fixture.
 */
export async function insertClockTicket(
  ctx: TestContext,
  options: { assignedTo: string | null; location?: string; status?: TicketStatus; title?: string },
) {
  const db = ctx.database.db;
  const [location] = await db
    .select()
    .from(locations)
    .where(eq(locations.name, options.location ?? 'Downtown'));
  const [category] = await db.select().from(categories).where(eq(categories.name, 'Fryer'));
  const [ticket] = await db
    .insert(tickets)
    .values({
      title: options.title ?? 'Fryer will not heat',
      description: 'The left fryer stays cold',
      locationId: location!.id,
      categoryId: category!.id,
      status: options.status ?? 'open',
      assignedTo: options.assignedTo,
      submittedBy: ctx.manager.user.id,
      submittedAt: new Date(ctx.clock.now().getTime() - 60 * 60_000),
    })
    .returning();
  return ticket!;
}
