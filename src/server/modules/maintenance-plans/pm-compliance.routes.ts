import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { canViewPmCompliance } from '#contract/policies/maintenance-plans.ts';
import { ErrorBodySchema } from '#contract/schemas/common.ts';
import { PmComplianceQuerySchema, PmComplianceReportSchema } from '#contract/schemas/pm-plan.ts';

import { currentUser, requirePermission } from '../../plugins/session.ts';
import { COMPLIANCE_FORBIDDEN } from './pm-compliance.service.ts';
import type { PmComplianceService } from './pm-compliance.service.ts';

export function pmComplianceRoutes(deps: {
  compliance: PmComplianceService;
}): FastifyPluginAsyncZod {
  const { compliance } = deps;
  return async function routes(app) {
    app.get(
      '/reports/pm-compliance',
      {
        config: { isCacheable: true },
        // Before validation: a technician is refused whatever the query holds.
        onRequest: requirePermission(canViewPmCompliance, COMPLIANCE_FORBIDDEN),
        schema: {
          tags: ['pm-plans'],
          summary: 'Preventive maintenance compliance per store and month of the due date',
          description:
            'from and to are inclusive due days (YYYY-MM-DD, business time zone), at most 2 years ' +
            'apart. Due counts generated and missed occurrences; onTime were completed by the end ' +
            'of their due day, late after it; missed were never generated or are still open after ' +
            'their due day; open are not done and their due day has not ended. compliancePercent ' +
            '= round(100 × onTime / (due − open)), null when that is 0. Admins see every store, ' +
            "managers their own store (another store's locationId: 403); technicians 403. " +
            "Deleted plans' history still counts.",
          querystring: PmComplianceQuerySchema,
          response: {
            200: PmComplianceReportSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => compliance.report(currentUser(request), request.query),
    );
  };
}
