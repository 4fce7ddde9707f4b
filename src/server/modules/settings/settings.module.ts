import { defineModule } from '../module-manifest.ts';
import { createLanguageSettingsRepository } from './language-settings.repository.ts';
import { createLanguageSettingsService } from './language-settings.service.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createTimeSettingsRepository } from './time-settings.repository.ts';
import { createTimeSettingsService } from './time-settings.service.ts';

/** The chain's time rules: pay periods, overtime, breaks (decision 035); new users' language (044). */
export const settingsModule = defineModule({
  name: 'settings',
  layer: 'foundation',
  needs: [],
  provides: ['timeSettings', 'languageSettings'],
  create: (ctx) => ({
    timeSettings: createTimeSettingsService({
      db: ctx.db,
      repository: createTimeSettingsRepository(ctx.db),
      clock: ctx.clock,
    }),
    languageSettings: createLanguageSettingsService({
      repository: createLanguageSettingsRepository(ctx.db),
      clock: ctx.clock,
    }),
  }),
  routes: ({ timeSettings, languageSettings }) => [
    settingsRoutes({ timeSettings, languageSettings }),
  ],
  policy: 'src/contract/policies/settings.ts',
  testTier: 'one-database',
});
