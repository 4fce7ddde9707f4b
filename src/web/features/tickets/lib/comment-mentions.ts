import { MENTION_PATTERN } from '#contract/schemas/comment.ts';
import type { Comment, MentionableUser } from '#contract/schemas/comment.ts';

/** A piece of a comment's body: plain text, or a mention that resolved to a user. */
type CommentSegment =
  { kind: 'text'; text: string } | { kind: 'mention'; text: string; name: string };

/**
 * Splits a body into text and the mentions the server resolved (`mentions`), read the way the
 * server reads them (contract MENTION_PATTERN, trailing dots and dashes left as text). An `@word`
 * that did not resolve stays text.
 */
export function commentSegments(body: string, mentions: Comment['mentions']): CommentSegment[] {
  const byUsername = new Map(mentions.map((m) => [m.username.toLowerCase(), m.name]));
  const segments: CommentSegment[] = [];
  let last = 0;
  for (const match of body.matchAll(new RegExp(MENTION_PATTERN.source, 'g'))) {
    const username = (match[2] ?? '').replace(/[.\-_]+$/, '');
    const name = byUsername.get(username.toLowerCase());
    if (!name) continue;
    const start = match.index + (match[1] ?? '').length;
    if (start > last) segments.push({ kind: 'text', text: body.slice(last, start) });
    segments.push({ kind: 'mention', text: `@${username}`, name });
    last = start + 1 + username.length;
  }
  if (last < body.length) segments.push({ kind: 'text', text: body.slice(last) });
  return segments;
}

/** The `@word` being typed just before the caret: where its `@` is and the letters after it. */
export interface MentionQuery {
  start: number;
  query: string;
}

export function mentionQueryAt(value: string, caret: number): MentionQuery | null {
  const match = /(^|[^\w@.])@([A-Za-z0-9._-]*)$/.exec(value.slice(0, caret));
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

const MENTION_SUGGESTIONS_MAX = 8;

/** The users whose name or username contains the letters typed, usernames starting with them first. */
export function filterMentionable(people: MentionableUser[], query: string): MentionableUser[] {
  const needle = query.toLowerCase();
  const matches = people.filter(
    (person) =>
      person.username.toLowerCase().includes(needle) || person.name.toLowerCase().includes(needle),
  );
  const startsWith = (person: MentionableUser) =>
    person.username.toLowerCase().startsWith(needle) ? 0 : 1;
  return [...matches]
    .sort((a, b) => startsWith(a) - startsWith(b))
    .slice(0, MENTION_SUGGESTIONS_MAX);
}

/** The body with `@query` replaced by `@username `, and where the caret goes after it. */
export function insertMention(
  value: string,
  at: MentionQuery,
  username: string,
): { value: string; caret: number } {
  const inserted = `@${username} `;
  const end = at.start + 1 + at.query.length;
  // A space already after the word is kept as the one separator.
  const rest = value.slice(end).replace(/^ /, '');
  return { value: value.slice(0, at.start) + inserted + rest, caret: at.start + inserted.length };
}
