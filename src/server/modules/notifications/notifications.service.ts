import { randomBytes, randomUUID } from 'node:crypto';

import { TZDate } from '@date-fns/tz';
import { addDays, format, parseISO } from 'date-fns';

import type { SessionUser } from '#contract/schemas/auth.ts';
import {
  defaultEmailKinds,
  NOTIFICATION_KINDS,
  type MarkNotificationsRead,
  type NotificationKind,
  type NotificationList,
  type NotificationSettings,
  type UpdateNotificationSettings,
} from '#contract/schemas/notification.ts';
import { SESSION_REVIEW_AFTER_HOURS } from '#contract/schemas/time-session.ts';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import type { EventBus } from '../../integrations/event-bus.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { ActivityListener, NewActivity } from '../activity/activity.service.ts';
import { NOTIFICATIONS_CREATED_EVENT, NOTIFICATIONS_READ_EVENT } from './notification-events.ts';
import type { NotificationMailQueue } from './notification-mail-queue.ts';
import { candidateQueryFor, notificationsFor } from './notification-recipients.ts';
import type { StoredNotification } from './notification-rows.repository.ts';
import type { NewNotification, NotificationsRepository } from './notifications.repository.ts';

// Decision 032, product rules §10: who is told what. Notifications are derived from the activity log
// inside the writing transaction, so a change and what people are told of it commit together.

/** Certifications expiring within this many days are announced (once each). */
const CERTIFICATION_NOTICE_DAYS = 30;
const SESSION_REVIEW_AFTER_MS = SESSION_REVIEW_AFTER_HOURS * 60 * 60 * 1000;
const DEFAULT_PAGE_SIZE = 20;

/** A random per-user token for the unsubscribe link of e-mails (32 random bytes). */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

function parseCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  if (!/^\d{1,15}$/.test(cursor)) throw badRequest('Invalid cursor');
  return Number(cursor);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

