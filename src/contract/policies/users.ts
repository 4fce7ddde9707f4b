import type { UserRole, UserStatus } from '../constants.ts';
import type { RoleHolder } from './policy-user.ts';

/** Product rules §6: admins list, add, change, reset and remove users. */
export function canManageUsers(user: RoleHolder): boolean {
  return user.role === 'admin';
}

/**
 * Product rules §6: the administrator role. An admin never changes their own role, and the chain
 * keeps at least one active admin (nobody demotes, deactivates or deletes the last one).
 */
export function isAdminRole(role: UserRole): boolean {
  return role === 'admin';
}

/** An active admin: the ones the chain must keep at least one of. */
export function isActiveAdmin(person: { role: UserRole; status: UserStatus }): boolean {
  return isAdminRole(person.role) && person.status === 'active';
}

/** Architecture §4: managers may have a store; other roles never keep one. */
export function roleKeepsStore(role: UserRole): boolean {
  return role === 'manager';
}

/** Decision 030: technicians may have a home store; other roles never keep one. */
export function roleKeepsHomeStore(role: UserRole): boolean {
  return role === 'technician';
}
