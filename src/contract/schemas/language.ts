import { z } from 'zod';

import { LANGUAGES } from '../languages.ts';

/** Issue 40: a language the product offers ('en' | 'es'); anything else is refused with 400. */
export const LanguageSchema = z.enum(LANGUAGES, {
  message: `Language must be one of: ${LANGUAGES.join(', ')}`,
});

/**
 * Issue 40: the language new users start in, set by admins in Settings; null: each new user
 * follows the browser they first sign in with.
 */
export const LanguageSettingsSchema = z.object({
  defaultLanguage: LanguageSchema.nullable(),
});
export type LanguageSettings = z.infer<typeof LanguageSettingsSchema>;

/** PATCH /api/me: what a person changes of themselves; for now their language. */
export const UpdateMeInputSchema = z.object({
  language: LanguageSchema.optional(),
});
