import type { RoleHolder } from './policy-user.ts';

/** Issue 39: admins read and change the service-level targets and opening hours. */
export function canManageSla(user: RoleHolder): boolean {
  return user.role === 'admin';
}
