import { and, count, eq, inArray, isNull, max } from 'drizzle-orm';

import type { TicketAccessFacts } from '#contract/ticket-access.ts';

import type { Database } from '../../db/database.ts';
import { notifications, tickets } from '../../db/schema.ts';
import { afterSeq, readNotifications } from './notification-rows.repository.ts';
import type { NotificationWithSeq } from './notification-rows.repository.ts';

// What the live stream reads: a user's notifications after a sequence (through the one shared
// reader, so the stream shows them as the list does), their unread count, and the facts the ticket
// rule needs to decide which connections may hear of a ticket.

export function createNotificationStreamRepository(db: Database) {
  return {
    /** The newest `limit` notifications after `seq`, oldest first (what a reconnect missed). */
    async readAfter(userId: string, seq: number, limit: number): Promise<NotificationWithSeq[]> {
      const newestFirst = await readNotifications(db, { userId, where: afterSeq(seq), limit });
      return newestFirst.reverse();
    },

    /** The sequence of the user's newest notification (0 when they have none). */
    async latestSeq(userId: string): Promise<number> {
      const [row] = await db
        .select({ latest: max(notifications.seq) })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      return row?.latest ?? 0;
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ unread: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.unread ?? 0;
    },

    /** The rule's facts of these tickets, by id (a deleted ticket is missing). */
    async ticketFacts(ids: string[]): Promise<Map<string, TicketAccessFacts>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: tickets.id,
          status: tickets.status,
          submittedBy: tickets.submittedBy,
          locationId: tickets.locationId,
          assignedTo: tickets.assignedTo,
        })
        .from(tickets)
        .where(inArray(tickets.id, ids));
      return new Map(rows.map(({ id, ...facts }) => [id, facts]));
    },
  };
}

export type NotificationStreamRepository = ReturnType<typeof createNotificationStreamRepository>;
