import { eq } from 'drizzle-orm';

import type { Language } from '#contract/languages.ts';

import type { Database, Executor } from '../../db/database.ts';
import { languageSettings } from '../../db/schema.ts';

// The chain's one row of language settings (id 1); absent until an admin first saves (issue 40).
const SETTINGS_ID = 1;

export function createLanguageSettingsRepository(db: Database) {
  return {
    async defaultLanguage(executor: Executor = db): Promise<Language | null> {
      const [row] = await executor
        .select({ defaultLanguage: languageSettings.defaultLanguage })
        .from(languageSettings)
        .where(eq(languageSettings.id, SETTINGS_ID))
        .limit(1);
      return row?.defaultLanguage ?? null;
    },

    async setDefaultLanguage(
      defaultLanguage: Language | null,
      actor: { id: string; at: Date },
      executor: Executor = db,
    ): Promise<void> {
      const values = { defaultLanguage, updatedAt: actor.at, updatedBy: actor.id };
      await executor
        .insert(languageSettings)
        .values({ id: SETTINGS_ID, ...values })
        .onConflictDoUpdate({ target: languageSettings.id, set: values });
    },
  };
}

export type LanguageSettingsRepository = ReturnType<typeof createLanguageSettingsRepository>;
