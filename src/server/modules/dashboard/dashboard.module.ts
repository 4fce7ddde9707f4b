import { keepTicketDaysIn } from '../../db/ticket-day-counts.ts';
import { defineModule } from '../module-manifest.ts';
import { createDashboardRepository } from './dashboard.repository.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

/** The dashboard's figures, the technician's Today and the manager's store work. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  layer: 'insight',
  // Issue 36: the manager's requests to approve, as the Requests tab answers them.
  needs: ['maintenanceRequests'],
  provides: ['dashboard'],
  create: (ctx, { maintenanceRequests }) => ({
    dashboard: createDashboardService({
      db: ctx.db,
      repository: createDashboardRepository(ctx.db),
      requests: maintenanceRequests,
      clock: ctx.clock,
      timeZone: ctx.timeZone,
    }),
  }),
  routes: ({ dashboard }) => [dashboardRoutes({ dashboard })],
  // Decision 042 cut 35: the admin's weekly series read day counters kept in the business time
  // zone; before serving, they count in this instance's.
  start: (_services, ctx) => {
    ctx.app.addHook('onReady', async () => {
      await keepTicketDaysIn(ctx.db, ctx.timeZone, ctx.log);
    });
  },
  policy: 'src/contract/policies/dashboard.ts',
  testTier: 'cross-database',
});
