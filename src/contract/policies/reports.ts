import type { RoleHolder } from './policy-user.ts';

/** Product rules §2, §6: the Reports screen is for admins and managers; others see Access Denied. */
export function canViewReports(user: RoleHolder): boolean {
  return user.role === 'admin' || user.role === 'manager';
}
