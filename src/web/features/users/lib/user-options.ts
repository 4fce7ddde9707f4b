import type { UserRole, UserStatus } from '#contract/constants.ts';

// Product rules §2: roles offered in the user manager, in this order; their names are the catalogue's
// (users: roles.*, decision 044).
export const ROLES_IN_ORDER: readonly UserRole[] = ['technician', 'manager', 'admin'];

// Product rules §4: user status active (the default for new users), inactive or pending.
export const STATUSES_IN_ORDER: readonly UserStatus[] = ['active', 'inactive', 'pending'];
