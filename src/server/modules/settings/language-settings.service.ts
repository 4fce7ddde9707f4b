import type { Language } from '#contract/languages.ts';
import { canChangeSettings } from '#contract/policies/settings.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type { LanguageSettings } from '#contract/schemas/language.ts';

import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { LanguageSettingsRepository } from './language-settings.repository.ts';
import { SETTINGS_FORBIDDEN } from './time-settings.service.ts';

export function createLanguageSettingsService(deps: {
  repository: LanguageSettingsRepository;
  clock: Clock;
}) {
  const { repository, clock } = deps;
  return {
    async get(): Promise<LanguageSettings> {
      return { defaultLanguage: await repository.defaultLanguage() };
    },

    /** The language a user created now starts in (null: their browser's at first sign-in). */
    defaultLanguage(executor?: Executor): Promise<Language | null> {
      return repository.defaultLanguage(executor);
    },

    /** Admins only. Users who exist keep their language: it is theirs. */
    async update(actor: SessionUser, input: LanguageSettings): Promise<LanguageSettings> {
      if (!canChangeSettings(actor)) throw forbidden(SETTINGS_FORBIDDEN);
      await repository.setDefaultLanguage(input.defaultLanguage, {
        id: actor.id,
        at: clock.now(),
      });
      return { defaultLanguage: input.defaultLanguage };
    },
  };
}

export type LanguageSettingsService = ReturnType<typeof createLanguageSettingsService>;
