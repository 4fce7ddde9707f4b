import { canDeleteComment } from '#contract/policies/comments.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import { mentionRefusal, mentionsIn } from '#contract/schemas/comment.ts';
import type { Comment, CreateComment, MentionableUser } from '#contract/schemas/comment.ts';
import { canViewTicket, ticketAudienceFor } from '#contract/ticket-access.ts';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { ActivityRecorder } from '../activity/activity.service.ts';
import type {
  CommentRow,
  CommentsRepository,
  CommentTicket,
  CommentUser,
} from './comments.repository.ts';

/** How much of a comment its history entry keeps (notifications quote it). */
const COMMENT_EXCERPT_LENGTH = 140;

function commentExcerpt(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length <= COMMENT_EXCERPT_LENGTH
    ? flat
    : `${flat.slice(0, COMMENT_EXCERPT_LENGTH - 1).trimEnd()}…`;
}

/**
 * Ticket comments (decision 032): anyone who may see a ticket reads and writes its thread; a mention
 * must name someone who may see it too. Comments go to the ticket's history, which is where the
 * notifications module learns of them (it reads `mentionedUserIds`).
 */
export function createCommentsService(deps: {
  db: Database;
  repository: CommentsRepository;
  activity: ActivityRecorder;
  clock: Clock;
}) {
  const { db, repository, activity, clock } = deps;

  /**
   * The ticket, or 404 for one the user may not see, whoever asks (as if it did not exist; issues
   * 17 and 34): a comment call never confirms that a hidden ticket exists. A technician's comment
   * queued offline on a ticket reassigned meanwhile hears 'Ticket not found' too.
   */
  async function visibleTicket(
    user: SessionUser,
    ticketId: string,
    tx?: Executor,
  ): Promise<CommentTicket> {
    const ticket = await repository.findVisibleTicket(
      ticketId,
      ticketAudienceFor(user),
      tx,
      tx !== undefined,
    );
    if (!ticket) throw notFound('Ticket');
    return ticket;
  }

  function toComment(
    user: SessionUser,
    row: CommentRow,
    people: Map<string, CommentUser>,
  ): Comment {
    const author = row.authorId ? people.get(row.authorId) : undefined;
    return {
      id: row.id,
      ticketId: row.ticketId,
      author: author
        ? { id: author.id, name: author.name, username: author.username, role: author.role }
        : null,
      body: row.body,
      mentions: row.mentions.flatMap((id) => {
        const person = people.get(id);
        return person ? [{ id: person.id, username: person.username, name: person.name }] : [];
      }),
      createdAt: row.createdAt.toISOString(),
      canDelete: canDeleteComment(user, row),
    };
  }

  async function toComments(user: SessionUser, rows: CommentRow[]): Promise<Comment[]> {
    const ids = new Set<string>();
    for (const row of rows) {
      if (row.authorId) ids.add(row.authorId);
      for (const id of row.mentions) ids.add(id);
    }
    const people = new Map((await repository.usersByIds([...ids])).map((u) => [u.id, u]));
    return rows.map((row) => toComment(user, row, people));
  }

  /**
   * The users a body mentions. Each must be an active user who may see the ticket, so a comment
   * never points a person at a ticket hidden from them; an unknown or inactive name is refused
   * with the same answer as a user who may not see it, so a mention does not tell whether a
   * username exists (decision 039).
   */
  async function resolveMentions(
    body: string,
    ticket: CommentTicket,
    tx: Executor,
  ): Promise<CommentUser[]> {
    const mentions = mentionsIn(body);
    const found = await repository.activeUsersByUsernames(
      mentions.map((mention) => mention.username),
      tx,
    );
    const byUsername = new Map(found.map((person) => [person.username.toLowerCase(), person]));
    const mentioned: CommentUser[] = [];
    for (const { username, typed } of mentions) {
      const person = byUsername.get(username);
      if (!person || !canViewTicket(person, ticket)) throw badRequest(mentionRefusal(typed));
      mentioned.push(person);
    }
    return mentioned;
  }

  return {
    async list(user: SessionUser, ticketId: string): Promise<Comment[]> {
      await visibleTicket(user, ticketId);
      return toComments(user, await repository.listForTicket(ticketId));
    },

    async create(user: SessionUser, ticketId: string, input: CreateComment): Promise<Comment> {
      const row = await db.transaction(async (tx) => {
        const ticket = await visibleTicket(user, ticketId, tx);
        const mentioned = await resolveMentions(input.body, ticket, tx);
        const now = clock.now();
        const stored = await repository.insert(
          {
            ticketId,
            authorId: user.id,
            body: input.body,
            mentions: mentioned.map((person) => person.id),
            createdAt: now,
          },
          tx,
        );
        await activity.record(
          {
            actorId: user.id,
            ticketId,
            kind: 'ticket.commented',
            details: {
              ticketNumber: ticket.ticketNumber,
              commentId: stored.id,
              excerpt: commentExcerpt(input.body),
              mentionedUserIds: stored.mentions,
            },
            createdAt: now,
          },
          tx,
        );
        return stored;
      });
      const [comment] = await toComments(user, [row]);
      if (!comment) throw new Error('created comment could not be read');
      return comment;
    },

    async remove(user: SessionUser, ticketId: string, commentId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const ticket = await visibleTicket(user, ticketId, tx);
        const comment = await repository.findOnTicket(ticketId, commentId, tx);
        if (!comment) throw notFound('Comment');
        if (!canDeleteComment(user, comment)) {
          throw forbidden('Only its author or an admin can delete a comment');
        }
        await repository.delete(comment.id, tx);
        await activity.record(
          {
            actorId: user.id,
            ticketId,
            kind: 'ticket.comment_deleted',
            details: { ticketNumber: ticket.ticketNumber, commentId: comment.id },
            createdAt: clock.now(),
          },
          tx,
        );
      });
    },

    /** Who may be mentioned on the ticket: the active users who may see it, by name. */
    async mentionable(user: SessionUser, ticketId: string): Promise<MentionableUser[]> {
      const ticket = await visibleTicket(user, ticketId);
      const people = await repository.mayViewTicket(ticket);
      return people
        .filter((person) => canViewTicket(person, ticket))
        .map(({ id, username, name, role }) => ({ id, username, name, role }));
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
