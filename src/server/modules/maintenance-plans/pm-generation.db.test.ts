import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { notifications, pmOccurrences, ticketChecklistItems, tickets } from '#server/db/schema.ts';
import { DEFAULT_NOW } from '#tests/helpers/build-test-app.ts';
import { insertUnit } from '#tests/helpers/equipment-fixtures.ts';
import { insertPlan, updatePlan } from '#tests/helpers/pm-plans.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 034: occurrences become tickets exactly once, whatever runs how often; a
// window that closed while nothing ran is recorded missed; pauses skip; edits change the future.
// The test clock starts at 2026-01-06 09:00 in New York (a Tuesday).

const DAY = 86_400_000;
const { ctx } = fileTestContext({ resetsClock: true });

async function ticketsOf(planId: string) {
  return ctx.database.db
    .select()
    .from(tickets)
    .where(eq(tickets.pmPlanId, planId))
    .orderBy(asc(tickets.scheduledStart), asc(tickets.title));
}

async function occurrencesOf(planId: string) {
  return ctx.database.db
    .select()
    .from(pmOccurrences)
    .where(eq(pmOccurrences.planId, planId))
    .orderBy(asc(pmOccurrences.dueAt));
}

/** Each generated occurrence has its own ticket and no ticket is shared or unaccounted for. */
async function expectOneTicketPerOccurrence(planId: string): Promise<void> {
  const rows = await occurrencesOf(planId);
  const generated = rows.filter((row) => row.status === 'generated');
  const ticketIds = generated.map((row) => row.ticketId);
  expect(ticketIds.every((id) => id !== null)).toBe(true);
  expect(new Set(ticketIds).size).toBe(generated.length);
  expect((await ticketsOf(planId)).length).toBe(generated.length);
}

