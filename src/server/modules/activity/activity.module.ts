import { defineModule } from '../module-manifest.ts';
import { createActivityRepository } from './activity.repository.ts';
import { activityRoutes } from './activity.routes.ts';
import { createActivityService } from './activity.service.ts';

/** Ticket history and Recent Activity; every module records its entries here. */
export const activityModule = defineModule({
  name: 'activity',
  layer: 'foundation',
  needs: [],
  provides: ['activity'],
  create: (ctx) => ({
    activity: createActivityService({
      repository: createActivityRepository(ctx.db),
      timeZone: ctx.timeZone,
    }),
  }),
  routes: ({ activity }) => [activityRoutes({ activity })],
  policy: 'src/contract/ticket-access.ts',
  testTier: 'one-database',
});
