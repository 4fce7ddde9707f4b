import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import type { ErrorBody } from '#contract/errors.ts';
import type { PmPlan } from '#contract/schemas/pm-plan.ts';
import { equipment, pmOccurrences, pmPlans, tickets } from '#server/db/schema.ts';
import { newShortCode } from '#server/modules/equipment/short-code.ts';
import { DEFAULT_NOW } from '#tests/helpers/build-test-app.ts';
import { postCreated } from '#tests/helpers/api-requests.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Issue 36: applying a template or saving a plan whose scope and rule overlap an existing plan
// warns and names it: 409 PM_PLAN_OVERLAP, nothing stored, and `confirmOverlap: true` saves it.

const { ctx, ids } = fileTestContext();
beforeEach(async () => {
  ctx.clock.set(DEFAULT_NOW);
  const db = ctx.database.db;
  await db.delete(pmOccurrences);
  await db.delete(tickets);
  await db.delete(pmPlans);
  await db.delete(equipment);
});

function planInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Fryer boil-out',
    scope: 'category',
    categoryId: ids.Fryer,
    locationIds: [ids.Downtown, ids.Airport],
    rrule: 'FREQ=MONTHLY;BYMONTHDAY=1',
    startDate: '2026-01-01',
    dueTime: '06:00',
    leadDays: 3,
    priority: 'medium',
    estimatedMinutes: 60,
    checklist: ['Boil out'],
    ...overrides,
  };
}

function create(overrides: Record<string, unknown> = {}): Promise<PmPlan> {
  return postCreated<PmPlan>(ctx.admin, '/api/pm-plans', planInput(overrides));
}

function post(overrides: Record<string, unknown> = {}) {
  return ctx.admin.request({ method: 'POST', url: '/api/pm-plans', payload: planInput(overrides) });
}

async function planCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(pmPlans);
  return row?.n ?? 0;
}

async function addUnit(location: string): Promise<string> {
  const [row] = await ctx.database.db
    .insert(equipment)
    .values({
      shortCode: newShortCode(),
      name: `Fryer at ${location}`,
      locationId: ids[location] ?? '',
      categoryId: ids.Fryer ?? '',
      status: 'in-service',
    })
    .returning({ id: equipment.id });
  return row?.id ?? '';
}

