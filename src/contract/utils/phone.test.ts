import { describe, expect, it } from 'vitest';

import { formatPhone, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('stores any way of writing a US number as one E.164 number', () => {
    expect(normalizePhone('(201) 555-0123')).toBe('+12015550123');
    expect(normalizePhone('201.555.0123')).toBe('+12015550123');
    expect(normalizePhone('+1 201 555 0123')).toBe('+12015550123');
  });

  it('accepts a number from another country written with its code, and keeps an extension', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('201-555-0123 ext 12')).toBe('+12015550123 ext. 12');
  });

  it('refuses what is not a phone number', () => {
    for (const text of ['call me', '555 0100', '12', '(555) 010-2000', '+999 123'])
      expect(normalizePhone(text)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('reads a US number nationally and another country internationally', () => {
    expect(formatPhone('+12015550123')).toBe('(201) 555-0123');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('+12015550123 ext. 12')).toBe('(201) 555-0123 ext. 12');
  });

  it('shows a record stored before phones were checked as it was', () => {
    expect(formatPhone('555-0101')).toBe('555-0101');
  });
});
