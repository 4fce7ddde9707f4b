import { storeAudienceFor } from './policy-user.ts';
import type { PolicyUser, RoleHolder, StoreAudience } from './policy-user.ts';

/** Issue 39: the maintenance dashboard is for admins (every store) and managers (their store). */
export function canViewMaintenanceReport(user: RoleHolder): boolean {
  return user.role === 'admin' || user.role === 'manager';
}

/** Issue 39: which stores a dashboard covers: admins all, managers theirs; technicians none. */
export function maintenanceReportAudienceFor(user: PolicyUser): StoreAudience | null {
  return storeAudienceFor(user, () => null);
}
