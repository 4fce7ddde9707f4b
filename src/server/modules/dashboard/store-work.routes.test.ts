import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { StoreWork } from '#contract/schemas/store-work.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { dispatches, maintenanceRequests, tickets } from '#server/db/schema.ts';
import { assignTicket, createTicket, workAndComplete } from '#tests/helpers/ai-fixtures.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { insertDispatch } from '#tests/helpers/dispatch-fixture.ts';
import { insertUnit } from '#tests/helpers/equipment-fixtures.ts';
import { otherStoreActors } from '#tests/helpers/other-store-actors.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Issue 36: GET /api/dashboard/store-work, the manager dashboard's work. The clock starts on Tuesday
// 2026-01-06 at 09:00 in New York (14:00 UTC). The context's manager runs Downtown.

const { ctx } = fileTestContext();
const DAY_MS = 24 * 60 * 60 * 1000;

let otherManager: Actor;
let scheduled: Ticket;
let unassigned: Ticket;
let ownAtAirport: Ticket;
let airportOnly: Ticket;
let vendorTicketId: string;
let vendorName: string;
let completed: Ticket;

async function storeWork(actor: Actor): Promise<StoreWork> {
  // Fresh: the fixtures write to the database directly, which the read cache does not see (a real
  // write goes through the API and empties it).
  const response = await actor.request({
    method: 'GET',
    url: '/api/dashboard/store-work',
    headers: { 'cache-control': 'no-cache' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StoreWork>();
}

async function pendingRequest(location: string, description: string): Promise<string> {
  const unit = await insertUnit(ctx, {
    name: `Ice Machine ${location}`,
    location,
    category: 'Ice Machine',
  });
  const [row] = await ctx.database.db
    .insert(maintenanceRequests)
    .values({ equipmentId: unit.id, description, sourceAddress: '203.0.113.9' })
    .returning({ id: maintenanceRequests.id });
  if (!row) throw new Error('request not inserted');
  ctx.clock.advance(1000);
  return row.id;
}

beforeAll(async () => {
  ({ otherManager } = await otherStoreActors(ctx));
  // Oldest first: a medium Downtown ticket a technician is scheduled on.
  scheduled = await assignTicket(
    ctx,
    await createTicket(ctx, ctx.admin, { title: 'Fryer 2 not heating', priority: 'medium' }),
    ctx.technician,
    { scheduledStart: '2026-01-07T15:00:00.000Z', scheduledEnd: '2026-01-07T16:00:00.000Z' },
  );
  ownAtAirport = await createTicket(ctx, ctx.manager, {
    title: 'Airport freezer door',
    location: 'Airport',
    category: 'Freezer',
    priority: 'medium',
  });
  unassigned = await createTicket(ctx, ctx.manager, { title: 'Loose shelf', priority: 'low' });
  airportOnly = await createTicket(ctx, ctx.admin, { location: 'Airport', priority: 'urgent' });
  // The newest, but urgent: an outside vendor accepted with an ETA.
  const dispatch = await insertDispatch(ctx, { status: 'accepted' });
  vendorTicketId = dispatch.ticketId;
  vendorName = dispatch.vendorName;
  await ctx.database.db
    .update(dispatches)
    .set({ etaAt: new Date('2026-01-06T19:30:00.000Z') })
    .where(eq(dispatches.id, dispatch.dispatchId));

  completed = await assignTicket(
    ctx,
    await createTicket(ctx, ctx.admin, { title: 'Dish machine drain' }),
    ctx.technician,
  );
  await workAndComplete(ctx, completed, ctx.technician, 30);
  // Completed fifteen days ago: no longer waiting on anyone.
  const old = await createTicket(ctx, ctx.admin, { title: 'Old hood light' });
  await ctx.database.db
    .update(tickets)
    .set({ status: 'completed', completedAt: new Date(ctx.clock.now().getTime() - 15 * DAY_MS) })
    .where(eq(tickets.id, old.id));

  await pendingRequest('Downtown', 'Water on the floor under the ice machine\nSince this morning');
  await pendingRequest('Airport', 'Airport ice machine is loud');
});

describe('GET /api/dashboard/store-work', () => {
  it('is the manager’s: admins and technicians get 403', async () => {
    for (const actor of [ctx.admin, ctx.technician]) {
      const response = await actor.request({ method: 'GET', url: '/api/dashboard/store-work' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: 'Only managers have a store work list',
        code: 'FORBIDDEN',
      });
    }
  });

  it('lists the unfinished tickets the manager may see, urgent first and oldest first, with who is on them and when', async () => {
    const work = await storeWork(ctx.manager);
    expect(work.unfinished.total).toBe(4);
    expect(work.unfinished.tickets.map((ticket) => ticket.id)).toEqual([
      vendorTicketId,
      scheduled.id,
      ownAtAirport.id,
      unassigned.id,
    ]);
    // Another store's ticket the manager did not submit is not theirs to see.
    expect(work.unfinished.tickets.map((ticket) => ticket.id)).not.toContain(airportOnly.id);
    const [vendor, technician, own, nobody] = work.unfinished.tickets;
    expect(vendor).toMatchObject({
      priority: 'urgent',
      status: 'waiting-for-third-party',
      location: 'Downtown',
      onIt: { kind: 'vendor', name: vendorName, dispatchStatus: 'accepted' },
      expected: { kind: 'arriving', at: '2026-01-06T19:30:00.000Z' },
    });
    expect(technician).toMatchObject({
      ticketNumber: scheduled.ticketNumber,
      title: 'Fryer 2 not heating',
      priority: 'medium',
      submittedAt: scheduled.submittedAt,
      onIt: { kind: 'technician', name: ctx.technician.user.name, dispatchStatus: null },
      expected: { kind: 'scheduled', at: '2026-01-07T15:00:00.000Z' },
    });
    expect(own).toMatchObject({ location: 'Airport', onIt: null, expected: null });
    expect(nobody).toMatchObject({ priority: 'low', onIt: null, expected: null });
  });

  it('says a vendor not accepted yet is due by its due-by, and one on site since its check-in', async () => {
    await ctx.database.db
      .update(dispatches)
      .set({ status: 'sent', etaAt: null })
      .where(eq(dispatches.ticketId, vendorTicketId));
    const [sent] = (await storeWork(ctx.manager)).unfinished.tickets;
    expect(sent?.expected?.kind).toBe('due-by');
    expect(sent?.onIt?.dispatchStatus).toBe('sent');
    await ctx.database.db
      .update(dispatches)
      .set({ status: 'accepted', etaAt: new Date('2026-01-06T19:30:00.000Z') })
      .where(eq(dispatches.ticketId, vendorTicketId));
  });

  it('waits on the manager for their store’s requests and the work completed in the last 14 days', async () => {
    const work = await storeWork(ctx.manager);
    expect(work.requestsToApprove.total).toBe(1);
    expect(work.requestsToApprove.requests).toEqual([
      expect.objectContaining({
        equipment: 'Ice Machine Downtown',
        location: 'Downtown',
        summary: 'Water on the floor under the ice machine',
      }),
    ]);
    expect(work.recentlyCompleted.total).toBe(1);
    expect(work.recentlyCompleted.tickets).toEqual([
      expect.objectContaining({
        id: completed.id,
        title: 'Dish machine drain',
        completedBy: ctx.technician.user.name,
      }),
    ]);
  });

  it('scopes another store’s manager to their own store', async () => {
    const work = await storeWork(otherManager);
    // Airport's tickets, the one the Downtown manager submitted there included.
    expect(work.unfinished.tickets.map((ticket) => ticket.id)).toEqual([
      airportOnly.id,
      ownAtAirport.id,
    ]);
    expect(work.requestsToApprove.requests.map((request) => request.equipment)).toEqual([
      'Ice Machine Airport',
    ]);
    expect(work.recentlyCompleted).toEqual({ total: 0, tickets: [] });
  });
});
