import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '#tests/helpers/test-database.ts';
import type { TestDatabaseHandle } from '#tests/helpers/test-database.ts';

import { seedDemoData } from './demo-data.ts';
import { locations, timeSessions, users } from './schema.ts';
import { seedInitialData } from './seed.ts';

// Issue 16, decision 030: the demo chain's time report never counts a minute twice.

let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedInitialData(database.db, { adminUsername: 'admin', adminPassword: 'demo-password' });
  expect(await seedDemoData(database.db)).toBe(true);
});
afterAll(async () => {
  await database.close();
});

describe('the demo chain', () => {
  it('has no two sessions of one person sharing a minute, and durations match the times', async () => {
    const rows = await database.db.select().from(timeSessions);
    expect(rows.length).toBeGreaterThan(20);
    for (const [index, a] of rows.entries()) {
      if (a.clockOutTime) {
        expect(a.durationMinutes).toBe(
          Math.round((a.clockOutTime.getTime() - a.clockInTime.getTime()) / 60_000),
        );
      }
      for (const b of rows.slice(index + 1)) {
        if (a.userId !== b.userId) continue;
        const endA = a.clockOutTime?.getTime() ?? Infinity;
        const endB = b.clockOutTime?.getTime() ?? Infinity;
        expect(a.clockInTime.getTime() < endB && b.clockInTime.getTime() < endA).toBe(false);
      }
    }
  });

  it('gives each technician a home store', async () => {
    const stores = await database.db.select().from(locations);
    const storeName = (id: string | null) => stores.find((store) => store.id === id)?.name;
    const technicians = (await database.db.select().from(users)).filter(
      (user) => user.role === 'technician',
    );
    expect(
      Object.fromEntries(
        technicians.map((user) => [user.username, storeName(user.homeLocationId)]),
      ),
    ).toEqual({ tech: 'Downtown', maria: 'Mall Location', sam: 'Airport' });
  });
});
