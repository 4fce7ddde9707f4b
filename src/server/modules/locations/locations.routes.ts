import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { canManageLocations } from '#contract/policies/locations.ts';
import { ErrorBodySchema } from '#contract/schemas/common.ts';
import { LocationInputSchema, LocationSchema } from '#contract/schemas/location.ts';

import { registerAdminWrites } from '../../plugins/admin-writes.ts';
import { currentUser } from '../../plugins/session.ts';
import type { LocationsService } from './locations.service.ts';

const tags = ['locations'];

export function locationsRoutes(deps: { locations: LocationsService }): FastifyPluginAsyncZod {
  const { locations } = deps;
  return async function routes(app) {
    app.get(
      '/locations',
      {
        // Counts over the reader's tickets: reuse the answer (per user) until something changes
        // (decisions 007 and 008).
        config: { isCacheable: true },
        schema: {
          tags,
          summary: 'Every store location with its active and total ticket counts',
          description:
            'The counts are of the tickets the caller may see: every ticket for admins, a manager’s store’s and their own requests, a technician’s assigned tickets.',
          response: { 200: z.array(LocationSchema), 401: ErrorBodySchema },
        },
      },
      async (request) => locations.list(currentUser(request)),
    );

    registerAdminWrites(app, {
      path: '/locations',
      tags,
      permission: canManageLocations,
      input: LocationInputSchema,
      row: LocationSchema,
      summaries: {
        create: 'Add a location (admin)',
        update: 'Rename or re-address a location (admin)',
        remove: 'Delete a location without tickets (admin)',
      },
      service: locations,
    });
  };
}
