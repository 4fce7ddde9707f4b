import { beforeAll, describe, expect, it } from 'vitest';

import type { DashboardStats } from '#contract/schemas/dashboard.ts';
import type { TicketStatus } from '#contract/schemas/ticket.ts';
import { assignTicket, createTicket, workAndComplete } from '#tests/helpers/ai-fixtures.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';
import { insertTicketRow } from '#tests/helpers/ticket-rows.ts';

// The clock starts on Tuesday 2026-01-06 at 09:00 in New York (14:00 UTC); that week began on
// Sunday 2026-01-04.
const { ctx, ids } = fileTestContext();
let otherTech: Actor;

beforeAll(async () => {
  otherTech = await ctx.newActor('technician', { username: 'other-tech' });
});

async function stats(actor: Actor): Promise<DashboardStats> {
  const response = await actor.request({ method: 'GET', url: '/api/dashboard/stats' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DashboardStats>();
}

describe('GET /api/dashboard/stats', () => {
  it('answers zeros on an empty chain, with twelve empty weeks for admins', async () => {
    const admin = await stats(ctx.admin);
    expect(admin).toMatchObject({
      totalTickets: 0,
      openTickets: 0,
      awaitingAssignmentTickets: 0,
      inProgressTickets: 0,
      completedTickets: 0,
      urgentTickets: 0,
      outOfOrderEquipment: 0,
      activeSessionTime: null,
      completedToday: 0,
      hoursToday: 0,
    });
    expect(admin.ticketsByWeek).toHaveLength(12);
    expect(admin.ticketsByWeek[0]?.weekStart).toBe('2025-10-19');
    expect(admin.ticketsByWeek.at(-1)).toEqual({
      weekStart: '2026-01-04',
      created: 0,
      completed: 0,
    });
    expect((await stats(ctx.manager)).ticketsByWeek).toEqual([]);
  });

  it('counts every ticket for admins, only their own and their store’s for managers, only assigned ones for technicians', async () => {
    // Downtown (the manager's store): urgent and down, medium; Airport: urgent, low.
    const downtownUrgent = await createTicket(ctx, ctx.manager, {
      location: 'Downtown',
      priority: 'urgent',
      equipmentDown: true,
    });
    await createTicket(ctx, ctx.admin, { location: 'Downtown', priority: 'medium' });
    const airportUrgent = await createTicket(ctx, ctx.admin, {
      location: 'Airport',
      priority: 'urgent',
      equipmentDown: true,
    });
    const airportLow = await createTicket(ctx, ctx.admin, { location: 'Airport', priority: 'low' });
    await assignTicket(ctx, downtownUrgent, ctx.technician);
    await assignTicket(ctx, airportUrgent, ctx.technician);
    await assignTicket(ctx, airportLow, otherTech);
    const statusChange = await ctx.technician.request({
      method: 'PATCH',
      url: `/api/tickets/${airportUrgent.id}`,
      payload: { status: 'in-progress' },
    });
    expect(statusChange.statusCode).toBe(200);

    // Three open tickets, two of them assigned: one awaits assignment (the admin's Open Tickets).
    expect(await stats(ctx.admin)).toMatchObject({
      totalTickets: 4,
      openTickets: 3,
      awaitingAssignmentTickets: 1,
      inProgressTickets: 1,
      completedTickets: 0,
      urgentTickets: 2,
      outOfOrderEquipment: 2,
    });
    expect(await stats(ctx.manager)).toMatchObject({
      totalTickets: 2,
      openTickets: 2,
      inProgressTickets: 0,
      urgentTickets: 1,
      outOfOrderEquipment: 1,
    });
    expect(await stats(ctx.technician)).toMatchObject({
      totalTickets: 2,
      openTickets: 1,
      inProgressTickets: 1,
      urgentTickets: 2,
      outOfOrderEquipment: 2,
    });
    const admin = await stats(ctx.admin);
    expect(admin.ticketsByWeek.at(-1)).toEqual({
      weekStart: '2026-01-04',
      created: 4,
      completed: 0,
    });
  });

  it('counts the tickets submitted this week for the manager’s My Tickets (issue 36)', async () => {
    // Last week's Downtown ticket is the manager's, but not this week's.
    await insertTicketRow(ctx.database.db, {
      title: 'Hood light out',
      description: 'Left bulb.',
      locationId: ids.Downtown ?? '',
      categoryId: ids.Electrical ?? '',
      submittedAt: new Date('2025-12-30T15:00:00.000Z'),
    });
    // Computed now: the read cache cannot know of a row written straight to the table.
    const fresh = async (actor: Actor) => {
      const response = await actor.request({
        method: 'GET',
        url: '/api/dashboard/stats',
        headers: { 'cache-control': 'no-cache' },
      });
      return response.json<DashboardStats>();
    };
    expect(await fresh(ctx.manager)).toMatchObject({ totalTickets: 3, submittedThisWeek: 2 });
    expect(await fresh(ctx.admin)).toMatchObject({ totalTickets: 5, submittedThisWeek: 4 });
  });

  it('gives a technician Completed Today, Hours Today and the running session from the database', async () => {
    const ticket = await createTicket(ctx, ctx.admin, {
      location: 'North Side',
      title: 'Ice machine slow',
      category: 'Ice Machine',
    });
    await assignTicket(ctx, ticket, ctx.technician);
    await workAndComplete(ctx, ticket, ctx.technician, 90);
    const afterWork = await stats(ctx.technician);
    expect(afterWork).toMatchObject({
      completedToday: 1,
      completedTickets: 1,
      hoursToday: 1.5,
      activeSessionTime: null,
    });

    const clockIn = await ctx.technician.request({
      method: 'POST',
      url: '/api/time-clock/in',
      payload: {},
    });
    expect(clockIn.statusCode).toBe(201);
    const clockedInAt = ctx.clock.now().toISOString();
    ctx.clock.advance(30 * 60_000);
    expect(await stats(ctx.technician)).toMatchObject({
      hoursToday: 2,
      activeSessionTime: clockedInAt,
    });
    // Nobody else's session or completion counts for another technician.
    expect(await stats(otherTech)).toMatchObject({
      completedToday: 0,
      hoursToday: 0,
      activeSessionTime: null,
      totalTickets: 1,
    });
    const clockOut = await ctx.technician.request({
      method: 'POST',
      url: '/api/time-clock/out',
      payload: {},
    });
    expect(clockOut.statusCode).toBe(200);

    // Late tonight it is still today; tomorrow morning is another day (two steps keep the
    // sessions within their 12-hour idle limit).
    await stats(ctx.admin);
    ctx.clock.advance(11 * 60 * 60_000);
    expect(await stats(ctx.technician)).toMatchObject({ completedToday: 1, hoursToday: 2 });
    expect((await stats(ctx.admin)).ticketsByWeek.at(-1)).toMatchObject({
      weekStart: '2026-01-04',
      created: 5,
      completed: 1,
    });
    ctx.clock.advance(11 * 60 * 60_000);
    expect(await stats(ctx.technician)).toMatchObject({
      completedToday: 0,
      hoursToday: 0,
      completedTickets: 1,
    });
  });

  it('counts in progress every ticket neither open nor completed (decision 042 cut 43)', async () => {
    const fresh = async () => {
      const response = await ctx.admin.request({
        method: 'GET',
        url: '/api/dashboard/stats',
        headers: { 'cache-control': 'no-cache' },
      });
      return response.json<DashboardStats>();
    };
    const before = await fresh();
    const rows: { status: TicketStatus; completedAt?: Date }[] = [
      { status: 'accepted' },
      { status: 'waiting-for-parts' },
      { status: 'waiting-for-third-party' },
      { status: 'in-progress' },
      { status: 'completed', completedAt: new Date('2026-01-06T14:30:00.000Z') },
      { status: 'open' },
    ];
    for (const row of rows) {
      await insertTicketRow(ctx.database.db, {
        title: `Walk-in cooler ${row.status}`,
        description: 'Straight to the table.',
        locationId: ids.Airport ?? '',
        categoryId: ids.Electrical ?? '',
        submittedAt: new Date('2026-01-06T14:00:00.000Z'),
        ...row,
      });
    }
    const after = await fresh();
    expect({
      total: after.totalTickets - before.totalTickets,
      open: after.openTickets - before.openTickets,
      inProgress: after.inProgressTickets - before.inProgressTickets,
      completed: after.completedTickets - before.completedTickets,
    }).toEqual({ total: 6, open: 1, inProgress: 4, completed: 1 });
    expect(after.inProgressTickets).toBe(
      after.totalTickets - after.openTickets - after.completedTickets,
    );
  });

  it('counts a manager’s own reports at other stores, and only their own for a manager without a store (decision 042 cut 53)', async () => {
    // Highway 101's manager reports one ticket at Mall Location; a manager without a store reports
    // at Mall Location and North Side. The dashboard and the stores' list read both managers' ids
    // once per statement (InitPlans): each must count the same tickets as before.
    const storeManager = await ctx.newActor('manager', {
      username: 'highway-manager',
      location: 'Highway 101',
    });
    const roaming = await ctx.newActor('manager', { username: 'roaming-manager' });
    await createTicket(ctx, ctx.admin, { location: 'Highway 101' });
    await createTicket(ctx, storeManager, { location: 'Mall Location', priority: 'urgent' });
    await createTicket(ctx, roaming, { location: 'Mall Location' });
    await createTicket(ctx, roaming, { location: 'North Side', priority: 'urgent' });
    await createTicket(ctx, ctx.admin, { location: 'Mall Location' });

    for (const manager of [storeManager, roaming]) {
      expect(await stats(manager)).toMatchObject({
        totalTickets: 2,
        openTickets: 2,
        urgentTickets: 1,
        completedTickets: 0,
        submittedThisWeek: 2,
      });
    }
    const storeCounts = async (actor: Actor) => {
      const response = await actor.request({ method: 'GET', url: '/api/locations' });
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json<{ id: string; activeTickets: number; totalTickets: number }[]>();
      const of = (name: string) => {
        const row = rows.find((location) => location.id === ids[name]);
        return [row?.activeTickets, row?.totalTickets];
      };
      return { highway: of('Highway 101'), mall: of('Mall Location'), north: of('North Side') };
    };
    expect(await storeCounts(storeManager)).toEqual({
      highway: [1, 1],
      mall: [1, 1],
      north: [0, 0],
    });
    expect(await storeCounts(roaming)).toEqual({ highway: [0, 0], mall: [1, 1], north: [1, 1] });
  });

  it('is for signed-in users only', async () => {
    expect((await ctx.anonymous({ method: 'GET', url: '/api/dashboard/stats' })).statusCode).toBe(
      401,
    );
  });
});
