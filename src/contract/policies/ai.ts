import type { PolicyUser, RoleHolder } from './policy-user.ts';

/**
 * Whose work an asker's questions are about (product rules §16): an admin asks about the whole
 * chain, a manager about their store's and their own submitted tickets, a technician about their
 * own (the tickets assigned to them, their hours).
 */
type AskerScope = 'chain' | 'store' | 'own';

export function askerScopeFor(user: RoleHolder): AskerScope {
  switch (user.role) {
    case 'admin':
      return 'chain';
    case 'manager':
      return 'store';
    case 'technician':
      return 'own';
  }
}

/** Product rules §16, architecture §7: admins' scheduling suggestions and answers know everyone's week. */
export function seesTeamWorkload(user: RoleHolder): boolean {
  return user.role === 'admin';
}

/**
 * Product rules §6: the ticket analysis reads a chosen unit an admin may pick anywhere and a
 * manager at their store; anything else reads as unknown.
 */
export function canAnalyzeUnit(user: PolicyUser, unit: { locationId: string }): boolean {
  return user.role === 'admin' || (user.role === 'manager' && user.locationId === unit.locationId);
}
