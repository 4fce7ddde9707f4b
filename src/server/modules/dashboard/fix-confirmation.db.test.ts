import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { StoreWork, TicketFixConfirmation } from '#contract/schemas/store-work.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { ticketFixConfirmations } from '#server/db/schema.ts';
import { assignTicket, createTicket, workAndComplete } from '#tests/helpers/ai-fixtures.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { otherStoreActors } from '#tests/helpers/other-store-actors.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Issue 36: 'Confirm fixed' (POST /api/tickets/{id}/confirm-fixed) and 'Not fixed' (the reopen) on
// the manager dashboard's completed work to confirm. A .db test, so it runs on both databases: a
// confirmation is of one completion, matched to the ticket's completed_at to the microsecond.
// The context's manager runs Downtown; otherManager the Airport.

const { ctx } = fileTestContext();

let otherManager: Actor;
let unfinished: Ticket;

beforeAll(async () => {
  ({ otherManager } = await otherStoreActors(ctx));
  unfinished = await createTicket(ctx, ctx.manager, { title: 'Loose shelf', priority: 'low' });
});

async function storeWork(actor: Actor): Promise<StoreWork> {
  const response = await actor.request({ method: 'GET', url: '/api/dashboard/store-work' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StoreWork>();
}

function confirmFixed(actor: Actor, ticketId: string) {
  return actor.request({ method: 'POST', url: `/api/tickets/${ticketId}/confirm-fixed` });
}

function reopen(actor: Actor, ticketId: string, reason: string) {
  return actor.request({
    method: 'POST',
    url: `/api/tickets/${ticketId}/reopen`,
    payload: { reason },
  });
}

async function completedDowntownTicket(title: string): Promise<Ticket> {
  const ticket = await assignTicket(
    ctx,
    await createTicket(ctx, ctx.admin, { title }),
    ctx.technician,
  );
  await workAndComplete(ctx, ticket, ctx.technician, 20);
  ctx.clock.advance(1000);
  return ticket;
}

async function toConfirm(actor: Actor): Promise<string[]> {
  return (await storeWork(actor)).recentlyCompleted.tickets.map((ticket) => ticket.id);
}

describe('POST /api/tickets/{id}/confirm-fixed (issue 36)', () => {
  it('stores who confirmed the fix and when; the ticket stops waiting; a second confirmation keeps the first', async () => {
    const ticket = await completedDowntownTicket('Walk-in door gasket');
    expect(await toConfirm(ctx.manager)).toContain(ticket.id);
    const confirmedAt = ctx.clock.now().toISOString();
    const response = await confirmFixed(ctx.manager, ticket.id);
    expect(response.statusCode, response.body).toBe(200);
    const confirmation = response.json<TicketFixConfirmation>();
    expect(confirmation).toMatchObject({
      ticketId: ticket.id,
      ticketNumber: ticket.ticketNumber,
      confirmedBy: ctx.manager.user.name,
      confirmedAt,
    });
    expect(await toConfirm(ctx.manager)).not.toContain(ticket.id);

    ctx.clock.advance(60_000);
    const again = await confirmFixed(ctx.admin, ticket.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<TicketFixConfirmation>()).toEqual(confirmation);
    const rows = await ctx.database.db
      .select()
      .from(ticketFixConfirmations)
      .where(eq(ticketFixConfirmations.ticketId, ticket.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.confirmedBy).toBe(ctx.manager.user.id);
    expect(rows[0]?.confirmedAt.toISOString()).toBe(confirmedAt);
  });

  it('answers 404 to a technician, another store’s manager and a missing ticket, 409 before completion, and stores nothing', async () => {
    const ticket = await completedDowntownTicket('Hand sink slow drain');
    expect((await confirmFixed(ctx.technician, ticket.id)).statusCode).toBe(404);
    expect((await confirmFixed(otherManager, ticket.id)).statusCode).toBe(404);
    expect((await confirmFixed(ctx.manager, randomUUID())).statusCode).toBe(404);
    const early = await confirmFixed(ctx.manager, unfinished.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'Only completed tickets can be confirmed fixed' });
    const rows = await ctx.database.db
      .select()
      .from(ticketFixConfirmations)
      .where(eq(ticketFixConfirmations.ticketId, ticket.id));
    expect(rows).toEqual([]);
    expect(await toConfirm(ctx.manager)).toContain(ticket.id);
  });

  it('is for the managers of the ticket’s store: one the manager submitted elsewhere is confirmed there', async () => {
    const elsewhere = await assignTicket(
      ctx,
      await createTicket(ctx, ctx.manager, {
        title: 'Airport grill igniter',
        location: 'Airport',
        category: 'Grill',
      }),
      ctx.technician,
    );
    await workAndComplete(ctx, elsewhere, ctx.technician, 10);
    // The Downtown manager sees the ticket (they submitted it) but does not answer for the Airport.
    const seen = await ctx.manager.request({ method: 'GET', url: `/api/tickets/${elsewhere.id}` });
    expect(seen.statusCode).toBe(200);
    expect(await toConfirm(ctx.manager)).not.toContain(elsewhere.id);
    expect((await confirmFixed(ctx.manager, elsewhere.id)).statusCode).toBe(404);
    expect((await reopen(ctx.manager, elsewhere.id, 'Still sparking')).statusCode).toBe(404);
    expect(await toConfirm(otherManager)).toEqual([elsewhere.id]);
    const response = await confirmFixed(otherManager, elsewhere.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ confirmedBy: otherManager.user.name });
    expect(await toConfirm(otherManager)).toEqual([]);
  });

  it('lets the store’s manager say it is not fixed (a reopen with the reason); completed again, it waits again', async () => {
    const ticket = await completedDowntownTicket('Ice machine leaking');
    const confirmed = await confirmFixed(ctx.manager, ticket.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const reopened = await reopen(ctx.manager, ticket.id, 'Leaking again at close');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<Ticket>()).toMatchObject({
      status: 'accepted',
      assignedTo: ctx.technician.user.id,
      completedAt: null,
    });
    expect(await toConfirm(ctx.manager)).not.toContain(ticket.id);
    const history = await ctx.manager.request({
      method: 'GET',
      url: `/api/tickets/${ticket.id}/activity`,
    });
    expect(
      history.json<{ kind: string; details: Record<string, unknown> }[]>().at(-1),
    ).toMatchObject({
      kind: 'ticket.reopened',
      details: { reason: 'Leaking again at close' },
    });

    // The technician completes it again: the new completion waits for its own confirmation.
    await workAndComplete(ctx, ticket, ctx.technician, 15);
    expect(await toConfirm(ctx.manager)).toContain(ticket.id);
    expect((await confirmFixed(ctx.manager, ticket.id)).statusCode).toBe(200);
    expect(await toConfirm(ctx.manager)).not.toContain(ticket.id);
  });
});
