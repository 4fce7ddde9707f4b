import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { UserRole, UserStatus } from '#contract/constants.ts';
import type { User } from '#contract/schemas/user.ts';
import type { Database } from '#server/db/database.ts';
import { locations, users } from '#server/db/schema.ts';
import { hashPassword } from '#server/lib/password.ts';
import { createUsersRepository } from '#server/modules/users/users.repository.ts';

export const TEST_PASSWORD = 'test-password';
// Hashing is deliberately slow; tests share one hash of the default password.
let defaultHash: Promise<string> | undefined;

export interface CreateUserOverrides {
  username?: string;
  name?: string;
  password?: string;
  status?: UserStatus;
  /** A store name, for managers. */
  location?: string;
  email?: string;
  /** Hourly cost in cents (decision 037's labour cost); none by default. */
  hourlyCostCents?: number | null;
}

export async function createUser(
  db: Database,
  overrides: CreateUserOverrides & { role: UserRole },
): Promise<User> {
  const username = overrides.username ?? `${overrides.role}-${randomUUID().slice(0, 8)}`;
  defaultHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = overrides.password
    ? await hashPassword(overrides.password)
    : await defaultHash;
  let locationId: string | null = null;
  if (overrides.location) {
    const [location] = await db
      .select()
      .from(locations)
      .where(eq(locations.name, overrides.location));
    if (!location) throw new Error(`no location ${overrides.location}`);
    locationId = location.id;
  }
  const [row] = await db
    .insert(users)
    .values({
      name: overrides.name ?? `Test ${overrides.role} ${username}`,
      username,
      passwordHash,
      role: overrides.role,
      status: overrides.status ?? 'active',
      locationId,
      email: overrides.email ?? null,
      hourlyCostCents: overrides.hourlyCostCents ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert failed');
  const user = await createUsersRepository(db).findById(row.id);
  if (!user) throw new Error('user not found after insert');
  return user;
}
