import { eq, sql } from 'drizzle-orm';

import { categories, equipment, locations } from '#server/db/schema.ts';
import { newShortCode } from '#server/modules/equipment/short-code.ts';
import type { TestApp } from './build-test-app.ts';

// Units inserted straight into the register (decision 033) for tests of what reads or follows them.

export interface UnitDraft {
  name: string;
  location?: string;
  category?: string;
  status?: 'in-service' | 'down' | 'retired';
  installDate?: string | null;
  warrantyEndDate?: string | null;
}

export interface TestUnit {
  id: string;
  name: string;
  locationId: string;
  categoryId: string;
  shortCode: string;
}

export async function insertUnit(testApp: TestApp, draft: UnitDraft): Promise<TestUnit> {
  const db = testApp.database.db;
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(sql`lower(${locations.name})`, (draft.location ?? 'Downtown').toLowerCase()));
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(sql`lower(${categories.name})`, (draft.category ?? 'Fryer').toLowerCase()));
  if (!location || !category) throw new Error('unknown store or category in a test unit');
  const [row] = await db
    .insert(equipment)
    .values({
      shortCode: newShortCode(),
      locationId: location.id,
      categoryId: category.id,
      name: draft.name,
      status: draft.status ?? 'in-service',
      installDate: draft.installDate ?? null,
      warrantyEndDate: draft.warrantyEndDate ?? null,
      retiredAt: draft.status === 'retired' ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('unit not inserted');
  return {
    id: row.id,
    name: row.name,
    locationId: row.locationId,
    categoryId: row.categoryId,
    shortCode: row.shortCode,
  };
}

export async function unitStatus(testApp: TestApp, id: string): Promise<string | undefined> {
  const [row] = await testApp.database.db
    .select({ status: equipment.status })
    .from(equipment)
    .where(eq(equipment.id, id));
  return row?.status;
}
