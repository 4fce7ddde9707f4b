import type { RoleHolder } from './policy-user.ts';

/** Decision 031: the Today list is the technician's (the work assigned to them). */
export function hasTodayList(user: RoleHolder): boolean {
  return user.role === 'technician';
}

/** Product rules §2 (dashboard): the chain-wide weekly trend is on the admin's dashboard. */
export function seesChainTrends(user: RoleHolder): boolean {
  return user.role === 'admin';
}
