import { afterEach, describe, expect, it } from 'vitest';

import { formatDate, formatTime } from './date-format.ts';
import { formatMinutes, formatMoney, formatNumber, setFormatLanguage } from './locale-format.ts';

// Decision 044: formats follow the language shown; English keeps the app's fixed US forms.
afterEach(() => {
  setFormatLanguage('en');
});

const AT = new Date('2026-01-07T14:30:00Z');
const ZONES = { business: 'America/Chicago', browser: 'America/Chicago' };

describe('formats by language', () => {
  it('keeps the English forms of decision 028 and product rules §9', () => {
    expect(formatDate(AT, ZONES)).toBe('Jan 7, 2026');
    expect(formatTime(AT, ZONES)).toBe('8:30 AM');
    expect(formatMinutes(125)).toBe('2h 5m');
    expect(formatMinutes(45)).toBe('45m');
    expect(formatNumber(1234.5, { minimumFractionDigits: 1 })).toBe('1,234.5');
    expect(formatMoney(123450)).toBe('$1,234.50');
  });

  it('writes Spanish dates, times, numbers, money and durations, in the business zone', () => {
    setFormatLanguage('es');
    expect(formatDate(AT, ZONES)).toMatch(/^7 ene\.? 2026$/);
    expect(formatTime(AT, ZONES)).toMatch(/^8:30\sa\.\s?m\.$/);
    expect(formatMinutes(125)).toMatch(/^2\sh 5\smin$/);
    expect(formatNumber(12.5, { minimumFractionDigits: 1 })).toBe('12.5');
    expect(formatMoney(123450)).toMatch(/1,234\.50/);
    // A browser elsewhere: the store's time, labelled with its zone.
    expect(formatTime(AT, { business: 'America/Chicago', browser: 'Europe/Madrid' })).toMatch(
      /^8:30\sa\.\s?m\.\s/,
    );
  });
});
