import type { RoleHolder } from './policy-user.ts';

/** Product rules §13 (settings): everyone reads the chain's time settings; admins change them. */
export function canChangeSettings(user: RoleHolder): boolean {
  return user.role === 'admin';
}
