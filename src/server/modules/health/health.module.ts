import { defineModule } from '../module-manifest.ts';
import { healthRoutes } from './health.routes.ts';

/** GET /api/health: the database answers, and since when this instance runs. */
export const healthModule = defineModule({
  name: 'health',
  layer: 'foundation',
  needs: [],
  provides: [],
  create: () => ({}),
  routes: (_services, ctx) => [
    healthRoutes({ database: ctx.database, startedAt: ctx.startedAt, timeZone: ctx.timeZone }),
  ],
  testTier: 'one-database',
});
