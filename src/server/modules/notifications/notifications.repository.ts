import { and, count, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';

import type { Language } from '#contract/languages.ts';
import type { NotificationKind } from '#contract/schemas/notification.ts';

import type { Database, Executor } from '../../db/database.ts';
import {
  certifications,
  dispatches,
  vendorCoverage,
  vendors,
  notificationSettings,
  notifications,
  ticketComments,
  tickets,
  timeSessions,
  users,
} from '../../db/schema.ts';
import {
  mailRecipientOf,
  type MailRecipient,
  type MailState,
} from './notification-mail.repository.ts';
import type { Candidate, CandidateQuery, TicketFacts } from './notification-recipients.ts';
import {
  readNotifications,
  type NotificationWithSeq,
  type StoredNotification,
} from './notification-rows.repository.ts';

// Storage of the notifications module: who may be told (ticket facts and candidate users), the
// insert, read state and settings, and what the scheduled checks look for.

export interface NewNotification {
  /** Chosen by the caller when the outbox must know it before the insert. */
  id?: string;
  userId: string;
  kind: NotificationKind;
  text: string;
  link: string;
  ticketId: string | null;
  actorId: string | null;
  dedupeKey: string | null;
  /** Set when the outbox planned the row's mail before the insert (default 'none'). */
  mailState?: MailState;
  createdAt: Date;
}

interface StoredSettings {
  emailKinds: Record<string, boolean>;
  dailyDigest: boolean;
  unsubscribeToken: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user's settings row: the kinds mailed, the digest choice and the unsubscribe token. */
function selectSettings(userId: string, executor: Executor) {
  return executor
    .select({
      emailKinds: notificationSettings.emailKinds,
      dailyDigest: notificationSettings.dailyDigest,
      unsubscribeToken: notificationSettings.unsubscribeToken,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .$dynamic();
}

export function createNotificationsRepository(db: Database) {
  return {
    /**
     * In one query, as an activity lookup (it rides in the entry's own insert): the ticket as it
     * is now (with the actor's name and, for a comment entry, the comment's body) and the active
     * users the entry's rules may tell, a row each, `withMail` with their address and e-mail
     * settings (for the outbox). No candidate means nobody is told, so then there is no query at
     * all. `factsAndCandidatesOf` reads the answer.
     */
    factsAndCandidatesLookup(
      ticketId: string,
      actorId: string | null,
      commentId: string | undefined,
      query: CandidateQuery,
      withMail: boolean,
    ): SQL | undefined {
      const validComment = commentId && UUID_PATTERN.test(commentId) ? commentId : undefined;
      const commented = sql`exists (select 1 from ${ticketComments} where ${ticketComments.ticketId} = ${tickets.id} and ${ticketComments.authorId} = ${users.id})`;
      const conditions: SQL[] = [];
      if (query.admins) conditions.push(eq(users.role, 'admin'));
      if (query.storeManagers) {
        conditions.push(
          sql`(${users.role} = 'manager' and ${users.locationId} = ${tickets.locationId})`,
        );
      }
      if (query.submitter) conditions.push(eq(users.id, tickets.submittedBy));
      if (query.assignee) conditions.push(eq(users.id, tickets.assignedTo));
      if (query.commenters) conditions.push(commented);
      if (query.ids.length > 0) conditions.push(inArray(users.id, query.ids));
      if (conditions.length === 0) return undefined;
      const actorName = actorId
        ? sql`(select ${users.name} from ${users} where ${users.id} = ${actorId})`
        : sql`null::text`;
      const nextVendor = query.nextVendor
        ? sql`(select ${vendorCoverage.rank} || ':' || ${vendors.name} from ${vendorCoverage} join ${vendors} on ${vendors.id} = ${vendorCoverage.vendorId} where ${vendorCoverage.locationId} = ${tickets.locationId} and ${vendorCoverage.categoryId} = ${tickets.categoryId} and ${vendors.active} and ${vendors.id} not in (select ${dispatches.vendorId} from ${dispatches} where ${dispatches.ticketId} = ${tickets.id}) order by ${vendorCoverage.rank}, ${vendors.name} limit 1)`
        : sql`null::text`;
      const commentBody = validComment
        ? sql`(select ${ticketComments.body} from ${ticketComments} where ${ticketComments.id} = ${validComment})`
        : sql`null::text`;
      return sql`select ${tickets.id} as "id", ${tickets.ticketNumber} as "ticketNumber",
        ${tickets.title} as "title", ${tickets.status} as "status", ${tickets.priority} as "priority",
        ${tickets.locationId} as "locationId", ${tickets.submittedBy} as "submittedBy",
        ${tickets.assignedTo} as "assignedTo", ${actorName} as "actorName",
        ${nextVendor} as "nextVendor", ${commentBody} as "commentBody",
        ${users.id} as "userId", ${users.role} as "role", ${users.locationId} as "userLocationId",
        ${query.commenters ? commented : sql`false`} as "isCommenter"${
          withMail
            ? sql`, ${users.email} as "email", ${notificationSettings.emailKinds} as "emailKinds",
        ${notificationSettings.dailyDigest} as "dailyDigest",
        ${notificationSettings.unsubscribeToken} as "unsubscribeToken",
        ${users.language} as "language"`
            : sql``
        }
        from ${tickets} join ${users} on ${users.status} = 'active' and (${sql.join(conditions, sql` or `)})${
          withMail
            ? sql` left join ${notificationSettings} on ${notificationSettings.userId} = ${users.id}`
            : sql``
        }
        where ${tickets.id} = ${ticketId}`;
    },

    /**
     * The ticket's facts and the candidates from `factsAndCandidatesLookup`'s rows, and with
     * `withMail` each candidate's e-mail settings as the outbox reads them.
     */
    factsAndCandidatesOf(
      found: unknown[],
    ):
      | { facts: TicketFacts; candidates: Candidate[]; recipients: Map<string, MailRecipient> }
      | undefined {
      const rows = found as (TicketFacts & {
        userId: string;
        role: Candidate['role'];
        userLocationId: string | null;
        isCommenter: boolean;
        email?: string | null;
        emailKinds?: Record<string, boolean> | null;
        dailyDigest?: boolean | null;
        unsubscribeToken?: string | null;
        language?: Language | null;
      })[];
      const [first] = rows;
      if (!first) return undefined;
      const {
        userId: _u,
        role: _r,
        userLocationId: _l,
        isCommenter: _c,
        email: _e,
        emailKinds: _k,
        dailyDigest: _d,
        unsubscribeToken: _t,
        language: _lang,
        ...facts
      } = first;
      return {
        facts,
        candidates: rows.map((row) => ({
          id: row.userId,
          role: row.role,
          locationId: row.userLocationId,
          isCommenter: row.isCommenter,
        })),
        // Only active users are candidates.
        recipients: new Map(
          rows.map((row) => [row.userId, mailRecipientOf({ ...row, active: true })]),
        ),
      };
    },

    /** The active admins' ids (signups, certifications, sessions). */
    async activeAdminIds(executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
      return rows.map((row) => row.id);
    },

    /**
     * Stores notifications in one statement. A row whose (user, dedupe key) already exists is
     * skipped, so only the rows actually stored are answered (and mailed and published).
     */
    /**
     * Stores the rows (a dedupe key already stored skips its row). `announcement`, the bus event
     * telling the recipients, rides in the insert's RETURNING: sent only if a row was stored, with
     * no round trip of its own.
     */
    /**
     * Stores notifications; answers those stored (a dedupe key already used skips its row).
     * `announcement` rides in the RETURNING, and `alongside` (a data-modifying statement: the
     * outbox's jobs) in a CTE of the same statement, so neither costs a round trip.
     */
    async insert(
      rows: NewNotification[],
      executor: Executor = db,
      announcement?: SQL,
      alongside?: SQL,
    ): Promise<StoredNotification[]> {
      if (rows.length === 0) return [];
      const builder = alongside
        ? executor.with(executor.$with('alongside', {}).as(alongside))
        : executor;
      const stored = await builder
        .insert(notifications)
        .values(rows)
        .onConflictDoNothing()
        .returning({
          id: notifications.id,
          seq: notifications.seq,
          userId: notifications.userId,
          kind: notifications.kind,
          text: notifications.text,
          link: notifications.link,
          ticketId: notifications.ticketId,
          createdAt: notifications.createdAt,
          ...(announcement ? { announced: announcement } : {}),
        });
      return stored.map((row) => ({
        id: row.id,
        seq: row.seq,
        userId: row.userId,
        kind: row.kind as NotificationKind,
        text: row.text,
        link: row.link,
        ticketId: row.ticketId,
        createdAt: row.createdAt,
      }));
    },

    /** A page of the user's notifications, newest first, older than `beforeSeq` when given. */
    async page(
      userId: string,
      options: { unreadOnly: boolean; beforeSeq: number | undefined; limit: number },
      executor: Executor = db,
    ): Promise<NotificationWithSeq[]> {
      return readNotifications(executor, {
        userId,
        where: and(
          options.unreadOnly ? isNull(notifications.readAt) : undefined,
          options.beforeSeq === undefined ? undefined : lt(notifications.seq, options.beforeSeq),
        ),
        limit: options.limit,
      });
    },

    async unreadCount(userId: string, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.value ?? 0;
    },

    /** Marks the user's unread notifications (all, or those of `ids`) read; answers how many. */
    async markRead(
      userId: string,
      ids: string[] | 'all',
      now: Date,
      executor: Executor = db,
    ): Promise<number> {
      const rows = await executor
        .update(notifications)
        .set({ readAt: now })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids === 'all' ? undefined : inArray(notifications.id, ids),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },

    async userEmail(userId: string, executor: Executor = db): Promise<string | null> {
      const [row] = await executor
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row?.email ?? null;
    },

    async findSettings(
      userId: string,
      executor: Executor = db,
    ): Promise<StoredSettings | undefined> {
      const [row] = await selectSettings(userId, executor);
      return row;
    },

    /** Creates the user's settings row with defaults and `token` unless it exists. */
    async ensureSettings(userId: string, token: string, executor: Executor = db): Promise<void> {
      await executor
        .insert(notificationSettings)
        .values({ userId, unsubscribeToken: token })
        .onConflictDoNothing({ target: notificationSettings.userId });
    },

    /** The user's settings row, locked until the transaction ends (a PUT merges into it). */
    async lockSettings(userId: string, executor: Executor): Promise<StoredSettings | undefined> {
      const [row] = await selectSettings(userId, executor).for('update');
      return row;
    },

    async saveSettings(
      userId: string,
      values: { emailKinds: Record<string, boolean>; dailyDigest: boolean },
      now: Date,
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .update(notificationSettings)
        .set({ ...values, updatedAt: now })
        .where(eq(notificationSettings.userId, userId));
    },

    /** Certifications of active users that expire between the two days (inclusive, YYYY-MM-DD). */
    async certificationsExpiringBetween(from: string, to: string, executor: Executor = db) {
      return executor
        .select({
          id: certifications.id,
          userId: certifications.userId,
          userName: users.name,
          name: certifications.certificationName,
          expirationDate: certifications.expirationDate,
        })
        .from(certifications)
        .innerJoin(users, eq(certifications.userId, users.id))
        .where(
          and(
            eq(users.status, 'active'),
            gte(certifications.expirationDate, from),
            lte(certifications.expirationDate, to),
          ),
        );
    },

    /** Sessions of active users still open that started at or before `startedBy`. */
    async sessionsOpenSince(startedBy: Date, executor: Executor = db) {
      return executor
        .select({
          id: timeSessions.id,
          userId: timeSessions.userId,
          userName: users.name,
          ticketId: timeSessions.ticketId,
          ticketNumber: tickets.ticketNumber,
        })
        .from(timeSessions)
        .innerJoin(users, eq(timeSessions.userId, users.id))
        .leftJoin(tickets, eq(timeSessions.ticketId, tickets.id))
        .where(
          and(
            eq(users.status, 'active'),
            isNull(timeSessions.clockOutTime),
            lte(timeSessions.clockInTime, startedBy),
          ),
        );
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
