import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';

import type { UserRole } from '#contract/constants.ts';
import type { TicketAudience } from '#contract/ticket-access.ts';

import type { Executor } from '../../db/database.ts';
import { ticketComments, tickets, users } from '../../db/schema.ts';
import { ticketVisibleTo } from '../../db/ticket-visibility.ts';

/** The ticket columns the access rule reads, and its number for the history line. */
export interface CommentTicket {
  id: string;
  ticketNumber: number;
  submittedBy: string | null;
  locationId: string;
  assignedTo: string | null;
}

/** A user as the access rule and the thread need them. */
export interface CommentUser {
  id: string;
  username: string;
  name: string;
  role: UserRole;
  locationId: string | null;
}

export interface CommentRow {
  id: string;
  ticketId: string;
  authorId: string | null;
  body: string;
  mentions: string[];
  createdAt: Date;
}

const ticketColumns = {
  id: tickets.id,
  ticketNumber: tickets.ticketNumber,
  submittedBy: tickets.submittedBy,
  locationId: tickets.locationId,
  assignedTo: tickets.assignedTo,
};

const userColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  role: users.role,
  locationId: users.locationId,
};

export function createCommentsRepository(db: Executor) {
  return {
    /**
     * The ticket if the audience may see it (the one SQL rule), else undefined: callers answer 404
     * either way, so a ticket one may not see is not told apart from one that does not exist.
     * Inside a write, `lock` holds the ticket's row so its audience cannot change under a
     * mention check until the comment is stored.
     */
    async findVisibleTicket(
      ticketId: string,
      audience: TicketAudience,
      executor: Executor = db,
      lock = false,
    ): Promise<CommentTicket | undefined> {
      const query = executor
        .select(ticketColumns)
        .from(tickets)
        .where(and(eq(tickets.id, ticketId), ticketVisibleTo(audience)));
      const [row] = lock ? await query.for('share') : await query;
      return row;
    },

    /** A ticket's comments, oldest first. */
    listForTicket(ticketId: string): Promise<CommentRow[]> {
      return db
        .select()
        .from(ticketComments)
        .where(eq(ticketComments.ticketId, ticketId))
        .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));
    },

    async findOnTicket(
      ticketId: string,
      commentId: string,
      executor: Executor = db,
    ): Promise<CommentRow | undefined> {
      const [row] = await executor
        .select()
        .from(ticketComments)
        .where(and(eq(ticketComments.id, commentId), eq(ticketComments.ticketId, ticketId)))
        .for('update');
      return row;
    },

    async insert(values: Omit<CommentRow, 'id'>, executor: Executor = db): Promise<CommentRow> {
      const [row] = await executor.insert(ticketComments).values(values).returning();
      if (!row) throw new Error('comment insert returned no row');
      return row;
    },

    async delete(commentId: string, executor: Executor = db): Promise<void> {
      await executor.delete(ticketComments).where(eq(ticketComments.id, commentId));
    },

    /** Users by id, whatever their status (authors and mentions of stored comments). */
    async usersByIds(ids: string[]): Promise<CommentUser[]> {
      if (ids.length === 0) return [];
      return db.select(userColumns).from(users).where(inArray(users.id, ids));
    },

    /** Active users by username, in any letter case (`usernames` lower-cased). */
    async activeUsersByUsernames(
      usernames: string[],
      executor: Executor = db,
    ): Promise<CommentUser[]> {
      if (usernames.length === 0) return [];
      return executor
        .select(userColumns)
        .from(users)
        .where(
          and(
            eq(users.status, 'active'),
            inArray(sql<string>`lower(${users.username})`, usernames),
          ),
        );
    },

    /**
     * The active users who may see the ticket, by name: admins, managers of its store or its
     * submitter, its assigned technician (src/contract/ticket-access.ts, checked again by the
     * service with canViewTicket).
     */
    mayViewTicket(ticket: CommentTicket): Promise<CommentUser[]> {
      const managerRule = or(
        ticket.submittedBy ? eq(users.id, ticket.submittedBy) : undefined,
        eq(users.locationId, ticket.locationId),
      );
      return db
        .select(userColumns)
        .from(users)
        .where(
          and(
            eq(users.status, 'active'),
            or(
              eq(users.role, 'admin'),
              and(eq(users.role, 'manager'), managerRule),
              ticket.assignedTo
                ? and(eq(users.role, 'technician'), eq(users.id, ticket.assignedTo))
                : undefined,
            ),
          ),
        )
        .orderBy(asc(users.name), asc(users.username));
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
