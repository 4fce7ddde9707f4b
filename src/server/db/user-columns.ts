import type { User } from '#contract/schemas/user.ts';

import { locations, users } from './schema.ts';

// The users table as every repository reads it: one column list (never the password hash)
// and one mapping to the contract's User. The users module writes the table; the auth module reads
// sessions joined with users through it (docs/decisions/021). Select it with
// `.leftJoin(locations, eq(users.locationId, locations.id))`.

export const userColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  role: users.role,
  status: users.status,
  locationId: users.locationId,
  locationName: locations.name,
  homeLocationId: users.homeLocationId,
  email: users.email,
  phone: users.phone,
  mustChangePassword: users.mustChangePassword,
  language: users.language,
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
  homeLocationId: string | null;
  email: string | null;
  phone: string | null;
  mustChangePassword: boolean;
  language: 'en' | 'es' | null;
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
    homeLocationId: row.homeLocationId,
    email: row.email,
    phone: row.phone,
    mustChangePassword: row.mustChangePassword,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}
