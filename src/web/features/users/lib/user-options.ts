import type { UserRole, UserStatus } from '#contract/constants.ts';

// Product rules §2: roles offered in the user manager, in this order, with these names.
export const ROLE_OPTIONS: { value: UserRole; label: string }[] = [
  { value: 'technician', label: 'Technician' },
  { value: 'manager', label: 'Manager' },
  { value: 'admin', label: 'Administrator' },
];

export const ROLE_OPTION_LABELS: Record<UserRole, string> = {
  technician: 'Technician',
  manager: 'Manager',
  admin: 'Administrator',
};

// Product rules §4: user status active (the default for new users), inactive or pending.
export const STATUS_OPTIONS: { value: UserStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'pending', label: 'Pending' },
];

export const STATUS_OPTION_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Pending',
};
