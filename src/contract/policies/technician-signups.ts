import type { RoleHolder } from './policy-user.ts';

/** Product rules §6: anyone may apply; admins review, approve and reject the applications. */
export function canReviewTechnicianSignups(user: RoleHolder): boolean {
  return user.role === 'admin';
}
