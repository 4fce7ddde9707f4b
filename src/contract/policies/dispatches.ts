import type { RoleHolder } from './policy-user.ts';

/**
 * Decision 037: admins dispatch tickets to vendors and do every step after (revoke, renew the
 * portal link, approve and read invoices, confirm the work, mark paid). Whoever sees the ticket
 * reads its dispatches, without the portal link's expiry or the invoice file.
 */
export function canManageDispatches(user: RoleHolder): boolean {
  return user.role === 'admin';
}
