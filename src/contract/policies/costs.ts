import type { RoleHolder } from './policy-user.ts';

/** Decision 037: repair costs, the spend report and the vendor scorecard are for admins. */
export function canViewCosts(user: RoleHolder): boolean {
  return user.role === 'admin';
}
