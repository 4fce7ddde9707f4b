import type { UserRole } from '../constants.ts';
import { storeAudienceFor } from './policy-user.ts';
import type { PolicyUser, RoleHolder, StoreAudience, StoreHolder } from './policy-user.ts';

/** Whose time is asked about: a person's role and home store. */
export interface TimeOwner {
  id: string;
  role: UserRole;
  homeLocationId: string | null;
}

/** Whose time a user sees in the time report and timesheets (product rules §13). */
type TimeAudience = StoreAudience | { kind: 'own'; userId: string };

/** Product rules §13: admins see everyone's time, managers their store's, technicians their own. */
export function timeAudienceFor(user: PolicyUser): TimeAudience {
  return storeAudienceFor(user, (technician) => ({ kind: 'own' as const, userId: technician.id }));
}

/**
 * Decision 035 §6: a manager's store technicians are the technicians whose home store is the
 * manager's store.
 */
export function managesTechnician(user: StoreHolder, owner: TimeOwner): boolean {
  return (
    user.role === 'manager' &&
    owner.role === 'technician' &&
    user.locationId !== null &&
    user.locationId !== undefined &&
    owner.homeLocationId === user.locationId
  );
}

/** Product rules §6, §13: the time report (every session in a range) is for admins and managers. */
export function canViewTimeReport(user: RoleHolder): boolean {
  return user.role === 'admin' || user.role === 'manager';
}

/**
 * Decision 035 §6: admins correct anyone's time, a manager their store's technicians'; technicians
 * nobody's (they ask for a correction). Without an owner: whether the user corrects anyone's.
 */
export function canCorrectTimeSession(user: StoreHolder, owner?: TimeOwner): boolean {
  if (user.role === 'admin') return true;
  if (user.role !== 'manager') return false;
  return owner === undefined || managesTechnician(user, owner);
}

/** Decision 035 §6: a session's history is read by admins, its owner and their store's manager. */
export function canReadTimeSessionHistory(
  user: PolicyUser,
  session: { userId: string },
  owner: TimeOwner | undefined,
): boolean {
  return (
    user.role === 'admin' ||
    session.userId === user.id ||
    (owner !== undefined && managesTechnician(user, owner))
  );
}
