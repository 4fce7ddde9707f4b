import { defineModule } from '../module-manifest.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createTimeSettingsRepository } from './time-settings.repository.ts';
import { createTimeSettingsService } from './time-settings.service.ts';

/** The chain's time rules: pay periods, overtime, breaks (decision 035). */
export const settingsModule = defineModule({
  name: 'settings',
  layer: 'foundation',
  needs: [],
  provides: ['timeSettings'],
  create: (ctx) => ({
    timeSettings: createTimeSettingsService({
      db: ctx.db,
      repository: createTimeSettingsRepository(ctx.db),
      clock: ctx.clock,
    }),
  }),
  routes: ({ timeSettings }) => [settingsRoutes({ timeSettings })],
  policy: 'src/contract/policies/settings.ts',
  testTier: 'cross-database',
});
