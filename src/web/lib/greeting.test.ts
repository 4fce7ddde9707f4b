import { describe, expect, it } from 'vitest';

import { i18next } from '#web/lib/i18n/i18n.ts';

import { greetingFor } from './greeting.ts';

describe('greetingFor', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [16, 'Good afternoon'],
    [17, 'Good evening'],
    [23, 'Good evening'],
  ])('at %i:30 says %s', (hour, expected) => {
    const part = greetingFor(new Date(2026, 0, 6, hour, 30));
    expect(i18next.t(`greeting.${part}`, { ns: 'dashboard', name: 'Ana' })).toBe(
      `${expected}, Ana`,
    );
  });
});
