import { eq, sql } from 'drizzle-orm';

import { categories, locations, pmPlanLocations, pmPlans } from '#server/db/schema.ts';
import type { TestApp } from './build-test-app.ts';

// PM plans inserted straight into the tables (decision 034) for generation tests, until the pm-api
// routes exist.

export interface PlanDraft {
  title?: string;
  description?: string | null;
  scope?: 'equipment' | 'category' | 'store';
  equipmentId?: string | null;
  category?: string;
  /** Store names (a 'category' or 'store' plan). */
  stores?: string[];
  rrule?: string;
  startDate?: string;
  dueTime?: string;
  leadDays?: number;
  priority?: 'low' | 'medium' | 'urgent';
  defaultTechnicianId?: string | null;
  estimatedMinutes?: number;
  checklist?: string[];
  effectiveFrom?: Date;
}

async function idByName(
  testApp: TestApp,
  table: typeof locations | typeof categories,
  name: string,
): Promise<string> {
  const [row] = await testApp.database.db
    .select({ id: table.id })
    .from(table)
    .where(eq(sql`lower(${table.name})`, name.toLowerCase()));
  if (!row) throw new Error(`unknown ${name} in a test plan`);
  return row.id;
}

export async function insertPlan(testApp: TestApp, draft: PlanDraft = {}): Promise<string> {
  const db = testApp.database.db;
  const scope = draft.scope ?? 'store';
  const [plan] = await db
    .insert(pmPlans)
    .values({
      title: draft.title ?? 'Hood cleaning',
      description: draft.description ?? null,
      scope,
      equipmentId: draft.equipmentId ?? null,
      categoryId: await idByName(testApp, categories, draft.category ?? 'Fryer'),
      rrule: draft.rrule ?? 'FREQ=DAILY',
      startDate: draft.startDate ?? '2026-01-01',
      dueTime: draft.dueTime ?? '06:00',
      leadDays: draft.leadDays ?? 0,
      priority: draft.priority ?? 'medium',
      defaultTechnicianId: draft.defaultTechnicianId ?? null,
      estimatedMinutes: draft.estimatedMinutes ?? 60,
      checklist: (draft.checklist ?? []).map((text, index) => ({
        id: `item-${String(index)}`,
        text,
      })),
      effectiveFrom: draft.effectiveFrom ?? testApp.clock.now(),
    })
    .returning({ id: pmPlans.id });
  if (!plan) throw new Error('plan not inserted');
  if (scope !== 'equipment') {
    for (const store of draft.stores ?? ['Downtown']) {
      await db
        .insert(pmPlanLocations)
        .values({ planId: plan.id, locationId: await idByName(testApp, locations, store) });
    }
  }
  return plan.id;
}

/** Pause, resume or edit as the plans API will: resume and edit restart from now (decision 034). */
export async function updatePlan(
  testApp: TestApp,
  planId: string,
  changes: Partial<typeof pmPlans.$inferInsert>,
): Promise<void> {
  await testApp.database.db.update(pmPlans).set(changes).where(eq(pmPlans.id, planId));
}

/** The body of POST /api/pm-plans for a weekly fryer boil-out at one store (API tests). */
export function weeklyFryerPlanBody(ids: { categoryId: string; locationId: string }) {
  return {
    title: 'Fryer boil-out',
    scope: 'category',
    categoryId: ids.categoryId,
    locationIds: [ids.locationId],
    rrule: 'FREQ=WEEKLY;BYDAY=MO',
    startDate: '2026-01-05',
    dueTime: '06:00',
    leadDays: 1,
    priority: 'low',
    estimatedMinutes: 60,
  } as const;
}
