import { describe, expect, it } from 'vitest';

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
    expect(greetingFor(new Date(2026, 0, 6, hour, 30))).toBe(expected);
  });
});
