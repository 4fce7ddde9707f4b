import { and, desc, eq, gt, type SQL } from 'drizzle-orm';

import type { Notification, NotificationKind } from '#contract/schemas/notification.ts';

import type { Executor } from '../../db/database.ts';
import { notifications, tickets, users } from '../../db/schema.ts';

// One way to read stored notifications as the contract's Notification (the list, the bell and the
// live stream's replay all read through it), so the three cannot show a notification differently.

/** A stored notification as it is handed to the mail outbox and the live stream. */
export interface StoredNotification {
  id: string;
  seq: number;
  userId: string;
  kind: NotificationKind;
  text: string;
  link: string;
  ticketId: string | null;
  createdAt: Date;
}

const notificationColumns = {
  id: notifications.id,
  seq: notifications.seq,
  kind: notifications.kind,
  text: notifications.text,
  link: notifications.link,
  ticketId: notifications.ticketId,
  ticketNumber: tickets.ticketNumber,
  actorId: notifications.actorId,
  actorName: users.name,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

/** A notification with its sequence (the SSE event id and the paging cursor). */
export type NotificationWithSeq = Notification & { seq: number };

/**
 * The caller's notifications matching `where` (always scoped to `userId`), newest first. The
 * ticket number and actor name are read now, so a renamed actor shows their current name.
 */
export async function readNotifications(
  executor: Executor,
  options: { userId: string; where?: SQL; limit: number; oldestFirst?: boolean },
): Promise<NotificationWithSeq[]> {
  const rows = await executor
    .select(notificationColumns)
    .from(notifications)
    .leftJoin(tickets, eq(notifications.ticketId, tickets.id))
    .leftJoin(users, eq(notifications.actorId, users.id))
    .where(and(eq(notifications.userId, options.userId), options.where))
    .orderBy(options.oldestFirst ? notifications.seq : desc(notifications.seq))
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    seq: row.seq,
    kind: row.kind as NotificationKind,
    text: row.text,
    link: row.link,
    ticketId: row.ticketId,
    ticketNumber: row.ticketNumber,
    actorId: row.actorId,
    actorName: row.actorName,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The condition for "stored after the one with this sequence" (the stream's Last-Event-ID). */
export function afterSeq(seq: number): SQL {
  return gt(notifications.seq, seq);
}
