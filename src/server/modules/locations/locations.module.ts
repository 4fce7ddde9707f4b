import { defineModule } from '../module-manifest.ts';
import { createLocationsRepository } from './locations.repository.ts';
import { locationsRoutes } from './locations.routes.ts';
import { createLocationsService } from './locations.service.ts';

/** The chain's stores. */
export const locationsModule = defineModule({
  name: 'locations',
  layer: 'foundation',
  needs: [],
  provides: ['locations'],
  create: (ctx) => ({
    locations: createLocationsService({
      repository: createLocationsRepository(ctx.db),
      clock: ctx.clock,
    }),
  }),
  routes: ({ locations }) => [locationsRoutes({ locations })],
  policy: 'src/contract/policies/locations.ts',
  testTier: 'one-database',
});
