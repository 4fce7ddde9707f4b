import { defineModule } from '../module-manifest.ts';
import { createCategoriesRepository } from './categories.repository.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { createCategoriesService } from './categories.service.ts';

/** Ticket categories (HVAC, Refrigeration, ...). */
export const categoriesModule = defineModule({
  name: 'categories',
  layer: 'foundation',
  needs: [],
  provides: ['categories'],
  create: (ctx) => ({
    categories: createCategoriesService({
      db: ctx.db,
      repository: createCategoriesRepository(ctx.db),
      clock: ctx.clock,
    }),
  }),
  routes: ({ categories }) => [categoriesRoutes({ categories })],
  policy: 'src/contract/policies/categories.ts',
  testTier: 'one-database',
});