describe('saving a plan that overlaps another', () => {
  it('is refused with 409, naming the other plan, its shared stores and rule, and stores nothing', async () => {
    const first = await create({ title: 'Monthly fryer clean' });
    const response = await post({ title: 'Fryer deep clean', locationIds: [ids.Downtown] });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<ErrorBody>()).toEqual({
      code: 'PM_PLAN_OVERLAP',
      error:
        'This overlaps the plan "Monthly fryer clean": Fryer at Downtown, Every month on the 1st at 06:00.',
    });
    // Decision 044: a Spanish admin reads the sentence, its rule and a pause in Spanish.
    const spanishAdmin = await ctx.newActor('admin');
    await spanishAdmin.request({ method: 'PATCH', url: '/api/me', payload: { language: 'es' } });
    await ctx.admin.request({ method: 'POST', url: `/api/pm-plans/${first.id}/pause` });
    const spanish = await spanishAdmin.request({
      method: 'POST',
      url: '/api/pm-plans',
      payload: planInput({ locationIds: [ids.Downtown, ids.Airport] }),
    });
    expect(spanish.json<ErrorBody>()).toEqual({
      code: 'PM_PLAN_OVERLAP',
      error:
        'Esto se cruza con el plan "Monthly fryer clean" (en pausa): Fryer en Airport y Downtown, cada mes el día 1 a las 06:00.',
    });
    expect(await planCount()).toBe(1);
  });

  it('is saved when the admin confirms it, and both plans are listed', async () => {
    await create({ title: 'Monthly fryer clean' });
    const saved = await create({ title: 'Fryer deep clean', confirmOverlap: true });
    expect(saved.title).toBe('Fryer deep clean');
    const listed = await ctx.admin.request({ method: 'GET', url: '/api/pm-plans' });
    expect(listed.json<PmPlan[]>().map((plan) => plan.title)).toEqual([
      'Fryer deep clean',
      'Monthly fryer clean',
    ]);
  });

  it('counts about the same cadence as overlapping: monthly and every 4 weeks', async () => {
    await create({ title: 'Monthly fryer clean' });
    const response = await post({
      rrule: 'FREQ=WEEKLY;INTERVAL=4;BYDAY=MO',
      startDate: '2026-01-05',
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<ErrorBody>().error).toContain('"Monthly fryer clean"');
  });

  it('names a paused plan as paused', async () => {
    const paused = await create({ title: 'Monthly fryer clean' });
    await ctx.admin.request({ method: 'POST', url: `/api/pm-plans/${paused.id}/pause` });
    const response = await post();
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<ErrorBody>().error).toContain('"Monthly fryer clean" (paused)');
  });

  it('lets plans through that differ in store, category, cadence or kind of scope', async () => {
    await create({ title: 'Monthly fryer clean', locationIds: [ids.Downtown] });
    // Another store.
    await create({ title: 'Airport fryers', locationIds: [ids.Airport] });
    // Another category at the same store.
    await create({ title: 'Grill clean', categoryId: ids.Grill, locationIds: [ids.Downtown] });
    // A weekly clean beside a monthly one is other work.
    await create({
      title: 'Weekly fryer filter',
      locationIds: [ids.Downtown],
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      startDate: '2026-01-05',
      leadDays: 1,
    });
    // A store-wide plan of the category is not a per-unit plan.
    await create({ title: 'Fryer area', scope: 'store', locationIds: [ids.Downtown] });
    expect(await planCount()).toBe(5);
  });

  it('finds a unit plan inside a category plan of its store, and not at another store', async () => {
    await create({ title: 'Monthly fryer clean', locationIds: [ids.Downtown] });
    const downtownUnit = await addUnit('Downtown');
    const airportUnit = await addUnit('Airport');
    const overlapping = await post({
      title: 'This fryer',
      scope: 'equipment',
      equipmentId: downtownUnit,
      categoryId: null,
      locationIds: null,
    });
    expect(overlapping.statusCode, overlapping.body).toBe(409);
    expect(overlapping.json<ErrorBody>().error).toContain('"Monthly fryer clean"');
    await create({
      title: 'That fryer',
      scope: 'equipment',
      equipmentId: airportUnit,
      categoryId: null,
      locationIds: null,
    });
    // The same unit twice.
    const twice = await post({
      title: 'That fryer again',
      scope: 'equipment',
      equipmentId: airportUnit,
      categoryId: null,
      locationIds: null,
    });
    expect(twice.json<ErrorBody>()).toMatchObject({ code: 'PM_PLAN_OVERLAP' });
    expect(twice.json<ErrorBody>().error).toContain('"That fryer"');
  });

  it('warns on an edit into an overlap, never against the plan itself', async () => {
    const monthly = await create({ title: 'Monthly fryer clean', locationIds: [ids.Downtown] });
    const airport = await create({ title: 'Airport fryers', locationIds: [ids.Airport] });
    const unchanged = await ctx.admin.request({
      method: 'PUT',
      url: `/api/pm-plans/${monthly.id}`,
      payload: monthly,
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    const moved = await ctx.admin.request({
      method: 'PUT',
      url: `/api/pm-plans/${airport.id}`,
      payload: { ...airport, locationIds: [ids.Airport, ids.Downtown] },
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json<ErrorBody>().error).toContain('"Monthly fryer clean"');
    const afterRefusal = await ctx.admin.request({
      method: 'GET',
      url: `/api/pm-plans/${airport.id}`,
    });
    expect(afterRefusal.json<PmPlan>().locationIds).toEqual([ids.Airport]);
    const confirmed = await ctx.admin.request({
      method: 'PUT',
      url: `/api/pm-plans/${airport.id}`,
      payload: { ...airport, locationIds: [ids.Airport, ids.Downtown], confirmOverlap: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });
});

describe('applying a template that overlaps a plan', () => {
  const apply = (payload: object) =>
    ctx.admin.request({
      method: 'POST',
      url: '/api/pm-templates/fryer-boil-out/apply',
      payload,
    });

  it('warns the second time at a shared store, naming the first plan, and applies when confirmed', async () => {
    const first = await apply({ locationIds: [ids.Downtown] });
    expect(first.statusCode, first.body).toBe(201);
    const again = await apply({ locationIds: [ids.Airport, ids.Downtown] });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json<ErrorBody>()).toEqual({
      code: 'PM_PLAN_OVERLAP',
      error:
        'This overlaps the plan "Fryer boil-out": Fryer at Downtown, Every week on Monday at 06:00.',
    });
    expect(await planCount()).toBe(1);
    // Another store only: no warning.
    expect((await apply({ locationIds: [ids.Airport] })).statusCode).toBe(201);
    const confirmed = await apply({ locationIds: [ids.Downtown], confirmOverlap: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(await planCount()).toBe(3);
  });
});
