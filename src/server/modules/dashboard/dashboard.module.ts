import { defineModule } from '../module-manifest.ts';
import { createDashboardRepository } from './dashboard.repository.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

/** The dashboard's figures and the technician's Today. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  layer: 'insight',
  needs: [],
  provides: ['dashboard'],
  create: (ctx) => ({
    dashboard: createDashboardService({
      repository: createDashboardRepository(ctx.db),
      clock: ctx.clock,
      timeZone: ctx.timeZone,
    }),
  }),
  routes: ({ dashboard }) => [dashboardRoutes({ dashboard })],
  policy: 'src/contract/policies/dashboard.ts',
  testTier: 'cross-database',
});
