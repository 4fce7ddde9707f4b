import type { RoleHolder } from './policy-user.ts';

/** Product rules §6: everyone reads the categories; admins add, change and remove them. */
export function canManageCategories(user: RoleHolder): boolean {
  return user.role === 'admin';
}
