import { defineModule } from '../module-manifest.ts';
import { createVendorsRepository } from './vendors.repository.ts';
import { vendorsRoutes } from './vendors.routes.ts';
import { createVendorsService } from './vendors.service.ts';

/** Outside vendors, their trades, stores and ranks, and the vendor settings (decision 037). */
export const vendorsModule = defineModule({
  name: 'vendors',
  layer: 'work',
  needs: ['activity'],
  provides: ['vendors'],
  create: (ctx, { activity }) => ({
    vendors: createVendorsService({
      db: ctx.db,
      repository: createVendorsRepository(ctx.db),
      activity,
      clock: ctx.clock,
      timeZone: ctx.timeZone,
    }),
  }),
  routes: ({ vendors }, { config }) => [
    vendorsRoutes({ vendors, checksAnswers: config.checksAnswers }),
  ],
  policy: 'src/contract/policies/vendors.ts',
  // Cut 59: the list's JSON is written by each engine, so its test runs on both databases.
  testTier: 'cross-database',
});