export function createNotificationsService(deps: {
  db: Database;
  repository: NotificationsRepository;
  bus: EventBus;
  clock: Clock;
  timeZone: string;
  /** Whether the server can send e-mail (SMTP configured). */
  emailAvailable: boolean;
  /** The e-mail outbox (decision 032); absent when no mail is sent. */
  mail?: NotificationMailQueue;
  /** Words a schedule change as the ticket's history does ("Dana scheduled #1042 for …"). */
  describeActivity: (entry: NewActivity, actorName: string | null, ticketNumber: number) => string;
}) {
  const { db, repository, bus, clock, timeZone, emailAvailable, mail, describeActivity } = deps;

  /**
   * `notifications.created` for the rows' recipients. Every row's recipient is named; a row a
   * dedupe key skipped only makes its recipient's stream look and find nothing new.
   */
  function announcementFor(rows: NewNotification[]) {
    return bus.announcement({
      type: NOTIFICATIONS_CREATED_EVENT,
      userIds: unique(rows.map((row) => row.userId)),
    });
  }

  /** Stores, hands to the outbox and announces, all through `executor`. Answers what was stored. */
  async function deliver(
    rows: NewNotification[],
    executor: Executor,
  ): Promise<StoredNotification[]> {
    const stored = await repository.insert(rows, executor, announcementFor(rows));
    if (stored.length === 0) return stored;
    await mail?.queue(stored, executor);
    return stored;
  }

  function businessDay(date: Date): string {
    return format(new TZDate(date.getTime(), timeZone), 'yyyy-MM-dd');
  }

  async function settingsOf(user: SessionUser): Promise<NotificationSettings> {
    const stored = await repository.findSettings(user.id);
    const email = await repository.userEmail(user.id);
    const kinds = defaultEmailKinds();
    for (const kind of NOTIFICATION_KINDS) {
      const value = stored?.emailKinds[kind];
      if (typeof value === 'boolean') kinds[kind] = value;
    }
    return {
      email: kinds,
      dailyDigest: stored?.dailyDigest ?? false,
      emailAvailable,
      hasEmail: email !== null && email !== '',
    };
  }

  return {
    /**
     * The activity listener (wired in app.ts): tells people of one entry in its transaction. The
     * ticket and the people who may be told are read in the entry's own insert (its lookup).
     */
    activityListener: {
      lookup(entry) {
        const query = candidateQueryFor(entry);
        if (!query || !entry.ticketId) return undefined;
        const commentId = entry.details?.commentId;
        return repository.factsAndCandidatesLookup(
          entry.ticketId,
          entry.actorId,
          typeof commentId === 'string' ? commentId : undefined,
          query,
          mail !== undefined,
        );
      },
      async recorded(entry, found, executor) {
        const known = repository.factsAndCandidatesOf(found);
        if (!known) return;
        const { facts, candidates, recipients } = known;
        const planned = notificationsFor(entry, facts, candidates, () =>
          describeActivity(entry, facts.actorName, facts.ticketNumber),
        );
        if (planned.length === 0) return;
        const tx = executor ?? db;
        // Ids chosen here so the outbox can name each row's mail before the insert: rows, mail
        // states and mail jobs then go in one statement (no dedupe key, so every row is stored).
        const rows = planned.map((item) => ({
          ...item,
          id: randomUUID(),
          ticketId: facts.id,
          actorId: entry.actorId,
          dedupeKey: null,
          createdAt: entry.createdAt,
        }));
        const mailPlan = mail ? await mail.plan(rows, recipients, tx) : undefined;
        await repository.insert(
          rows.map((row) => ({ ...row, mailState: mailPlan?.mailStates.get(row.id) ?? 'none' })),
          tx,
          announcementFor(rows),
          mailPlan?.jobs,
        );
      },
    } satisfies ActivityListener,

    /** A technician application arrived (the public signup form): admins are told. */
    async signupReceived(
      signup: { id: string; name: string },
      executor: Executor | undefined,
    ): Promise<void> {
      const tx = executor ?? db;
      const admins = await repository.activeAdminIds(tx);
      await deliver(
        admins.map((userId) => ({
          userId,
          kind: 'signup.received' as const,
          text: `New technician application from ${signup.name}`,
          link: '/technicians',
          ticketId: null,
          actorId: null,
          dedupeKey: `signup:${signup.id}`,
          createdAt: clock.now(),
        })),
        tx,
      );
    },

    /**
     * Scheduled check: a certification expiring within 30 days tells its holder and the admins,
     * once per certification and expiry date (a renewed certification is announced again).
     */
    async checkExpiringCertifications(): Promise<number> {
      const now = clock.now();
      const today = businessDay(now);
      const until = businessDay(
        addDays(new TZDate(now.getTime(), timeZone), CERTIFICATION_NOTICE_DAYS),
      );
      return db.transaction(async (tx) => {
        const expiring = await repository.certificationsExpiringBetween(today, until, tx);
        if (expiring.length === 0) return 0;
        const admins = await repository.activeAdminIds(tx);
        const rows: NewNotification[] = [];
        for (const cert of expiring) {
          const expiry = cert.expirationDate ?? today;
          const when = format(parseISO(expiry), 'MMM d, yyyy');
          const dedupeKey = `cert:${cert.id}:${expiry}`;
          const base = {
            kind: 'certification.expiring' as const,
            ticketId: null,
            actorId: null,
            dedupeKey,
            createdAt: now,
          };
          rows.push({
            ...base,
            userId: cert.userId,
            text: `Your certification ${cert.name} expires on ${when}`,
            link: '/dashboard',
          });
          for (const admin of admins) {
            if (admin === cert.userId) continue;
            rows.push({
              ...base,
              userId: admin,
              text: `${cert.userName}'s certification ${cert.name} expires on ${when}`,
              link: '/technicians',
            });
          }
        }
        return (await deliver(rows, tx)).length;
      });
    },

    /**
     * Scheduled check: a time session open past the review threshold (16 h) tells its technician
     * and the admins, once per session.
     */
    async checkOpenSessions(): Promise<number> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const open = await repository.sessionsOpenSince(
          new Date(now.getTime() - SESSION_REVIEW_AFTER_MS),
          tx,
        );
        if (open.length === 0) return 0;
        const admins = await repository.activeAdminIds(tx);
        const rows: NewNotification[] = [];
        const hours = String(SESSION_REVIEW_AFTER_HOURS);
        for (const session of open) {
          const onTicket =
            session.ticketNumber === null ? '' : ` on #${String(session.ticketNumber)}`;
          const base = {
            kind: 'time.session_open' as const,
            ticketId: null,
            actorId: null,
            dedupeKey: `session:${session.id}`,
            createdAt: now,
          };
          rows.push({
            ...base,
            userId: session.userId,
            text: `Your time session${onTicket} has been open for more than ${hours} hours`,
            link: '/clock',
          });
          for (const admin of admins) {
            if (admin === session.userId) continue;
            rows.push({
              ...base,
              userId: admin,
              text: `${session.userName}'s time session${onTicket} has been open for more than ${hours} hours`,
              link: '/reports',
            });
          }
        }
        return (await deliver(rows, tx)).length;
      });
    },

    /**
     * Decision 035: notices other modules raise that are not ticket activity (overtime near, a
     * correction requested). Nobody is told of their own action; a dedupe key makes it once.
     */
    async notify(
      notices: readonly Omit<NewNotification, 'ticketId' | 'createdAt'>[],
      executor: Executor,
    ): Promise<number> {
      const now = clock.now();
      const rows = notices
        .filter((notice) => notice.userId !== notice.actorId)
        .map((notice) => ({ ...notice, ticketId: null, createdAt: now }));
      if (rows.length === 0) return 0;
      return (await deliver(rows, executor)).length;
    },

    /** The active admins' ids, for notices that go to every admin. */
    adminIds(executor: Executor): Promise<string[]> {
      return repository.activeAdminIds(executor);
    },

    /** GET /api/notifications: the caller's, newest first, a page at a time. */
    async list(
      user: SessionUser,
      query: { unread?: 'true' | 'false'; cursor?: string; limit?: number },
    ): Promise<NotificationList> {
      const before = parseCursor(query.cursor);
      const limit = query.limit ?? DEFAULT_PAGE_SIZE;
      const rows = await repository.page(user.id, {
        unreadOnly: query.unread === 'true',
        beforeSeq: before,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(({ seq: _seq, ...item }) => item),
        unreadCount: await repository.unreadCount(user.id),
        nextCursor: rows.length > limit && last ? String(last.seq) : null,
      };
    },

    /** POST /api/notifications/read: only the caller's rows change; others' ids are ignored. */
    async markRead(
      user: SessionUser,
      input: MarkNotificationsRead,
    ): Promise<{ updated: number; unreadCount: number }> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const updated = await repository.markRead(
          user.id,
          'all' in input ? 'all' : unique(input.ids),
          now,
          tx,
        );
        if (updated > 0) await bus.publish({ type: NOTIFICATIONS_READ_EVENT, userId: user.id }, tx);
        return { updated, unreadCount: await repository.unreadCount(user.id, tx) };
      });
    },

    /** GET /api/me/notification-settings: defaults until the user changes something. */
    getSettings: settingsOf,

    /** PUT /api/me/notification-settings: a partial change merged into the stored settings. */
    async updateSettings(
      user: SessionUser,
      input: UpdateNotificationSettings,
    ): Promise<NotificationSettings> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repository.ensureSettings(user.id, newUnsubscribeToken(), tx);
        const current = await repository.lockSettings(user.id, tx);
        const emailKinds: Record<NotificationKind, boolean> = { ...defaultEmailKinds() };
        for (const kind of NOTIFICATION_KINDS) {
          const stored = current?.emailKinds[kind];
          const next = input.email?.[kind];
          if (typeof next === 'boolean') emailKinds[kind] = next;
          else if (typeof stored === 'boolean') emailKinds[kind] = stored;
        }
        await repository.saveSettings(
          user.id,
          { emailKinds, dailyDigest: input.dailyDigest ?? current?.dailyDigest ?? false },
          now,
          tx,
        );
      });
      return settingsOf(user);
    },

    /** The user's unsubscribe token, created with default settings on first need (for e-mails). */
    async unsubscribeToken(userId: string, executor: Executor | undefined): Promise<string> {
      const tx = executor ?? db;
      await repository.ensureSettings(userId, newUnsubscribeToken(), tx);
      const settings = await repository.findSettings(userId, tx);
      if (!settings) throw new Error('notification settings missing after insert');
      return settings.unsubscribeToken;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
