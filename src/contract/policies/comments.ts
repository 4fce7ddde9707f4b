import type { PolicyUser } from './policy-user.ts';

/** Decision 032: whoever sees the ticket writes in its thread; a comment's author or an admin deletes it. */
export function canDeleteComment(user: PolicyUser, comment: { authorId: string | null }): boolean {
  return user.role === 'admin' || comment.authorId === user.id;
}
