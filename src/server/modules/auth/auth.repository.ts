import { and, eq, lt, sql } from 'drizzle-orm';

import type { User } from '#contract/schemas/user.ts';

import type { Database } from '../../db/database.ts';
import { locations, loginAttempts, sessions, users } from '../../db/schema.ts';
import { toUser, userColumns } from '../../db/user-columns.ts';

export interface SessionRecord {
  id: string;
  lastSeenAt: Date;
  expiresAt: Date;
  user: User;
}

export function createAuthRepository(db: Database) {
  return {
    async insertSession(values: {
      id: string;
      userId: string;
      expiresAt: Date;
      now: Date;
      ip: string | null;
      userAgent: string | null;
    }): Promise<void> {
      await db.insert(sessions).values({
        id: values.id,
        userId: values.userId,
        createdAt: values.now,
        lastSeenAt: values.now,
        expiresAt: values.expiresAt,
        ip: values.ip,
        userAgent: values.userAgent,
      });
    },

    /** The session and its user in one query; the role is read fresh on every request. */
    async findSession(id: string): Promise<SessionRecord | undefined> {
      const [row] = await db
        .select({
          ...userColumns,
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(users, eq(sessions.userId, users.id))
        .leftJoin(locations, eq(users.locationId, locations.id))
        .where(eq(sessions.id, id))
        .limit(1);
      if (!row) return undefined;
      const { sessionId, lastSeenAt, expiresAt, ...user } = row;
      return { id: sessionId, lastSeenAt, expiresAt, user: toUser(user) };
    },

    /** For sign-in only: the one place a password hash leaves the users table. */
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

    async touchSession(id: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    },

    async deleteSession(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async deleteSessionsOfUser(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async deleteExpiredSessions(now: Date, idleCutoff: Date): Promise<void> {
      await db
        .delete(sessions)
        .where(sql`${sessions.expiresAt} < ${now} or ${sessions.lastSeenAt} < ${idleCutoff}`);
    },

    /** Failures counted in the key's current window, or 0 when the window has passed. */
    async readFailures(
      key: string,
      windowStart: Date,
    ): Promise<{ failures: number; windowStartedAt: Date } | undefined> {
      const [row] = await db
        .select()
        .from(loginAttempts)
        .where(
          and(eq(loginAttempts.key, key), sql`${loginAttempts.windowStartedAt} >= ${windowStart}`),
        )
        .limit(1);
      return row ? { failures: row.failures, windowStartedAt: row.windowStartedAt } : undefined;
    },

    /** Counts one failure, starting a new window when the old one has passed. */
    async recordFailure(key: string, now: Date, windowStart: Date): Promise<void> {
      await db
        .insert(loginAttempts)
        .values({ key, failures: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            failures: sql`case when ${loginAttempts.windowStartedAt} < ${windowStart} then 1 else ${loginAttempts.failures} + 1 end`,
            windowStartedAt: sql`case when ${loginAttempts.windowStartedAt} < ${windowStart} then ${now} else ${loginAttempts.windowStartedAt} end`,
          },
        });
    },

    async clearFailures(key: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
    },

    async deleteStaleAttempts(windowStart: Date): Promise<void> {
      await db.delete(loginAttempts).where(lt(loginAttempts.windowStartedAt, windowStart));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
