import { afterAll, beforeAll, expect } from 'vitest';

import { seedDemoData } from '#server/db/demo-data.ts';
import { seedInitialData } from '#server/db/seed.ts';

import { createTestDatabase } from './test-database.ts';
import type { TestDatabaseHandle } from './test-database.ts';

/**
 * A test file's database with the demo chain seeded on top of the first-run data: built before
 * the file's tests and closed after them.
 */
export function fileDemoDatabase(): TestDatabaseHandle {
  const database = {} as TestDatabaseHandle;
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase());
    await seedInitialData(database.db, { adminUsername: 'admin', adminPassword: 'demo-password' });
    expect(await seedDemoData(database.db)).toBe(true);
  });
  afterAll(async () => {
    await database.close();
  });
  return database;
}
