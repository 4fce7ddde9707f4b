import { defineModule } from '../module-manifest.ts';
import { createIdempotencyRepository } from './idempotency.repository.ts';
import {
  createIdempotencyService,
  IDEMPOTENCY_PRUNE_CHECK,
  IDEMPOTENCY_PRUNE_INTERVAL_MS,
} from './idempotency.service.ts';

/** Decision 036 §4: a mutation with an Idempotency-Key runs once (the plugin asks this service). */
export const idempotencyModule = defineModule({
  name: 'idempotency',
  layer: 'foundation',
  needs: [],
  provides: ['idempotency'],
  create: (ctx) => ({
    idempotency: createIdempotencyService({
      repository: createIdempotencyRepository(ctx.db),
      clock: ctx.clock,
    }),
  }),
  checks: ({ idempotency }) => [
    {
      name: IDEMPOTENCY_PRUNE_CHECK,
      everyMs: IDEMPOTENCY_PRUNE_INTERVAL_MS,
      run: async () => {
        await idempotency.prune();
      },
    },
  ],
  testTier: 'one-database',
});
