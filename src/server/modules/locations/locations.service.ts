import { canManageLocations } from '#contract/policies/locations.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type { Location, LocationInput } from '#contract/schemas/location.ts';
import { ticketAudienceFor } from '#contract/ticket-access.ts';

import type { Clock } from '../../integrations/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { LocationsRepository } from './locations.repository.ts';

function assertAdmin(actor: SessionUser): void {
  if (!canManageLocations(actor)) throw forbidden('Only administrators can manage locations');
}

function duplicateName(name: string) {
  return conflict('DUPLICATE_NAME', `A location named "${name}" already exists`);
}

export function createLocationsService(deps: { repository: LocationsRepository; clock: Clock }) {
  const { repository, clock } = deps;

  return {
    /**
     * Every signed-in user reads the list: the create ticket form offers it (product rules §2). The
     * counts are of the tickets the reader may see (issue 36): a manager's of their store's.
     */
    async list(reader: SessionUser): Promise<Location[]> {
      return repository.list(ticketAudienceFor(reader));
    },

    async create(actor: SessionUser, input: LocationInput): Promise<Location> {
      assertAdmin(actor);
      if (await repository.findByName(input.name)) throw duplicateName(input.name);
      // The unique index decides a race between two identical creates.
      const created = await repository.insert({ ...input, createdAt: clock.now() });
      if (!created) throw duplicateName(input.name);
      return created;
    },

    async update(actor: SessionUser, id: string, input: LocationInput): Promise<Location> {
      assertAdmin(actor);
      if (await repository.findByName(input.name, { excludeId: id }))
        throw duplicateName(input.name);
      const result = await repository.update(id, input);
      if (result === 'not-found') throw notFound('Location', id);
      if (result === 'duplicate') throw duplicateName(input.name);
      const updated = await repository.findById(id);
      if (!updated) throw notFound('Location', id);
      return updated;
    },

    async remove(actor: SessionUser, id: string): Promise<void> {
      assertAdmin(actor);
      const location = await repository.findById(id);
      if (!location) throw notFound('Location', id);
      // Product rules §5: delete is refused while the location has tickets that are not completed.
      if (location.activeTickets > 0) {
        throw conflict(
          'LOCATION_HAS_ACTIVE_TICKETS',
          `${location.name} has ${String(location.activeTickets)} active ticket(s) and cannot be deleted`,
        );
      }
      if (location.totalTickets > 0) {
        throw conflict(
          'CONFLICT',
          `${location.name} has ticket history and cannot be deleted; rename it instead`,
        );
      }
      const result = await repository.remove(id);
      if (result === 'not-found') throw notFound('Location', id);
      // A ticket filed between the check and the delete: the foreign key holds.
      if (result === 'referenced') {
        throw conflict(
          'LOCATION_HAS_ACTIVE_TICKETS',
          `${location.name} has active tickets and cannot be deleted`,
        );
      }
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
