import type { RoleHolder } from './policy-user.ts';

/** Decision 031: the Today list is the technician's (the work assigned to them). */
export function hasTodayList(user: RoleHolder): boolean {
  return user.role === 'technician';
}

/** Product rules §2 (dashboard): the chain-wide weekly trend is on the admin's dashboard. */
export function seesChainTrends(user: RoleHolder): boolean {
  return user.role === 'admin';
}

/**
 * Issue 36: the manager dashboard's work (their store's unfinished tickets, the requests to approve and
 * the completed work to check) is the manager's; admins have the whole board and its queues.
 */
export function hasStoreWorkList(user: RoleHolder): boolean {
  return user.role === 'manager';
}
