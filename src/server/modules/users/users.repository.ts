import { eq, sql } from 'drizzle-orm';

import type { User } from '#contract/schemas/user.ts';

import type { Database } from '../../db/database.ts';
import { locations, users } from '../../db/schema.ts';

const userColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  role: users.role,
  status: users.status,
  locationId: users.locationId,
  locationName: locations.name,
  email: users.email,
  phone: users.phone,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
};

export interface UserRow {
  id: string;
  name: string;
  username: string;
  role: User['role'];
  status: User['status'];
  locationId: string | null;
  locationName: string | null;
  email: string | null;
  phone: string | null;
  mustChangePassword: boolean;
  createdAt: Date;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    role: row.role,
    status: row.status,
    locationId: row.locationId,
    locationName: row.locationName,
    email: row.email,
    phone: row.phone,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createUsersRepository(db: Database) {
  function selectUsers() {
    return db.select(userColumns).from(users).leftJoin(locations, eq(users.locationId, locations.id));
  }
  return {
    async findById(id: string): Promise<User | undefined> {
      const [row] = await selectUsers().where(eq(users.id, id)).limit(1);
      return row ? toUser(row) : undefined;
    },
    /** For sign-in only: the one place a password hash leaves the table. */
    async findCredentialsByUsername(
      username: string,
    ): Promise<{ user: User; passwordHash: string } | undefined> {
      const [row] = await db
        .select({ ...userColumns, passwordHash: users.passwordHash })
        .from(users)
        .leftJoin(locations, eq(users.locationId, locations.id))
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      if (!row) return undefined;
      const { passwordHash, ...rest } = row;
      return { user: toUser(rest), passwordHash };
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
