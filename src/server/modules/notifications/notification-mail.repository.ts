import { DEFAULT_LANGUAGE } from '#contract/languages.ts';
import type { Language } from '#contract/languages.ts';
import { randomBytes } from 'node:crypto';

import { and, desc, eq, exists, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

import type { FailedMail, NotificationKind } from '#contract/schemas/notification.ts';

import type { Database, Executor } from '../../db/database.ts';
import { jobs, notifications, notificationSettings, users } from '../../db/schema.ts';

// The e-mail side of notifications (decision 032): who can be mailed, the mail state of stored
// notifications, unsubscribe tokens, the daily digest's claim and the outbox's failed jobs.

/** The outbox's job kind: its payload is the fully rendered mail (a MailMessage). */
export const NOTIFICATION_MAIL_JOB = 'notification.mail';

export interface MailRecipient {
  userId: string;
  email: string | null;
  active: boolean;
  /** Per-kind e-mail switches as stored; a kind missing from it is on. */
  emailKinds: Record<string, boolean>;
  dailyDigest: boolean;
  /** Null while the user has no settings row (they never changed anything). */
  unsubscribeToken: string | null;
  /** Issue 40: the language their e-mails are written in. */
  language: Language;
}

/** A recipient from a user's row and their settings row (absent: never changed a setting). */
export function mailRecipientOf(row: {
  userId: string;
  email?: string | null;
  active: boolean;
  emailKinds?: Record<string, boolean> | null;
  dailyDigest?: boolean | null;
  unsubscribeToken?: string | null;
  language?: Language | null;
}): MailRecipient {
  return {
    userId: row.userId,
    email: row.email?.trim() ? row.email.trim() : null,
    active: row.active,
    emailKinds: row.emailKinds ?? {},
    dailyDigest: row.dailyDigest ?? false,
    unsubscribeToken: row.unsubscribeToken ?? null,
    language: row.language ?? DEFAULT_LANGUAGE,
  };
}

export type MailState = 'none' | 'queued' | 'digest' | 'digested';

export function newUnsubscribeToken(): string {
  return randomBytes(24).toString('base64url');
}

export function createNotificationMailRepository(db: Database) {
  return {
    /** Every recipient's address, status and settings in one query. */
    async recipients(userIds: string[], executor: Executor = db): Promise<MailRecipient[]> {
      if (userIds.length === 0) return [];
      const rows = await executor
        .select({
          userId: users.id,
          email: users.email,
          status: users.status,
          emailKinds: notificationSettings.emailKinds,
          dailyDigest: notificationSettings.dailyDigest,
          unsubscribeToken: notificationSettings.unsubscribeToken,
          language: users.language,
        })
        .from(users)
        .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
        .where(inArray(users.id, userIds));
      return rows.map((row) => mailRecipientOf({ ...row, active: row.status === 'active' }));
    },

    /**
     * Gives these users a settings row (defaults and a fresh unsubscribe token) where they have
     * none, and answers each one's token (another transaction may have just created the row).
     */
    async ensureUnsubscribeTokens(
      userIds: string[],
      executor: Executor = db,
    ): Promise<Map<string, string>> {
      if (userIds.length > 0) {
        await executor
          .insert(notificationSettings)
          .values(userIds.map((userId) => ({ userId, unsubscribeToken: newUnsubscribeToken() })))
          .onConflictDoNothing({ target: notificationSettings.userId });
      }
      const rows =
        userIds.length === 0
          ? []
          : await executor
              .select({
                userId: notificationSettings.userId,
                token: notificationSettings.unsubscribeToken,
              })
              .from(notificationSettings)
              .where(inArray(notificationSettings.userId, userIds));
      return new Map(rows.map((row) => [row.userId, row.token]));
    },

    async setMailState(ids: string[], state: MailState, executor: Executor = db): Promise<void> {
      if (ids.length === 0) return;
      await executor
        .update(notifications)
        .set({ mailState: state })
        .where(inArray(notifications.id, ids));
    },

    /** Turns one kind's e-mail off for the owner of the token; false for an unknown token. */
    async unsubscribe(token: string, kind: NotificationKind, now: Date): Promise<boolean> {
      const rows = await db
        .update(notificationSettings)
        .set({
          emailKinds: sql`${notificationSettings.emailKinds} || jsonb_build_object(${kind}::text, false)`,
          updatedAt: now,
        })
        .where(eq(notificationSettings.unsubscribeToken, token))
        .returning({ userId: notificationSettings.userId });
      return rows.length > 0;
    },

    /**
     * Claims the users whose digest is due: daily digest on, an address, active, something
     * waiting, and no digest since `dayStart`. Setting `last_digest_at` in the same statement is
     * the claim: a second instance running the same update waits for the row and then no longer
     * matches it, so each digest is sent once.
     */
    async claimDueDigests(dayStart: Date, now: Date, executor: Executor) {
      return executor
        .update(notificationSettings)
        .set({ lastDigestAt: now })
        .where(
          and(
            eq(notificationSettings.dailyDigest, true),
            or(
              isNull(notificationSettings.lastDigestAt),
              lt(notificationSettings.lastDigestAt, dayStart),
            ),
            exists(
              executor
                .select({ one: sql`1` })
                .from(notifications)
                .where(
                  and(
                    eq(notifications.userId, notificationSettings.userId),
                    eq(notifications.mailState, 'digest'),
                  ),
                ),
            ),
            exists(
              executor
                .select({ one: sql`1` })
                .from(users)
                .where(
                  and(
                    eq(users.id, notificationSettings.userId),
                    eq(users.status, 'active'),
                    isNotNull(users.email),
                    gt(sql`length(trim(${users.email}))`, 0),
                  ),
                ),
            ),
          ),
        )
        .returning({
          userId: notificationSettings.userId,
          token: notificationSettings.unsubscribeToken,
        });
    },

    /** A user's notifications waiting for the digest, newest first, with the address to send to. */
    async digestItems(userId: string, executor: Executor) {
      return executor
        .select({
          id: notifications.id,
          kind: notifications.kind,
          text: notifications.text,
          link: notifications.link,
          email: users.email,
          language: users.language,
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(and(eq(notifications.userId, userId), eq(notifications.mailState, 'digest')))
        .orderBy(desc(notifications.seq))
        .for('update', { of: notifications });
    },

    /** The outbox's mails that were given up on, newest first. */
    async failedMail(limit: number): Promise<FailedMail[]> {
      const rows = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, NOTIFICATION_MAIL_JOB), eq(jobs.status, 'failed')))
        .orderBy(desc(jobs.finishedAt), desc(jobs.createdAt))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        to: typeof row.payload.to === 'string' ? row.payload.to : '',
        subject: typeof row.payload.subject === 'string' ? row.payload.subject : '',
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        failedAt: (row.finishedAt ?? row.createdAt).toISOString(),
      }));
    },
  };
}

export type NotificationMailRepository = ReturnType<typeof createNotificationMailRepository>;
