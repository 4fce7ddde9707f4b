import { ticketAudienceFor } from '../ticket-access.ts';
import type { TicketAudience } from '../ticket-access.ts';
import { storeAudienceFor } from './policy-user.ts';
import type { PolicyUser, RoleHolder, StoreAudience } from './policy-user.ts';

/** Which units a user sees (docs/decisions/033). */
type EquipmentAudience = StoreAudience | { kind: 'tickets'; audience: TicketAudience };

/**
 * Product rules §11, decision 033: admins see every unit, managers their store's, technicians the
 * units of the tickets they see (their assigned tickets).
 */
export function equipmentAudienceFor(user: PolicyUser): EquipmentAudience {
  return storeAudienceFor(user, (technician) => ({
    kind: 'tickets' as const,
    audience: ticketAudienceFor(technician),
  }));
}

/** Product rules §11: admins add, change, remove, import and export units and their photos. */
export function canManageEquipment(user: RoleHolder): boolean {
  return user.role === 'admin';
}

/** Product rules §11: admins print any store's labels, managers their own store's. */
export function canPrintEquipmentLabels(user: RoleHolder): boolean {
  return user.role === 'admin' || user.role === 'manager';
}

/** Decision 033: admins and managers open the equipment register; others read a unit's name only. */
export function canOpenEquipmentRegister(user: RoleHolder): boolean {
  return user.role === 'admin' || user.role === 'manager';
}
