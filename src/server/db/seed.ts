import { sql } from 'drizzle-orm';

import { DEFAULT_CATEGORIES, DEFAULT_LOCATIONS } from '#contract/constants.ts';

import { generatePassword, hashPassword } from '../lib/password.ts';
import type { Database } from './database.ts';
import { categories, locations, users } from './schema.ts';

interface SeedResult {
  /** Set when the first admin was created with a generated password, to be printed once. */
  generatedAdminPassword: string | undefined;
  createdAdmin: boolean;
}

/**
 * First start on an empty database: the first admin plus the spec's default locations and
 * categories (product rules §9, architecture §1). Nothing else is invented. Runs in one transaction under an
 * advisory lock so instances starting together seed once.
 */
export async function seedInitialData(
  db: Database,
  options: { adminUsername: string; adminPassword: string | undefined },
): Promise<SeedResult> {
  const password = options.adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7311004212)`);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if ((row?.count ?? 0) > 0) return { generatedAdminPassword: undefined, createdAdmin: false };
    await tx.insert(users).values({
      name: 'Administrator',
      username: options.adminUsername,
      passwordHash,
      role: 'admin',
      status: 'active',
    });
    await tx.insert(locations).values(DEFAULT_LOCATIONS.map((location) => ({ ...location })));
    await tx.insert(categories).values(DEFAULT_CATEGORIES.map((category) => ({ ...category })));
    return {
      generatedAdminPassword: options.adminPassword ? undefined : password,
      createdAdmin: true,
    };
  });
}
