import { storeAudienceFor } from './policy-user.ts';
import type { PolicyUser, RoleHolder, StoreAudience } from './policy-user.ts';

/** Which plans a user sees (decision 034): null for technicians, who see the generated tickets only. */
type PmPlanAudience = StoreAudience;

/** Product rules §12: admins see every plan, managers the plans covering their store. */
export function pmPlanAudienceFor(user: PolicyUser): PmPlanAudience | null {
  return storeAudienceFor(user, () => null);
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
