import type { PolicyUser, RoleHolder } from './policy-user.ts';

/** Which plans a user sees (decision 034): null for technicians, who see the generated tickets only. */
type PmPlanAudience = { kind: 'all' } | { kind: 'store'; locationId: string | null };

/** Product rules §12: admins see every plan, managers the plans covering their store. */
export function pmPlanAudienceFor(user: PolicyUser): PmPlanAudience | null {
  switch (user.role) {
    case 'admin':
      return { kind: 'all' };
    case 'manager':
      return { kind: 'store', locationId: user.locationId ?? null };
    case 'technician':
      return null;
  }
}

/** Product rules §12: admins and managers read maintenance plans; technicians are refused. */
export function canReadPmPlans(user: RoleHolder): boolean {
  return user.role === 'admin' || user.role === 'manager';
}

/** Product rules §12: admins add, change, pause, resume and remove plans and apply templates. */
export function canManagePmPlans(user: RoleHolder): boolean {
  return user.role === 'admin';
}

/** Product rules §12: PM compliance is for admins (any store) and managers (their store). */
export function canViewPmCompliance(user: RoleHolder): boolean {
  return user.role === 'admin' || user.role === 'manager';
}