describe('PM generation', () => {
  it('creates the tickets whose lead time has begun, once, however often and concurrently it runs', async () => {
    const planId = await insertPlan(ctx, {
      title: 'Hood cleaning',
      leadDays: 2,
      defaultTechnicianId: ctx.technician.user.id,
      estimatedMinutes: 90,
      checklist: ['Degrease filters', 'Check the fan belt'],
    });
    await ctx.app.pmGeneration.generateDue();
    await ctx.app.pmGeneration.generateDue();
    await Promise.all([
      ctx.app.pmGeneration.generateDue(),
      ctx.app.pmGeneration.generateForPlan(planId),
      ctx.app.pmGeneration.generateForPlan(planId),
    ]);

    // Today's 06:00 fell before the plan existed (09:00); Wednesday's and Thursday's windows are open.
    const made = await ticketsOf(planId);
    expect(made.map((ticket) => ticket.scheduledStart?.toISOString())).toEqual([
      '2026-01-07T11:00:00.000Z',
      '2026-01-08T11:00:00.000Z',
    ]);
    await expectOneTicketPerOccurrence(planId);
    const [first] = made;
    if (!first) throw new Error('no ticket');
    expect(first.scheduledEnd?.toISOString()).toBe('2026-01-07T12:30:00.000Z');
    expect(first.assignedTo).toBe(ctx.technician.user.id);
    expect(first.status).toBe('open');

    const response = await ctx.admin.request({ method: 'GET', url: `/api/tickets/${first.id}` });
    expect(response.statusCode, response.body).toBe(200);
    const ticket = response.json<Ticket>();
    expect(ticket).toMatchObject({
      title: 'Hood cleaning',
      preventive: true,
      pmPlanId: planId,
      location: 'Downtown',
      category: 'Fryer',
      submittedBy: 'Preventive maintenance',
      assignedTo: ctx.technician.user.id,
      checklistProgress: { done: 0, total: 2 },
    });
    expect(ticket.description).toContain('Hood cleaning');
    const items = await ctx.database.db
      .select()
      .from(ticketChecklistItems)
      .where(eq(ticketChecklistItems.ticketId, first.id))
      .orderBy(asc(ticketChecklistItems.position));
    expect(items.map((item) => item.text)).toEqual(['Degrease filters', 'Check the fan belt']);

    // The technician is told once per ticket.
    const told = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(
        and(eq(notifications.userId, ctx.technician.user.id), eq(notifications.ticketId, first.id)),
      );
    expect(told[0]?.count).toBe(1);
  });

  it('after a week down, generates what is still in its window and records the rest missed', async () => {
    const planId = await insertPlan(ctx, { title: 'Ice machine', leadDays: 2 });
    await ctx.app.pmGeneration.generateDue();
    expect(await ticketsOf(planId)).toHaveLength(2);

    ctx.clock.advance(7 * DAY); // Tuesday 13 January, 09:00
    await ctx.app.pmGeneration.generateDue();
    await ctx.app.pmGeneration.generateDue();

    const rows = await occurrencesOf(planId);
    expect(rows.map((row) => `${row.dueDate} ${row.status}`)).toEqual([
      '2026-01-07 generated',
      '2026-01-08 generated',
      '2026-01-09 missed',
      '2026-01-10 missed',
      '2026-01-11 missed',
      '2026-01-12 missed',
      // Due at 06:00 today: late, but its day has not ended, so the work is still asked for.
      '2026-01-13 generated',
      '2026-01-14 generated',
      '2026-01-15 generated',
    ]);
    await expectOneTicketPerOccurrence(planId);
  });

  it('skips what falls inside a pause and restarts from the resume', async () => {
    const planId = await insertPlan(ctx, { title: 'Grease trap' });
    await ctx.app.pmGeneration.generateDue();
    expect(await ticketsOf(planId)).toHaveLength(0); // today's 06:00 was before the plan

    await updatePlan(ctx, planId, { status: 'paused' });
    ctx.clock.advance(3 * DAY);
    await ctx.app.pmGeneration.generateDue();
    await ctx.app.pmGeneration.generateForPlan(planId);
    expect(await occurrencesOf(planId)).toHaveLength(0);

    // Resume on Friday 9 January at 05:00: today's 06:00 is the first.
    ctx.clock.set('2026-01-09T10:00:00.000Z');
    await updatePlan(ctx, planId, {
      status: 'active',
      effectiveFrom: ctx.clock.now(),
      checkedThrough: null,
    });
    await ctx.app.pmGeneration.generateForPlan(planId);
    const rows = await occurrencesOf(planId);
    expect(rows.map((row) => `${row.dueDate} ${row.status}`)).toEqual(['2026-01-09 generated']);
  });

  it('applies an edit to future occurrences only, never a second ticket for a day', async () => {
    const planId = await insertPlan(ctx, { title: 'Coil cleaning', leadDays: 3 });
    await ctx.app.pmGeneration.generateDue();
    expect((await ticketsOf(planId)).map((ticket) => ticket.title)).toEqual([
      'Coil cleaning',
      'Coil cleaning',
      'Coil cleaning',
    ]);

    ctx.clock.advance(DAY);
    await updatePlan(ctx, planId, {
      title: 'Condenser coil cleaning',
      effectiveFrom: ctx.clock.now(),
      checkedThrough: null,
    });
    await ctx.app.pmGeneration.generateForPlan(planId);
    const made = await ticketsOf(planId);
    expect(made.map((ticket) => ticket.title)).toEqual([
      'Coil cleaning',
      'Coil cleaning',
      'Coil cleaning',
      'Condenser coil cleaning',
    ]);
    await expectOneTicketPerOccurrence(planId);
  });

  it('never duplicates when the clock jumps back, even with checked_through restored', async () => {
    const planId = await insertPlan(ctx, { title: 'Fryer boil-out', leadDays: 1 });
    await ctx.app.pmGeneration.generateDue();
    const before = await ticketsOf(planId);
    expect(before).toHaveLength(1);

    ctx.clock.advance(-2 * DAY);
    await ctx.app.pmGeneration.generateDue();
    // A restored backup of the plan row: it forgot how far it had looked.
    await updatePlan(ctx, planId, { checkedThrough: null });
    ctx.clock.set(DEFAULT_NOW);
    await ctx.app.pmGeneration.generateDue();
    expect((await ticketsOf(planId)).map((ticket) => ticket.id)).toEqual(
      before.map((ticket) => ticket.id),
    );
    await expectOneTicketPerOccurrence(planId);
  });

  it('keeps 06:00 local across the spring DST change, once each day', async () => {
    ctx.clock.set('2026-03-06T15:00:00.000Z'); // Friday 10:00 EST
    const planId = await insertPlan(ctx, { title: 'Walk-in check', leadDays: 3 });
    await ctx.app.pmGeneration.generateDue();
    ctx.clock.advance(-3_600_000); // an hour back, as a fall-back night would
    await ctx.app.pmGeneration.generateDue();
    ctx.clock.advance(2 * 3_600_000);
    await ctx.app.pmGeneration.generateDue();
    const made = await ticketsOf(planId);
    expect(made.map((ticket) => ticket.scheduledStart?.toISOString())).toEqual([
      '2026-03-07T11:00:00.000Z', // 06:00 EST
      '2026-03-08T10:00:00.000Z', // 06:00 EDT
      '2026-03-09T10:00:00.000Z',
    ]);
    await expectOneTicketPerOccurrence(planId);
  });

  it('covers every non-retired unit of a category plan, names the unit, and gives a retired unit nothing', async () => {
    const fryer = await insertUnit(ctx, { name: 'Fryer A', location: 'Downtown' });
    await insertUnit(ctx, { name: 'Fryer Old', location: 'Downtown', status: 'retired' });
    const retired = await insertUnit(ctx, {
      name: 'Fryer Gone',
      location: 'Downtown',
      status: 'retired',
    });
    const categoryPlan = await insertPlan(ctx, {
      title: 'Boil-out',
      scope: 'category',
      category: 'Fryer',
      stores: ['Downtown'],
      leadDays: 1,
    });
    const retiredPlan = await insertPlan(ctx, {
      title: 'Gone',
      scope: 'equipment',
      equipmentId: retired.id,
      leadDays: 1,
    });
    await ctx.app.pmGeneration.generateDue();

    const made = await ticketsOf(categoryPlan);
    expect(made.map((ticket) => ticket.title)).toContain('Boil-out — Fryer A');
    expect(made.some((ticket) => ticket.title.includes('Fryer Old'))).toBe(false);
    expect(made.find((ticket) => ticket.equipmentId === fryer.id)?.title).toBe(
      'Boil-out — Fryer A',
    );
    expect(await ticketsOf(retiredPlan)).toHaveLength(0);
    expect(await occurrencesOf(retiredPlan)).toHaveLength(0);
  });

  it('registers the minute check on the scheduler', async () => {
    const planId = await insertPlan(ctx, { title: 'Filters', leadDays: 1 });
    const ran = await ctx.app.scheduler.runAll();
    expect(ran).toContain('pm-plans.generation');
    expect(await ticketsOf(planId)).toHaveLength(1);
  });
});
