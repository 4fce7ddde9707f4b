import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import type { ErrorBody } from '#contract/errors.ts';
import type { PmPlan, PmTemplate } from '#contract/schemas/pm-plan.ts';
import { pmOccurrences, pmPlanLocations, pmPlans, tickets } from '#server/db/schema.ts';
import { DEFAULT_NOW } from '#tests/helpers/build-test-app.ts';

import { leadTimeProblem, recurrenceProblem } from './recurrence.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 034, part pm-api: the template library and 'Apply to stores'.

const { ctx, ids } = fileTestContext();
beforeEach(async () => {
  ctx.clock.set(DEFAULT_NOW);
  await ctx.database.db.delete(pmOccurrences);
  await ctx.database.db.delete(tickets);
  await ctx.database.db.delete(pmPlans);
});

async function templates(): Promise<PmTemplate[]> {
  const response = await ctx.admin.request({ method: 'GET', url: '/api/pm-templates' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PmTemplate[]>();
}

async function planCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(pmPlans);
  return row?.n ?? 0;
}

describe('the template library', () => {
  it('holds the ten restaurant templates the issue names, each a valid plan to start from', async () => {
    const library = await templates();
    expect(library.map((template) => template.title)).toEqual([
      'Kitchen hood and duct cleaning',
      'Hood fire-suppression inspection',
      'Ice machine clean and sanitise',
      'Grease trap pump-out',
      'Walk-in and reach-in condenser coil cleaning',
      'Fryer boil-out',
      'HVAC filter change',
      'Water filter change',
      'Dish machine deliming',
      'Door gasket inspection',
    ]);
    for (const template of library) {
      const recurrence = {
        rrule: template.rrule,
        startDate: '2026-01-01',
        dueTime: template.dueTime,
      };
      expect(recurrenceProblem(recurrence), template.id).toBeUndefined();
      expect(leadTimeProblem(recurrence, template.leadDays), template.id).toBeUndefined();
      expect(template.checklist.length, template.id).toBeGreaterThanOrEqual(4);
      expect(template.checklist.length, template.id).toBeLessThanOrEqual(8);
      expect(template.recurrenceText, template.id).not.toBe('');
      // Its category is one the chain starts with.
      expect(ids[template.category], template.id).toBeDefined();
    }
  });

  it('reads in Spanish for a Spanish admin (decision 044), and a plan applied from it starts in those words', async () => {
    const english = await templates();
    const spanishAdmin = await ctx.newActor('admin');
    await spanishAdmin.request({ method: 'PATCH', url: '/api/me', payload: { language: 'es' } });
    const response = await spanishAdmin.request({ method: 'GET', url: '/api/pm-templates' });
    const spanish = response.json<PmTemplate[]>();
    expect(spanish.map((template) => template.id)).toEqual(english.map((template) => template.id));
    for (const [index, template] of spanish.entries()) {
      const original = english[index];
      // Every template has its Spanish, step for step; the schedule is the template's own.
      expect(template.title, template.id).not.toBe(original?.title);
      expect(template.description, template.id).not.toBe(original?.description);
      expect(template.checklist, template.id).toHaveLength(original?.checklist.length ?? 0);
      expect(template.checklist, template.id).not.toContain(original?.checklist[0]);
      expect({
        ...template,
        title: '',
        description: '',
        checklist: [],
        recurrenceText: '',
      }).toEqual({
        ...original,
        title: '',
        description: '',
        checklist: [],
        recurrenceText: '',
      });
    }
    expect(spanish.find((template) => template.id === 'fryer-boil-out')?.title).toBe(
      'Hervido de la freidora',
    );

    const applied = await spanishAdmin.request({
      method: 'POST',
      url: '/api/pm-templates/fryer-boil-out/apply',
      payload: { locationIds: [ids.Downtown] },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const [plan] = applied.json<{ plans: PmPlan[] }>().plans;
    const fryer = spanish.find((template) => template.id === 'fryer-boil-out');
    expect(plan?.title).toBe('Hervido de la freidora');
    expect(plan?.checklist.map((item) => item.text)).toEqual(fryer?.checklist);
  });

  it('is for admins only', async () => {
    expect(
      (await ctx.manager.request({ method: 'GET', url: '/api/pm-templates' })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.technician.request({ method: 'GET', url: '/api/pm-templates' })).statusCode,
    ).toBe(403);
    expect((await ctx.anonymous({ method: 'GET', url: '/api/pm-templates' })).statusCode).toBe(401);
  });
});

describe('apply to stores', () => {
  it('creates, in one step, a plan covering the chosen stores as the template says', async () => {
    const technician = ctx.technician.user.id;
    const response = await ctx.admin.request({
      method: 'POST',
      url: '/api/pm-templates/fryer-boil-out/apply',
      payload: {
        locationIds: [ids.Downtown, ids.Airport],
        startDate: '2026-01-05',
        defaultTechnicianId: technician,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { plans } = response.json<{ plans: PmPlan[] }>();
    expect(plans).toHaveLength(1);
    const [plan] = plans;
    const fryer = (await templates()).find((template) => template.id === 'fryer-boil-out');
    expect(plan).toMatchObject({
      title: 'Fryer boil-out',
      scope: 'category',
      category: 'Fryer',
      rrule: fryer?.rrule,
      startDate: '2026-01-05',
      dueTime: fryer?.dueTime,
      leadDays: fryer?.leadDays,
      priority: fryer?.priority,
      estimatedMinutes: fryer?.estimatedMinutes,
      defaultTechnician: { id: technician },
      templateId: 'fryer-boil-out',
      status: 'active',
    });
    expect(plan?.checklist.map((item) => item.text)).toEqual(fryer?.checklist);
    expect(plan?.locations.map((store) => store.name).sort()).toEqual(['Airport', 'Downtown']);
    const listed = await ctx.admin.request({ method: 'GET', url: '/api/pm-plans' });
    expect(listed.json<PmPlan[]>().map((row) => row.id)).toEqual([plan?.id]);
  });

  it('starts today when no start date is given, and makes store-wide plans for store templates', async () => {
    const response = await ctx.admin.request({
      method: 'POST',
      url: '/api/pm-templates/grease-trap-pump-out/apply',
      payload: { locationIds: [ids.Downtown] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [plan] = response.json<{ plans: PmPlan[] }>().plans;
    expect(plan).toMatchObject({
      scope: 'store',
      category: 'Plumbing',
      startDate: '2026-01-06',
      unitCount: 1,
      defaultTechnician: null,
    });
  });

  it('refuses bad input with nothing stored', async () => {
    const cases: [string, unknown, number, string][] = [
      [
        '/api/pm-templates/no-such-template/apply',
        { locationIds: [ids.Downtown] },
        404,
        'Template not found',
      ],
      [
        '/api/pm-templates/fryer-boil-out/apply',
        { locationIds: [] },
        400,
        'Choose at least one store',
      ],
      [
        '/api/pm-templates/fryer-boil-out/apply',
        { locationIds: [ids.Downtown, '00000000-0000-4000-8000-000000000009'] },
        400,
        'Unknown store',
      ],
      [
        '/api/pm-templates/fryer-boil-out/apply',
        { locationIds: [ids.Downtown], defaultTechnicianId: ctx.manager.user.id },
        400,
        'Default technician must be an active technician',
      ],
    ];
    for (const [url, payload, status, message] of cases) {
      const response = await ctx.admin.request({ method: 'POST', url, payload: payload as object });
      expect(response.statusCode, url).toBe(status);
      const body = response.json<ErrorBody>();
      expect(
        [body.error, ...(body.issues ?? []).map((issue) => issue.message)].join(' | '),
      ).toContain(message);
    }
    expect(await planCount()).toBe(0);
    const [stores] = await ctx.database.db.select({ n: count() }).from(pmPlanLocations);
    expect(stores?.n).toBe(0);
  });

  it('refuses managers and technicians', async () => {
    for (const actor of [ctx.manager, ctx.technician]) {
      const response = await actor.request({
        method: 'POST',
        url: '/api/pm-templates/fryer-boil-out/apply',
        payload: { locationIds: [ids.Downtown] },
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await planCount()).toBe(0);
  });
});
