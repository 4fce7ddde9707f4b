import { defineModule } from '../module-manifest.ts';
import { createCostsRepository } from './costs.repository.ts';
import { costsRoutes } from './costs.routes.ts';
import { createCostsService } from './costs.service.ts';

/** Repair costs of tickets, equipment and stores, the spend report, the vendor scorecard. */
export const costsModule = defineModule({
  name: 'costs',
  layer: 'insight',
  needs: [],
  provides: ['costs'],
  create: (ctx) => ({
    costs: createCostsService({
      repository: createCostsRepository(ctx.db),
      clock: ctx.clock,
      timeZone: ctx.timeZone,
    }),
  }),
  routes: ({ costs }) => [costsRoutes({ costs })],
  policy: 'src/contract/policies/costs.ts',
  testTier: 'one-database',
});
