import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  COMMENT_MAX_LENGTH,
  CommentSchema,
  CreateCommentSchema,
  MentionableUserSchema,
} from '#contract/schemas/comment.ts';
import { IdParamsSchema, IdSchema } from '#contract/schemas/common.ts';

import { REQUEST_ERRORS } from '../../plugins/error-responses.ts';
import { currentUser } from '../../plugins/session.ts';
import type { CommentsService } from './comments.service.ts';

const CommentParamsSchema = z.object({ id: IdSchema, commentId: IdSchema });

const errors = REQUEST_ERRORS;

/** A ticket's comment thread (decision 032). A ticket the caller may not see answers 404. */
export function commentsRoutes(deps: { comments: CommentsService }): FastifyPluginAsyncZod {
  const { comments } = deps;
  return async function routes(app) {
    app.get(
      '/tickets/:id/comments',
      {
        schema: {
          tags: ['tickets'],
          summary: "The ticket's comments, oldest first",
          params: IdParamsSchema,
          response: { 200: z.array(CommentSchema), ...errors },
        },
      },
      async (request) => comments.list(currentUser(request), request.params.id),
    );

    app.post(
      '/tickets/:id/comments',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Comment on a ticket',
          description: `Anyone who may see the ticket comments on it, at any status. The body is trimmed, 1–${String(COMMENT_MAX_LENGTH)} characters, stored as written (plain text). \`@username\` mentions a user; a name that is not an active user who may see the ticket is refused (400 '@name cannot be notified on this ticket', the same whether or not the user exists). Every call answers 404 for a ticket the caller may not see.`,
          params: IdParamsSchema,
          body: CreateCommentSchema,
          response: { 201: CommentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const comment = await comments.create(
          currentUser(request),
          request.params.id,
          request.body,
        );
        return reply.code(201).send(comment);
      },
    );

    app.delete(
      '/tickets/:id/comments/:commentId',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Delete a comment (its author or an admin)',
          params: CommentParamsSchema,
          response: { 204: z.null().describe('Deleted'), ...errors },
        },
      },
      async (request, reply) => {
        await comments.remove(currentUser(request), request.params.id, request.params.commentId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/tickets/:id/mentionable-users',
      {
        schema: {
          tags: ['tickets'],
          summary: 'The active users who may see the ticket, by name (for @-mentions)',
          params: IdParamsSchema,
          response: { 200: z.array(MentionableUserSchema), ...errors },
        },
      },
      async (request) => comments.mentionable(currentUser(request), request.params.id),
    );
  };
}
