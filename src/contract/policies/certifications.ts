import type { RoleHolder } from './policy-user.ts';

/** Product rules §6: technicians' certifications are kept by admins. */
export function canManageCertifications(user: RoleHolder): boolean {
  return user.role === 'admin';
}
