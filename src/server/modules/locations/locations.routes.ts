import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { canManageLocations } from '#contract/policies/locations.ts';
import { ErrorBodySchema, IdParamsSchema, OkSchema } from '#contract/schemas/common.ts';
import { LocationInputSchema, LocationSchema } from '#contract/schemas/location.ts';

import { currentUser, requirePermission } from '../../plugins/session.ts';
import type { LocationsService } from './locations.service.ts';

const tags = ['locations'];
const writeErrors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

export function locationsRoutes(deps: { locations: LocationsService }): FastifyPluginAsyncZod {
  const { locations } = deps;
  return async function routes(app) {
    app.get(
      '/locations',
      {
        // Counts over every ticket: reuse the answer until something changes (issue #8).
        config: { isCacheable: true },
        schema: {
          tags,
          summary: 'Every store location with its active and total ticket counts',
          response: { 200: z.array(LocationSchema), 401: ErrorBodySchema },
        },
      },
      async () => locations.list(),
    );

    app.post(
      '/locations',
      {
        // Non-admins are refused before their body is even read.
        preValidation: requirePermission(canManageLocations),
        schema: {
          tags,
          summary: 'Add a location (admin)',
          body: LocationInputSchema,
          response: { 201: LocationSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await locations.create(currentUser(request), request.body)),
    );

    app.put(
      '/locations/:id',
      {
        preValidation: requirePermission(canManageLocations),
        schema: {
          tags,
          summary: 'Rename or re-address a location (admin)',
          params: IdParamsSchema,
          body: LocationInputSchema,
          response: { 200: LocationSchema, ...writeErrors },
        },
      },
      async (request) => locations.update(currentUser(request), request.params.id, request.body),
    );

    app.delete(
      '/locations/:id',
      {
        preValidation: requirePermission(canManageLocations),
        schema: {
          tags,
          summary: 'Delete a location without tickets (admin)',
          params: IdParamsSchema,
          response: { 200: OkSchema, ...writeErrors },
        },
      },
      async (request) => {
        await locations.remove(currentUser(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
