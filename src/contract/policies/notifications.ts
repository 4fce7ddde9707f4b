import type { PolicyUser, RoleHolder } from './policy-user.ts';

/** Product rules §10: the mail that could not be sent is listed for admins. */
export function canReadFailedMail(user: RoleHolder): boolean {
  return user.role === 'admin';
}

/**
 * Product rules §10: admins hear of every new ticket and every vendor dispatch step, and of a
 * ticket deleted (its audience is gone with it; admins saw it).
 */
export function receivesChainNotices(user: RoleHolder): boolean {
  return user.role === 'admin';
}

/** Product rules §10: a store's managers hear of its tickets (with the ticket's submitter). */
export function managesStore(user: PolicyUser, locationId: string): boolean {
  return user.role === 'manager' && user.locationId === locationId;
}
