import type { PolicyUser, RoleHolder } from './policy-user.ts';

/**
 * Product rules §11 (label reports): admins decide every store's problem reports, a manager their
 * store's; technicians none. The store a user decides for: null for every store, undefined for none.
 */
export function requestStoreFor(user: PolicyUser): string | null | undefined {
  if (user.role === 'admin') return null;
  if (user.role === 'manager' && user.locationId) return user.locationId;
  return undefined;
}

/** Product rules §11: admins and managers see and decide problem reports; technicians do not. */
export function canDecideRequests(user: RoleHolder): boolean {
  return user.role === 'admin' || user.role === 'manager';
}
