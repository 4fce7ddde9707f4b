import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '#contract/languages.ts';

import { i18next } from './i18n.ts';

// Decision 044: every language has every key of the English catalogues (the spec's texts), with the
// same {{values}} and <tags>; a key missing in Spanish is reported here and, at run time, reads English.

type Catalogue = Record<string, unknown>;

const files = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });

function catalogue(language: string, namespace: string): Catalogue | undefined {
  return files[`./locales/${language}/${namespace}.json`];
}

const namespaces = [
  ...new Set(Object.keys(files).map((path) => path.replace(/^.*\/(.+)\.json$/, '$1'))),
].sort();

/** Every leaf as 'a.b.c' → text. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') {
    found.set(prefix, value);
    return found;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, text] of leaves(child, prefix ? `${prefix}.${key}` : key))
        found.set(path, text);
    }
  }
  return found;
}

/** What a translation must keep: interpolated values and component tags. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)\s*\/?>/g)]
    .map((match) => match[0])
    .sort();
}

describe('the catalogues', () => {
  it('exist for every language and namespace', () => {
    for (const language of LANGUAGES) {
      for (const namespace of namespaces) {
        expect(catalogue(language, namespace), `${language}/${namespace}.json`).toBeDefined();
      }
    }
  });

  it.each(namespaces)(
    '%s: every language has exactly the English keys, none empty',
    (namespace) => {
      const english = leaves(catalogue('en', namespace));
      for (const language of LANGUAGES) {
        const translated = leaves(catalogue(language, namespace));
        const missing = [...english.keys()].filter((key) => !translated.has(key));
        const extra = [...translated.keys()].filter((key) => !english.has(key));
        expect(missing, `${language}/${namespace}: missing keys`).toEqual([]);
        expect(extra, `${language}/${namespace}: keys English does not have`).toEqual([]);
        const empty = [...translated].filter(([, text]) => text.trim() === '').map(([key]) => key);
        expect(empty, `${language}/${namespace}: empty texts`).toEqual([]);
      }
    },
  );

  it.each(namespaces)('%s: translations keep the English values and tags', (namespace) => {
    const english = leaves(catalogue('en', namespace));
    for (const language of LANGUAGES) {
      const translated = leaves(catalogue(language, namespace));
      const changed = [...english]
        .filter(([key, text]) => {
          const other = translated.get(key);
          return other !== undefined && placeholders(other).join() !== placeholders(text).join();
        })
        .map(([key]) => key);
      expect(changed, `${language}/${namespace}`).toEqual([]);
    }
  });
});

describe('at run time', () => {
  it('reads English for a key missing in Spanish, never the key itself', async () => {
    i18next.addResourceBundle('en', 'completeness-check', { onlyEnglish: 'Clock In' });
    i18next.addResourceBundle('es', 'completeness-check', {});
    await i18next.changeLanguage('es');
    // A namespace made for this test, outside the typed catalogues.
    const untypedT = i18next.t.bind(i18next) as unknown as (key: string, options: object) => string;
    expect(untypedT('onlyEnglish', { ns: 'completeness-check' })).toBe('Clock In');
    expect(i18next.t('card.clockIn', { ns: 'time-clock' })).toBe('Marcar entrada');
  });

  it('speaks plurals in both languages', async () => {
    await i18next.changeLanguage('en');
    expect(i18next.t('tickets', { count: 1 })).toBe('1 ticket');
    expect(i18next.t('tickets', { count: 3 })).toBe('3 tickets');
    await i18next.changeLanguage('es');
    expect(i18next.t('tickets', { count: 1 })).toBe('1 ticket');
    expect(i18next.t('tickets', { count: 3 })).toBe('3 tickets');
  });
});
