import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';

import type { User } from '#contract/schemas/user.ts';

import type { Database, Executor } from '../../db/database.ts';
import { locations, loginAttempts, passwordResetTokens, sessions, users } from '../../db/schema.ts';
import { toUser, userColumns } from '../../db/user-columns.ts';

interface SessionRecord {
  id: string;
  lastSeenAt: Date;
  expiresAt: Date;
  user: User;
}

export function createAuthRepository(db: Database) {
  // Every signed-in request reads its session: the statement is built by Drizzle once, not per
  // request (issue 37).
  const sessionById = db
    .select({
      ...userColumns,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .leftJoin(locations, eq(users.locationId, locations.id))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_by_id');

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
      const [row] = await sessionById.execute({ id });
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

    /** Answers whose session it was, or undefined when there was none. */
    async deleteSession(id: string): Promise<string | undefined> {
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.id, id))
        .returning({ userId: sessions.userId });
      return row?.userId;
    },

    async deleteSessionsOfUser(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** After a password change: every other session of the user ends, this one stays. */
    async deleteOtherSessionsOfUser(userId: string, keepId: string): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
    },

    async insertResetToken(
      values: { id: string; userId: string; expiresAt: Date; now: Date },
      executor: Executor = db,
    ): Promise<void> {
      await executor.insert(passwordResetTokens).values({
        id: values.id,
        userId: values.userId,
        expiresAt: values.expiresAt,
        createdAt: values.now,
      });
    },

    /** Uses a reset token once: answers its user when it was unused and unexpired, atomically. */
    async consumeResetToken(
      id: string,
      now: Date,
      executor: Executor,
    ): Promise<string | undefined> {
      const [row] = await executor
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.id, id),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },

    /** After a reset, the user's other links stop working. */
    async deleteResetTokensOfUser(userId: string, executor: Executor): Promise<void> {
      await executor.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    },

    async deleteExpiredSessions(now: Date, idleCutoff: Date): Promise<void> {
      await db
        .delete(sessions)
        .where(sql`${sessions.expiresAt} < ${now} or ${sessions.lastSeenAt} < ${idleCutoff}`);
    },

    /**
     * Counts one attempt against the key and answers the count so far, in one statement: the
     * count a caller checks already includes its own attempt, so parallel attempts cannot all
     * read the same old count (decision 012: 40 parallel guesses let 17 through a limit of 10).
     * A window that has passed starts again at 1; it has passed once its length has (the moment
     * its Retry-After named is in the next window, not the last second of this one).
     */
    async countAttempt(
      key: string,
      now: Date,
      windowStart: Date,
      executor: Executor = db,
    ): Promise<{ attempts: number; windowStartedAt: Date }> {
      const [row] = await executor
        .insert(loginAttempts)
        .values({ key, failures: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            failures: sql`case when ${loginAttempts.windowStartedAt} <= ${windowStart} then 1 else ${loginAttempts.failures} + 1 end`,
            windowStartedAt: sql`case when ${loginAttempts.windowStartedAt} <= ${windowStart} then ${now} else ${loginAttempts.windowStartedAt} end`,
          },
        })
        .returning({
          attempts: loginAttempts.failures,
          windowStartedAt: loginAttempts.windowStartedAt,
        });
      if (!row) throw new Error('counting a sign-in attempt returned no row');
      return row;
    },

    /**
     * Marks `key` as seen now: the sign-in limiter marks each username an address was admitted to
     * try (decision 039), and again at each right password.
     */
    async markAttempt(key: string, now: Date, executor: Executor = db): Promise<void> {
      await executor
        .insert(loginAttempts)
        .values({ key, failures: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: { failures: 1, windowStartedAt: now },
        });
    },

    /** Whether `key` was marked after `since`. */
    async isMarkedSince(key: string, since: Date, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .select({ key: loginAttempts.key })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.key, key), gt(loginAttempts.windowStartedAt, since)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Holds the address's new-username check until the caller's transaction ends: parallel first
     * attempts at one username from one address are judged one after the other, so exactly one of
     * them counts it among the address's usernames and the others find it admitted.
     */
    async lockAddressUsernames(key: string, executor: Executor): Promise<void> {
      await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}::text, 0))`);
    },

    /** Takes back one counted attempt that turned out not to be a failure. */
    async uncountAttempt(key: string): Promise<void> {
      await db
        .update(loginAttempts)
        .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
        .where(eq(loginAttempts.key, key));
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
