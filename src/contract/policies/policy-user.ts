import type { UserRole } from '../constants.ts';

// The person a policy is asked about (docs/architecture.md §12): the server passes its
// SessionUser, the web its signed-in user. Each feature's rules live in src/contract/policies/<feature>.ts.

export interface PolicyUser {
  id: string;
  role: UserRole;
  /** A manager's store; other roles have none. */
  locationId?: string | null;
}

/** The rules that read only the role take only the role. */
export type RoleHolder = Pick<PolicyUser, 'role'>;

/** The rules that read the role and a manager's store. */
export type StoreHolder = Pick<PolicyUser, 'role' | 'locationId'>;

/** An audience of the store kind: every row for admins, a manager's store's rows. */
export type StoreAudience = { kind: 'all' } | { kind: 'store'; locationId: string | null };

/**
 * The audience shared by the store-scoped features: admins see all, managers their store's;
 * technicians see what `technician` answers for them.
 */
export function storeAudienceFor<T>(
  user: PolicyUser,
  technician: (user: PolicyUser) => T,
): StoreAudience | T {
  switch (user.role) {
    case 'admin':
      return { kind: 'all' };
    case 'manager':
      return { kind: 'store', locationId: user.locationId ?? null };
    case 'technician':
      return technician(user);
  }
}
