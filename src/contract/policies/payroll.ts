import type { RoleHolder } from './policy-user.ts';

/** Product rules §13 (pay periods): admins and managers see the pay periods. */
export function canViewPayPeriods(user: RoleHolder): boolean {
  return user.role === 'admin' || user.role === 'manager';
}

/** Product rules §13 (pay periods, payroll export): admins add, lock and unlock them and export payroll. */
export function canManagePayroll(user: RoleHolder): boolean {
  return user.role === 'admin';
}
