import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { DashboardStats } from '#contract/schemas/dashboard.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { tickets } from '#server/db/schema.ts';
import { assignTicket, createTicket } from '#tests/helpers/ai-fixtures.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { insertUnit } from '#tests/helpers/equipment-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Product rules §11: 'Out of Order' counts units that are down plus open equipment-down tickets
// that name no unit, each for whoever may see it.

const { ctx } = fileTestContext();

async function outOfOrder(actor: Actor): Promise<number> {
  // Computed now: one step below writes straight to the database, which the read cache does not see.
  const response = await actor.request({
    method: 'GET',
    url: '/api/dashboard/stats',
    headers: { 'cache-control': 'no-cache' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DashboardStats>().outOfOrderEquipment;
}

async function downTicketOn(equipmentId: string, location: string): Promise<Ticket> {
  const response = await ctx.admin.request({
    method: 'POST',
    url: '/api/tickets',
    payload: {
      title: 'Fryer dead',
      description: 'No heat at all.',
      location,
      category: 'Fryer',
      priority: 'urgent',
      equipmentDown: true,
      equipmentId,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Ticket>();
}

describe("the 'Out of Order' card", () => {
  it('counts a down unit once however many tickets say so, plus down tickets without a unit', async () => {
    const downtownFryer = await insertUnit(ctx, { name: 'Fryer 1', location: 'Downtown' });
    await downTicketOn(downtownFryer.id, 'Downtown');
    await downTicketOn(downtownFryer.id, 'Downtown');
    const airportFryer = await insertUnit(ctx, { name: 'Fryer 1', location: 'Airport' });
    const airportTicket = await downTicketOn(airportFryer.id, 'Airport');
    await createTicket(ctx, ctx.admin, { location: 'Airport', equipmentDown: true });
    // A unit an admin marked down by hand, with no ticket yet, is out of order too.
    await insertUnit(ctx, { name: 'Fryer 2', location: 'Downtown', status: 'down' });

    // Admin: three units down and one unit-less down ticket.
    expect(await outOfOrder(ctx.admin)).toBe(4);
    // Downtown's manager: the two Downtown units.
    expect(await outOfOrder(ctx.manager)).toBe(2);
    // The technician sees nothing until a ticket on a down unit is theirs.
    expect(await outOfOrder(ctx.technician)).toBe(0);
    await assignTicket(ctx, airportTicket, ctx.technician);
    expect(await outOfOrder(ctx.technician)).toBe(1);

    // Another store's unit counts for a manager through a ticket they reported there (read
    // through the index of units' tickets, decision 042), once however many tickets say so.
    const airportFryer2 = await insertUnit(ctx, { name: 'Fryer 3', location: 'Airport' });
    const reported = await downTicketOn(airportFryer2.id, 'Airport');
    await downTicketOn(airportFryer2.id, 'Airport');
    expect(await outOfOrder(ctx.manager)).toBe(2);
    await ctx.database.db
      .update(tickets)
      .set({ submittedBy: ctx.manager.user.id })
      .where(eq(tickets.id, reported.id));
    expect(await outOfOrder(ctx.manager)).toBe(3);
    expect(await outOfOrder(ctx.admin)).toBe(5);
    expect(await outOfOrder(ctx.technician)).toBe(1);
  });
});
