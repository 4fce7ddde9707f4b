import { z } from 'zod';

import { IdSchema, requiredText } from './common.ts';
import { UserRoleSchema } from './user.ts';

// Ticket comments (decision 032). A mention is `@username` in the body, as users type it; the server
// resolves the usernames and refuses one that names no active user who can see the ticket, with
// the same answer whether or not the user exists (decision 039).

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

/**
 * POST /api/tickets/{id}/comments: the text rules of every multi-line field (decision 013: no
 * control or text-direction characters, since a comment reaches notification texts and mail
 * subjects); unknown fields are stripped (DESIGN.md §5).
 */
export const CreateCommentSchema = z.object({
  body: requiredText('Comment', COMMENT_MAX_LENGTH, { isMultiLine: true }),
});
export type CreateComment = z.infer<typeof CreateCommentSchema>;

/** Someone who can see the ticket and so may be mentioned on it (the @-autocomplete). */
export const MentionableUserSchema = z.object({
  id: IdSchema,
  username: z.string(),
  name: z.string(),
  role: UserRoleSchema,
});
export type MentionableUser = z.infer<typeof MentionableUserSchema>;

/** What a refused mention answers, the same whether the user is unknown or may not see the ticket. */
export function mentionRefusal(typed: string): string {
  return `@${typed} cannot be notified on this ticket`;
}

/**
 * The distinct mentions of a body, in order of first appearance: `username` lower-cased for the
 * lookup, `typed` as written (trailing dots, hyphens and underscores are punctuation).
 */
export function mentionsIn(body: string): { username: string; typed: string }[] {
  const seen = new Map<string, string>();
  for (const match of body.matchAll(MENTION_PATTERN)) {
    const typed = (match[2] ?? '').replace(/[.\-_]+$/, '');
    const username = typed.toLowerCase();
    if (username && !seen.has(username)) seen.set(username, typed);
  }
  return [...seen].map(([username, typed]) => ({ username, typed }));
}

/** The distinct usernames a body mentions, in order of first appearance, lower-cased. */
export function mentionedUsernames(body: string): string[] {
  return mentionsIn(body).map((mention) => mention.username);
}
