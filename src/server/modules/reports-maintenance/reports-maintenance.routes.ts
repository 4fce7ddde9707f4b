import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { canViewMaintenanceReport } from '#contract/policies/maintenance-report.ts';
import { ErrorBodySchema } from '#contract/schemas/common.ts';
import {
  MaintenanceReportQuerySchema,
  MaintenanceReportSchema,
} from '#contract/schemas/maintenance-report.ts';

import { currentUser, requirePermission } from '../../plugins/session.ts';
import { MAINTENANCE_REPORT_FORBIDDEN } from './reports-maintenance.service.ts';
import type { MaintenanceReportService } from './reports-maintenance.service.ts';

export function maintenanceReportRoutes(deps: {
  maintenanceReport: MaintenanceReportService;
}): FastifyPluginAsyncZod {
  const { maintenanceReport } = deps;
  return async function routes(app) {
    app.get(
      '/reports/maintenance',
      {
        // Before validation: a technician is refused whatever the query holds.
        onRequest: requirePermission(canViewMaintenanceReport, MAINTENANCE_REPORT_FORBIDDEN),
        schema: {
          tags: ['reports'],
          summary:
            'The maintenance dashboard: ticket flow, backlog, speed, fixes, downtime, PM and spend',
          description:
            'from and to are inclusive days (business time zone), at most 2 years apart; each ' +
            'figure comes with the period of equal length just before (previous). Totals and one ' +
            'entry per store the viewer sees. Admins see every store, managers their own ' +
            "(another store's locationId: 404); technicians 403. Spend is the spend report's " +
            'total (admins only; null for managers), PM compliance the compliance report’s ' +
            'percent, repeat repairs the equipment register’s flag as of the end of each period.',
          querystring: MaintenanceReportQuerySchema,
          response: {
            200: MaintenanceReportSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => maintenanceReport.report(currentUser(request), request.query),
    );
  };
}
