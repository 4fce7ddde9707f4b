import { randomBytes } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';

import {
  categories,
  dispatches,
  dispatchVisits,
  locations,
  tickets,
  timeSessions,
  vendors,
  vendorSettings,
} from '#server/db/schema.ts';
import type { TestApp } from './build-test-app.ts';
import { insertUnit as insertRegisterUnit } from './equipment-fixtures.ts';
import { createUser } from './factories.ts';

// Decision 037: vendors, dispatches, invoices and time written straight into the tables, for tests of
// what reads them (costs, the spend report, the scorecard) without the vendor and dispatch modules.

type DispatchStatus = NonNullable<(typeof dispatches.$inferInsert)['status']>;

/** The id of a store or category by its name, in any case. */
export async function idOf(
  testApp: TestApp,
  table: typeof locations | typeof categories,
  name: string,
) {
  const [row] = await testApp.database.db
    .select({ id: table.id })
    .from(table)
    .where(eq(sql`lower(${table.name})`, name.toLowerCase()));
  if (!row) throw new Error(`unknown ${name}`);
  return row.id;
}

export const storeId = (testApp: TestApp, name: string) => idOf(testApp, locations, name);
export const categoryId = (testApp: TestApp, name: string) => idOf(testApp, categories, name);

/** A technician with an hourly cost in cents (null: none set). */
export async function insertWorker(
  testApp: TestApp,
  name: string,
  hourlyCostCents: number | null,
): Promise<string> {
  const user = await createUser(testApp.database.db, {
    role: 'technician',
    name,
    hourlyCostCents,
  });
  return user.id;
}

export async function insertUnit(
  testApp: TestApp,
  draft: { name: string; store: string; category: string },
): Promise<string> {
  const unit = await insertRegisterUnit(testApp, {
    name: draft.name,
    location: draft.store,
    category: draft.category,
  });
  return unit.id;
}

export async function insertTicket(
  testApp: TestApp,
  draft: { title: string; store: string; category: string; equipmentId?: string },
): Promise<string> {
  const [row] = await testApp.database.db
    .insert(tickets)
    .values({
      title: draft.title,
      description: 'Repair.',
      locationId: await storeId(testApp, draft.store),
      categoryId: await categoryId(testApp, draft.category),
      equipmentId: draft.equipmentId ?? null,
      status: 'in-progress',
    })
    .returning({ id: tickets.id });
  if (!row) throw new Error('ticket not inserted');
  return row.id;
}

/** A closed session of `minutes` worked from `clockIn`. */
export async function insertSession(
  testApp: TestApp,
  draft: { userId: string; ticketId: string; clockIn: string; minutes: number },
): Promise<void> {
  const clockIn = new Date(draft.clockIn);
  await testApp.database.db.insert(timeSessions).values({
    userId: draft.userId,
    ticketId: draft.ticketId,
    clockInTime: clockIn,
    clockOutTime: new Date(clockIn.getTime() + draft.minutes * 60_000),
    durationMinutes: draft.minutes,
  });
}

export async function insertVendor(testApp: TestApp, name: string): Promise<string> {
  const [row] = await testApp.database.db
    .insert(vendors)
    .values({ name })
    .returning({ id: vendors.id });
  if (!row) throw new Error('vendor not inserted');
  return row.id;
}

export interface DispatchDraft {
  ticketId: string;
  vendorId: string;
  status: DispatchStatus;
  nteCents?: number;
  sentAt: string;
  dueBy?: string;
  acceptedAt?: string;
  declinedAt?: string;
  invoiceCents?: number;
  invoicedAt?: string;
  approvedAt?: string;
  /** Check-in and check-out instants of each visit. */
  visits?: { in: string; out?: string }[];
}

export async function insertDispatch(testApp: TestApp, draft: DispatchDraft): Promise<string> {
  const db = testApp.database.db;
  const at = (value: string | undefined) => (value === undefined ? null : new Date(value));
  const [row] = await db
    .insert(dispatches)
    .values({
      ticketId: draft.ticketId,
      vendorId: draft.vendorId,
      status: draft.status,
      nteCents: draft.nteCents ?? 50_000,
      dueBy: new Date(draft.dueBy ?? draft.sentAt),
      portalTokenHash: randomBytes(32).toString('hex'),
      sentAt: new Date(draft.sentAt),
      acceptedAt: at(draft.acceptedAt),
      declinedAt: at(draft.declinedAt),
      invoiceNumber: draft.invoiceCents === undefined ? null : `INV-${String(draft.invoiceCents)}`,
      invoiceCents: draft.invoiceCents ?? null,
      invoicedAt: at(draft.invoicedAt ?? draft.approvedAt),
      approvedAt: at(draft.approvedAt),
    })
    .returning({ id: dispatches.id });
  if (!row) throw new Error('dispatch not inserted');
  for (const visit of draft.visits ?? []) {
    await db.insert(dispatchVisits).values({
      dispatchId: row.id,
      checkedInAt: new Date(visit.in),
      checkedOutAt: at(visit.out),
      outcome: visit.out === undefined ? null : 'work-done',
    });
  }
  return row.id;
}

export async function setCurrency(testApp: TestApp, currency: string): Promise<void> {
  await testApp.database.db
    .insert(vendorSettings)
    .values({ id: 1, currency })
    .onConflictDoUpdate({ target: vendorSettings.id, set: { currency } });
}
