import type { RoleHolder } from './policy-user.ts';

/** Decision 037: vendors, their coverage and the vendor settings are the admins' alone. */
export function canManageVendors(user: RoleHolder): boolean {
  return user.role === 'admin';
}
