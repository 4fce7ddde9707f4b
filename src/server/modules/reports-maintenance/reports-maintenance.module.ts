import { defineModule } from '../module-manifest.ts';
import { createMaintenanceReportRepository } from './reports-maintenance.repository.ts';
import { maintenanceReportRoutes } from './reports-maintenance.routes.ts';
import { createMaintenanceReportService } from './reports-maintenance.service.ts';

/** Issue 39: the maintenance dashboard, reading spend, PM compliance and repeat repairs from their owners. */
export const maintenanceReportModule = defineModule({
  name: 'reports-maintenance',
  layer: 'insight',
  needs: ['costs', 'pmCompliance', 'equipment'],
  provides: ['maintenanceReport'],
  create: (ctx, { costs, pmCompliance, equipment }) => ({
    maintenanceReport: createMaintenanceReportService({
      repository: createMaintenanceReportRepository(ctx.db),
      costs,
      pmCompliance,
      equipment,
      clock: ctx.clock,
      timeZone: ctx.timeZone,
    }),
  }),
  routes: ({ maintenanceReport }) => [maintenanceReportRoutes({ maintenanceReport })],
  policy: 'src/contract/policies/maintenance-report.ts',
  testTier: 'cross-database',
});
