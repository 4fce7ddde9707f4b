import { and, asc, eq, isNull, sql } from 'drizzle-orm';

import type { Language } from '#contract/languages.ts';
import type { ManagedUser, User, UserTicketCounts } from '#contract/schemas/user.ts';

import type { Database, Executor } from '../../db/database.ts';
import { locations, users } from '../../db/schema.ts';
import { counted, countedTickets, visibleTicketCounts } from '../../db/ticket-counts.ts';
import { toUser, userColumns } from '../../db/user-columns.ts';

// Serialises changes that could leave the chain without an active admin (architecture §6).
const ADMIN_CHANGES_LOCK_KEY = 7_311_004_402;

interface NewUserValues {
  name: string;
  username: string;
  passwordHash: string;
  role: User['role'];
  status: User['status'];
  locationId: string | null;
  homeLocationId?: string | null;
  email?: string | null;
  phone?: string | null;
  mustChangePassword: boolean;
  hourlyCostCents?: number | null;
  /** Issue 40: the chain's default for new users, or null (their browser's). */
  language?: Language | null;
  createdAt: Date;
}

interface UserChanges {
  name: string;
  role: User['role'];
  status: User['status'];
  locationId: string | null;
  homeLocationId: string | null;
  hourlyCostCents: number | null;
}

// Decision 037: the users API answers admins with the hourly cost; no other read carries it.
const managedUserColumns = { ...userColumns, hourlyCostCents: users.hourlyCostCents };

export function createUsersRepository(db: Database) {
  function selectUsers(executor: Executor = db) {
    return executor
      .select(userColumns)
      .from(users)
      .leftJoin(locations, eq(users.locationId, locations.id))
      .$dynamic();
  }
  async function findById(id: string, executor: Executor = db): Promise<User | undefined> {
    const [row] = await selectUsers(executor).where(eq(users.id, id)).limit(1);
    return row ? toUser(row) : undefined;
  }
  function selectManagedUsers(executor: Executor = db) {
    return executor
      .select(managedUserColumns)
      .from(users)
      .leftJoin(locations, eq(users.locationId, locations.id))
      .$dynamic();
  }
  /** A user with their hourly cost: for the admins' users API only. */
  async function findManaged(
    id: string,
    executor: Executor = db,
  ): Promise<ManagedUser | undefined> {
    const [row] = await selectManagedUsers(executor).where(eq(users.id, id)).limit(1);
    return row ? { ...toUser(row), hourlyCostCents: row.hourlyCostCents } : undefined;
  }
  return {
    findById,
    findManaged,

    /** Every user with their hourly cost, by name (the admins' user manager). */
    async list(executor: Executor = db): Promise<ManagedUser[]> {
      const rows = await selectManagedUsers(executor).orderBy(
        asc(sql`lower(${users.name})`),
        asc(users.id),
      );
      return rows.map((row) => ({ ...toUser(row), hourlyCostCents: row.hourlyCostCents }));
    },

    /**
     * Issue 36: tickets assigned to each user, not completed and in all. Decision 042: summed
     * from the ticket counters the writes keep (a row per assignee and status, among other keys)
     * instead of a join over every ticket.
     */
    async ticketCounts(): Promise<UserTicketCounts[]> {
      const perAssignee = db
        .select({
          assignedTo: sql<string>`${counted.assignedTo}`.as('assigned_to'),
          active: countedTickets(sql`${counted.status} <> 'completed'`).as('active'),
          total: countedTickets().as('total'),
        })
        .from(visibleTicketCounts({ kind: 'all' }))
        .groupBy(counted.assignedTo)
        .as('per_assignee');
      return db
        .select({
          userId: users.id,
          activeTickets: sql<number>`coalesce(${perAssignee.active}, 0)::int`,
          totalTickets: sql<number>`coalesce(${perAssignee.total}, 0)::int`,
        })
        .from(users)
        .leftJoin(perAssignee, eq(perAssignee.assignedTo, users.id))
        .orderBy(asc(users.id));
    },

    async findByUsername(username: string, executor: Executor = db): Promise<User | undefined> {
      const [row] = await selectUsers(executor)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row ? toUser(row) : undefined;
    },

    /** Forgot password: the users a username or an e-mail address names (case-insensitive). */
    async findByUsernameOrEmail(login: string): Promise<User[]> {
      const rows = await selectUsers(db)
        .where(
          sql`lower(${users.username}) = lower(${login}) or lower(${users.email}) = lower(${login})`,
        )
        .limit(5);
      return rows.map(toUser);
    },

    async locationExists(locationId: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.id, locationId))
        .limit(1);
      return row !== undefined;
    },

    /** The new user, or undefined when the username is taken in any letter case. */
    /** Issue 40: a person's own language; `onlyIfUnset` keeps a choice already made. */
    async setLanguage(
      id: string,
      language: Language,
      onlyIfUnset = false,
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .update(users)
        .set({ language })
        .where(onlyIfUnset ? and(eq(users.id, id), isNull(users.language)) : eq(users.id, id));
    },

    async insert(values: NewUserValues, executor: Executor = db): Promise<ManagedUser | undefined> {
      const [row] = await executor
        .insert(users)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: users.id });
      return row ? findManaged(row.id, executor) : undefined;
    },

    async update(
      id: string,
      changes: UserChanges,
      executor: Executor = db,
    ): Promise<ManagedUser | undefined> {
      const [row] = await executor
        .update(users)
        .set(changes)
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return row ? findManaged(row.id, executor) : undefined;
    },

    /** Sessions and certifications go with the user; tickets keep theirs with no name. */
    async remove(id: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },

    /** Takes the transaction-scoped lock under which admin counts stay true until commit. */
    async lockAdminChanges(executor: Executor): Promise<void> {
      await executor.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK_KEY})`);
    },

    async countActiveAdmins(executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
      return row?.count ?? 0;
    },
    /** For a password change: the user's current hash, to verify the current password. */
    async findPasswordHash(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row?.passwordHash;
    },

    /** Sets a new password hash and whether the user must change it at the next sign-in. */
    async setPassword(
      id: string,
      values: { passwordHash: string; mustChangePassword: boolean },
      executor: Executor = db,
    ): Promise<boolean> {
      const rows = await executor
        .update(users)
        .set(values)
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
