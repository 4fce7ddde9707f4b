import { use, useSyncExternalStore } from 'react';

import type { Language } from '#contract/languages.ts';

import common from './locales/en/common.json';
import { prepareLanguagesWith, shownLanguage, subscribeToShownLanguage } from './shown-language.ts';

// Decision 043: the sign-in page's texts without i18next (about 17 KB gzip), which loads with the
// app. The same `common` catalogues the app reads: English is bundled, another language's file is
// loaded once when shown. A key missing in that language reads English (decision 044), never the raw
// key. Plain texts only: no interpolation, plurals or components on these pages.

type Leaves<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Key}`
    : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** A key of the common catalogue ('login.signIn'). */
type CommonKey = Leaves<typeof common>;

type Catalogue = Record<string, unknown>;

const otherCatalogues = import.meta.glob<{ default: Catalogue }>([
  './locales/*/common.json',
  '!./locales/en/common.json',
]);

const loads = new Map<Language, Promise<Catalogue>>();
const loaded = new Map<Language, Catalogue>([['en', common]]);

function loadCatalogue(language: Language): Promise<Catalogue> {
  let load = loads.get(language);
  if (!load) {
    const file = otherCatalogues[`./locales/${language}/common.json`];
    load = file
      ? file().then(
          (module) => module.default,
          // Offline before the file was ever fetched: English, which every key has.
          () => common,
        )
      : Promise.resolve(common);
    void load.then((catalogue) => loaded.set(language, catalogue));
    loads.set(language, load);
  }
  return load;
}

prepareLanguagesWith(async (language) => {
  await loadCatalogue(language);
});

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let value: unknown = catalogue;
  for (const part of key.split('.')) value = (value as Catalogue | undefined)?.[part];
  return typeof value === 'string' ? value : undefined;
}

type SignInT = (key: CommonKey) => string;

/**
 * The sign-in page's `t()` in the language shown; the component suspends while that language's
 * file loads (main.tsx's Suspense), as it did under i18next.
 */
export function useSignInTexts(): { t: SignInT; language: Language } {
  const language = useSyncExternalStore(subscribeToShownLanguage, shownLanguage);
  const catalogue = loaded.get(language) ?? use(loadCatalogue(language));
  const t: SignInT = (key) => lookup(catalogue, key) ?? lookup(common, key) ?? key;
  return { t, language };
}
