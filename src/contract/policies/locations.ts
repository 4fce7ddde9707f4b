import type { RoleHolder } from './policy-user.ts';

/** Product rules §6: everyone reads the stores; admins add, rename and remove them. */
export function canManageLocations(user: RoleHolder): boolean {
  return user.role === 'admin';
}
