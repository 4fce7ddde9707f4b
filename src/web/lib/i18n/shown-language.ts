import { DEFAULT_LANGUAGE, isLanguage, pickLanguage } from '#contract/languages.ts';
import type { Language } from '#contract/languages.ts';

import { readCurrentUser } from '../current-user.ts';
import { setFormatLanguage } from '../locale-format.ts';

// Decisions 043 and 044: which language the page shows, without the translation library. The
// sign-in page draws from this and the bundled common catalogue (sign-in-texts.ts) before i18next
// loads; i18next comes with the app (i18n.ts), starts in this language and takes over switching.

/** A signed-out visitor's choice from the language switch, kept on this device. */
const CHOSEN_LANGUAGE_KEY = 'language';

function storedChoice(): Language | null {
  try {
    const value = localStorage.getItem(CHOSEN_LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The signed-in person's language, else the switch's choice, else the browser's, else English. */
function startingLanguage(): Language {
  const userLanguage = readCurrentUser()?.language;
  if (isLanguage(userLanguage)) return userLanguage;
  return storedChoice() ?? pickLanguage(navigator.languages);
}

function applyToPage(language: Language) {
  document.documentElement.lang = language;
  setFormatLanguage(language);
}

let shown = startingLanguage();
applyToPage(shown);
const listeners = new Set<() => void>();

/** The language on the page now. */
export function shownLanguage(): Language {
  return shown;
}

export function subscribeToShownLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Records the language on the page (i18next calls it on every change once the app runs). */
export function setShownLanguage(language: string): void {
  const next = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  applyToPage(next);
  if (next === shown) return;
  shown = next;
  for (const listener of listeners) listener();
}

/** The common-catalogue texts components outside the app's chunk word through i18next. */
type SharedTextKey = 'shared.fieldRequired' | 'shared.fieldTooLong';
type Translate = (key: SharedTextKey, values: Record<string, string | number>) => string;

let translate: Translate | null = null;

/** i18next's t(), once the app runs (i18n.ts). */
export function translateWith(next: Translate): void {
  translate = next;
}

/**
 * A common-catalogue text with values, for components the sign-in page also draws (FormField):
 * through i18next once it runs, else `fallback` (decision 043: no i18next on the sign-in page).
 */
export function translated(
  key: SharedTextKey,
  values: Record<string, string | number>,
  fallback: string,
): string {
  return translate ? translate(key, values) : fallback;
}

type LanguageSwitcher = (language: Language) => Promise<void>;

let switchLanguage: LanguageSwitcher | null = null;
/** Until i18next runs, a switch loads the sign-in texts in that language first (no blank page). */
let prepareLanguage: LanguageSwitcher = () => Promise.resolve();

/** The sign-in texts register how to load a language's catalogue before it is shown. */
export function prepareLanguagesWith(prepare: LanguageSwitcher): void {
  prepareLanguage = prepare;
}

/** i18next, once loaded, does the switching (its catalogues, then its languageChanged event). */
export function switchLanguagesWith(switcher: LanguageSwitcher): void {
  switchLanguage = switcher;
}

/**
 * Shows the page in `language`. `remember` keeps a signed-out visitor's choice on this device (the
 * switch on the login and public pages); a signed-in person's choice is stored on the server.
 */
export async function showLanguage(language: Language, remember = false): Promise<void> {
  if (remember) {
    try {
      localStorage.setItem(CHOSEN_LANGUAGE_KEY, language);
    } catch {
      // Private mode: the choice lasts this page.
    }
  }
  if (switchLanguage) {
    await switchLanguage(language);
    return;
  }
  await prepareLanguage(language);
  setShownLanguage(language);
}
