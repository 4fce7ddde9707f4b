import type { RoleHolder } from './policy-user.ts';

/** Decision 036: the technician app reads their working set ahead, to work without a network. */
export function readsWorkAhead(user: RoleHolder): boolean {
  return user.role === 'technician';
}

/**
 * Decision 036: technicians' and managers' lists are kept on the device; an admin's are
 * chain-wide and never persisted.
 */
export function keepsDataOnDevice(user: RoleHolder): boolean {
  return user.role !== 'admin';
}
