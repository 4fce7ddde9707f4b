import { eq } from 'drizzle-orm';

import type { Database } from '#server/db/database.ts';
import {
  locations,
  payPeriods,
  timeBreaks,
  timeSessions,
  timesheetApprovals,
  users,
} from '#server/db/schema.ts';

// Decision 035: rows other modules own (pay periods, approvals), and sessions as the time clock leaves
// them, written straight to the database so the corrections tests do not depend on those APIs.

/** A pay period of inclusive business days, locked when `lockedBy` is given. */
export async function insertPayPeriod(
  db: Database,
  values: { startDate: string; endDate: string; lockedBy?: string },
): Promise<string> {
  const [row] = await db
    .insert(payPeriods)
    .values({
      startDate: values.startDate,
      endDate: values.endDate,
      lockedAt: values.lockedBy ? new Date() : null,
      lockedBy: values.lockedBy ?? null,
    })
    .returning({ id: payPeriods.id });
  if (!row) throw new Error('pay period insert failed');
  return row.id;
}

/** An approved week (weekStart: its Sunday) of a user. */
export async function insertApproval(
  db: Database,
  values: { userId: string; weekStart: string; approvedBy: string },
): Promise<void> {
  await db.insert(timesheetApprovals).values(values);
}

/** A punched session, closed when `clockOutTime` is given, with its breaks. */
export async function insertPunchedSession(
  db: Database,
  values: {
    userId: string;
    clockInTime: string;
    clockOutTime?: string;
    notes?: string;
    breaks?: { startTime: string; endTime: string | null }[];
  },
): Promise<string> {
  const clockIn = new Date(values.clockInTime);
  const clockOut = values.clockOutTime ? new Date(values.clockOutTime) : null;
  const [row] = await db
    .insert(timeSessions)
    .values({
      userId: values.userId,
      clockInTime: clockIn,
      clockOutTime: clockOut,
      durationMinutes: clockOut
        ? Math.round((clockOut.getTime() - clockIn.getTime()) / 60_000)
        : null,
      notes: values.notes ?? null,
    })
    .returning({ id: timeSessions.id });
  if (!row) throw new Error('time session insert failed');
  for (const span of values.breaks ?? []) {
    await db.insert(timeBreaks).values({
      sessionId: row.id,
      startTime: new Date(span.startTime),
      endTime: span.endTime ? new Date(span.endTime) : null,
    });
  }
  return row.id;
}

/** Sets a technician's home store (users.home_location_id) by the store's name. */
export async function setHomeStore(db: Database, userId: string, storeName: string): Promise<void> {
  const [store] = await db.select().from(locations).where(eq(locations.name, storeName));
  if (!store) throw new Error(`no store ${storeName}`);
  await db.update(users).set({ homeLocationId: store.id }).where(eq(users.id, userId));
}
