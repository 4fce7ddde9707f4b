import { z } from 'zod';

import { IdSchema } from './common.ts';
import { UserRoleSchema } from './user.ts';

// Ticket comments (issue 17). A mention is `@username` in the body, as users type it; the server
// resolves the usernames and refuses one whose user cannot see the ticket.

export const COMMENT_MAX_LENGTH = 2000;
/**
 * `@` then a username: letters, digits, dot, underscore, hyphen (the username rule without `@`, so
 * an e-mail address in a comment is not a mention).
 */
export const MENTION_PATTERN = /(^|[^\w@.])@([A-Za-z0-9._-]{1,64})/g;

export const CommentSchema = z.object({
  id: IdSchema,
  ticketId: IdSchema,
  /** Null when the author's account was deleted. */
  author: z
    .object({ id: IdSchema, name: z.string(), username: z.string(), role: UserRoleSchema })
    .nullable(),
  /** As written, plain text; clients show it as text, never as markup. */
  body: z.string(),
  /** The users the body mentions, resolved when it was written. */
  mentions: z.array(z.object({ id: IdSchema, username: z.string(), name: z.string() })),
  createdAt: z.string(),
  /** The caller may delete it (its author, or an admin). */
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const CreateCommentSchema = z
  .object({
    body: z
      .string({ message: 'Comment is required' })
      .trim()
      .min(1, 'Comment is required')
      .max(COMMENT_MAX_LENGTH, `Comment must be at most ${String(COMMENT_MAX_LENGTH)} characters`),
  })
  .strict();
export type CreateComment = z.infer<typeof CreateCommentSchema>;

/** Someone who can see the ticket and so may be mentioned on it (the @-autocomplete). */
export const MentionableUserSchema = z.object({
  id: IdSchema,
  username: z.string(),
  name: z.string(),
  role: UserRoleSchema,
});
export type MentionableUser = z.infer<typeof MentionableUserSchema>;

/** The distinct usernames a body mentions, in order of first appearance, lower-cased. */
export function mentionedUsernames(body: string): string[] {
  const seen = new Set<string>();
  for (const match of body.matchAll(MENTION_PATTERN)) {
    const username = (match[2] ?? '').replace(/[.\-_]+$/, '').toLowerCase();
    if (username) seen.add(username);
  }
  return [...seen];
}
