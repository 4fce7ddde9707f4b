import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { canManageSla } from '#contract/policies/sla.ts';
import { ErrorBodySchema } from '#contract/schemas/common.ts';
import { SlaSettingsInputSchema, SlaSettingsSchema } from '#contract/schemas/sla.ts';

import { currentUser, requirePermission } from '../../plugins/session.ts';
import { SLA_FORBIDDEN } from './sla.service.ts';
import type { SlaService } from './sla.service.ts';

const tags = ['settings'];

export function slaRoutes(deps: { sla: SlaService }): FastifyPluginAsyncZod {
  const { sla } = deps;
  return async function routes(app) {
    app.get(
      '/settings/sla',
      {
        preValidation: requirePermission(canManageSla, SLA_FORBIDDEN),
        schema: {
          tags,
          summary: 'Service-level targets per priority and the stores’ opening hours (admin)',
          description:
            'Targets are minutes of business time: 24x7, or a store’s opening hours when it has ' +
            'some. A ticket is at risk at 80 % of a target (issue 39).',
          response: { 200: SlaSettingsSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
        },
      },
      async (request) => sla.get(currentUser(request)),
    );

    app.put(
      '/settings/sla',
      {
        preValidation: requirePermission(canManageSla, SLA_FORBIDDEN),
        schema: {
          tags,
          summary: 'Change the service-level targets and opening hours (admin)',
          description:
            'storeHours, when sent, replaces every store’s hours (a store left out runs 24x7). ' +
            'New values time tickets created afterwards; deadlines already set stay.',
          body: SlaSettingsInputSchema,
          response: {
            200: SlaSettingsSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => sla.update(currentUser(request), request.body),
    );
  };
}
