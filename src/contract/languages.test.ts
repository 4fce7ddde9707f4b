import { describe, expect, it } from 'vitest';

import { pickLanguage } from './languages.ts';

describe('pickLanguage', () => {
  it('takes the most preferred language the product speaks, ignoring the region', () => {
    expect(pickLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(pickLanguage('fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4')).toBe('es');
    expect(pickLanguage('en;q=0.4,es;q=0.7')).toBe('es');
    expect(pickLanguage(['es-419', 'en-US'])).toBe('es');
  });

  it('falls back to English for an unknown, empty or refused language', () => {
    expect(pickLanguage('de-DE,fr;q=0.8')).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('es;q=0,de')).toBe('en');
    expect(pickLanguage('*')).toBe('en');
  });
});
