import type { Database } from '../../db/database.ts';
import type { ActivityListener, NewActivity } from '../activity/activity.service.ts';
import type { EquipmentStatusRepository } from './equipment-status.repository.ts';

// Decision 033: "An open ticket marked equipment down sets the equipment's status to down, and
// completing the last such ticket puts it back in service." Derived from each ticket history
// entry inside the writing transaction (docs/product-rules.md §11), so the unit's status commits
// or rolls back with the ticket change that caused it.

/** Ticket changes that can start or end "equipment down" on a unit. */
const STATUS_KINDS = new Set([
  'ticket.created',
  'ticket.completed',
  'ticket.reopened',
  'ticket.edited',
  'ticket.status_changed',
]);

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function createEquipmentStatusListener(deps: {
  db: Database;
  repository: EquipmentStatusRepository;
}): ActivityListener {
  const { db, repository } = deps;
  const concerns = (entry: NewActivity): entry is NewActivity & { ticketId: string } =>
    Boolean(entry.ticketId) && STATUS_KINDS.has(entry.kind);
  return {
    // The ticket's unit is read in the entry's own insert (no round trip of its own).
    lookup: (entry) =>
      concerns(entry) ? repository.unitOfTicketLookup(entry.ticketId) : undefined,
    async recorded(entry, found, executor) {
      if (!concerns(entry)) return;
      const units = new Set<string>();
      const current = repository.unitOfFound(found);
      if (current) units.add(current);
      // A triage edit that moved the ticket away from its unit's store or category drops the
      // unit; the unit it had may now have no open equipment-down ticket left.
      const dropped = text(entry.details?.droppedEquipmentId);
      if (dropped) units.add(dropped);
      await repository.syncUnits([...units], entry.createdAt, executor ?? db);
    },
  };
}
