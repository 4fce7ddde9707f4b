import i18next from 'i18next';
import type { BackendModule, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, pickLanguage } from '#contract/languages.ts';
import type { Language } from '#contract/languages.ts';

import { readCurrentUser } from '../current-user.ts';
import { setFormatLanguage } from '../locale-format.ts';
import common from './locales/en/common.json';

// Decision 044: one i18next instance for the web app. English `common` (the shell and the login
// page) is bundled: it is what the first paint of most visitors needs and the fallback of every
// other language. Every other catalogue (a namespace per screen group, a file per language) is its
// own chunk, loaded when a screen asks for its namespace in the language shown, so the login page
// never carries Spanish for an English reader, nor a screen's texts before it is opened.
const lazyCatalogues = import.meta.glob<{ default: ResourceKey }>([
  './locales/*/*.json',
  '!./locales/en/common.json',
]);

const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {
    // Nothing to set up: the catalogues are chunks of the build.
  },
  read(language, namespace, callback) {
    const load = lazyCatalogues[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => {
        callback(null, module.default);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

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

function applyToPage(language: string) {
  const shown = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  document.documentElement.lang = shown;
  setFormatLanguage(shown);
}

i18next.on('languageChanged', applyToPage);

void i18next
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: startingLanguage(),
    // A key missing in Spanish reads English (the completeness test reports it), never the raw key.
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources: { en: { common } },
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** The language the app shows now. */
export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Shows the app in `language`. `remember` keeps a signed-out visitor's choice on this device (the
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
  if (currentLanguage() !== language || i18next.language !== language)
    await i18next.changeLanguage(language);
}

export { i18next };
