// Issue 40: the languages the product speaks. English is the fallback everywhere: a text missing in
// another language, an unknown browser language and a user who never chose one read English. No zod
// here: this file is on the sign-in page (decision 043); LanguageSchema is in schemas/language.ts.
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The first offered language in preference order, else English. Takes an Accept-Language header
 * ('es-MX,es;q=0.9,en;q=0.8') or the browser's navigator.languages; a region is ignored (es-MX → es).
 */
export function pickLanguage(preferences: string | readonly string[] | null | undefined): Language {
  if (!preferences) return DEFAULT_LANGUAGE;
  const ranked =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part, index) => {
            const [tag = '', ...parameters] = part.trim().split(';');
            const weight = parameters
              .map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1])
              .find((value) => value !== undefined);
            return { tag, quality: weight === undefined ? 1 : Number(weight), index };
          })
          .filter((entry) => entry.quality > 0 && Number.isFinite(entry.quality))
          .sort((left, right) => right.quality - left.quality || left.index - right.index)
          .map((entry) => entry.tag)
      : preferences;
  for (const tag of ranked) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
