import i18next from 'i18next';
import type { BackendModule, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '#contract/languages.ts';
import type { Language } from '#contract/languages.ts';

import common from './locales/en/common.json';
import {
  setShownLanguage,
  shownLanguage,
  switchLanguagesWith,
  translateWith,
} from './shown-language.ts';

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

// Decision 043: the language shown is decided before this loads (shown-language.ts, which the
// sign-in page draws from); i18next starts in it, reports every change to it and does the switching.
i18next.on('languageChanged', setShownLanguage);

void i18next
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: shownLanguage(),
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

switchLanguagesWith(async (language) => {
  if (currentLanguage() !== language || i18next.language !== language)
    await i18next.changeLanguage(language);
});

translateWith((key, values) => i18next.t(key, values));

export { showLanguage } from './shown-language.ts';
export { i18next };
