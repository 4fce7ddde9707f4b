import { z } from 'zod';

import { CommentSchema, CreateCommentSchema, MentionableUserSchema } from '../schemas/comment.ts';
import { endpoints, NoContentSchema } from './endpoint.ts';

export const commentsEndpoints = endpoints({
  'GET /api/tickets/:id/comments': { response: z.array(CommentSchema) },
  'POST /api/tickets/:id/comments': { body: CreateCommentSchema, response: CommentSchema },
  'DELETE /api/tickets/:id/comments/:commentId': { response: NoContentSchema },
  'GET /api/tickets/:id/mentionable-users': { response: z.array(MentionableUserSchema) },
});
