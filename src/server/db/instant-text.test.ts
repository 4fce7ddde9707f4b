import { describe, expect, it } from 'vitest';

import { isoInstant, isoInstantOrNull } from './instant-text.ts';

describe('isoInstant', () => {
  it.each([
    '2026-11-30 09:53:48+00',
    '2026-11-30 09:53:48.1+00',
    '2026-11-30 09:53:48.12+00',
    '2026-11-30 09:53:48.123+00',
    '2026-11-30 09:53:48.123999+00',
    '2026-11-30 04:53:48.5-05',
    '2026-11-30 10:23:48.5+00:30',
    '0999-01-01 00:00:00+00',
  ])('writes %s as a Date parsed from it writes itself', (text) => {
    expect(isoInstant(text)).toBe(new Date(text).toISOString());
  });

  it('cuts the microseconds rather than rounding them', () => {
    expect(isoInstant('2026-11-30 23:59:59.999999+00')).toBe('2026-11-30T23:59:59.999Z');
  });

  it('leaves a missing instant missing', () => {
    expect(isoInstantOrNull(null)).toBeNull();
    expect(isoInstantOrNull('2026-11-30 09:53:48+00')).toBe('2026-11-30T09:53:48.000Z');
  });
});
