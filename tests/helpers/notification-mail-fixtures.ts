import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { NotificationKind } from '#contract/schemas/notification.ts';
import type { Database } from '#server/db/database.ts';
import { jobs, notifications, notificationSettings } from '#server/db/schema.ts';
import { newUnsubscribeToken } from '#server/modules/notifications/notification-mail.repository.ts';
import { createNotificationsRepository } from '#server/modules/notifications/notifications.repository.ts';
import type { StoredNotification } from '#server/modules/notifications/notification-rows.repository.ts';

// Drives the mail outbox as the notifications service does (decision 032): store notification rows
// and hand them to the app's NotificationMailQueue in the same transaction.

export interface NewNotification {
  userId: string;
  kind?: NotificationKind;
  text?: string;
  ticketId?: string | null;
  link?: string;
}

export async function notifyAndQueue(
  app: FastifyInstance,
  db: Database,
  items: NewNotification[],
): Promise<StoredNotification[]> {
  const queue = app.notificationMail.queue;
  if (!queue) throw new Error('this app has no mail outbox (SMTP not configured)');
  const repository = createNotificationsRepository(db);
  return db.transaction(async (tx) => {
    const stored = await repository.insert(
      items.map((item) => ({
        userId: item.userId,
        kind: item.kind ?? 'ticket.assigned',
        text: item.text ?? 'Someone assigned a ticket to you',
        ticketId: item.ticketId ?? null,
        link: item.link ?? (item.ticketId ? `/tickets/${item.ticketId}` : '/notifications'),
        actorId: null,
        dedupeKey: null,
        createdAt: new Date(),
      })),
      tx,
    );
    await queue.queue(stored, tx);
    return stored;
  });
}

export async function mailStates(db: Database, ids: string[]): Promise<string[]> {
  const rows = await db.select().from(notifications);
  return ids.map((id) => rows.find((row) => row.id === id)?.mailState ?? 'missing');
}

export async function setNotificationSettings(
  db: Database,
  userId: string,
  settings: { emailKinds?: Record<string, boolean>; dailyDigest?: boolean },
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, unsubscribeToken: newUnsubscribeToken(), ...settings })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: settings });
}

export async function settingsOf(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row;
}

export async function jobCount(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(jobs);
  return row?.count ?? 0;
}

export async function drainJobs(app: FastifyInstance): Promise<void> {
  while ((await app.jobs.runDue()) > 0);
}
