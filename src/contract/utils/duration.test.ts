import { describe, expect, it } from 'vitest';

import { formatDuration, formatElapsed, sumMinutes, toMinutes } from './duration.ts';

describe('formatDuration', () => {
  it('shows hours and minutes from an hour up', () => {
    expect(formatDuration(60)).toBe('1h 0m');
    expect(formatDuration(135)).toBe('2h 15m');
    expect(formatDuration(1500)).toBe('25h 0m');
  });

  it('shows minutes alone under an hour', () => {
    expect(formatDuration(0)).toBe('0m');
    expect(formatDuration(45)).toBe('45m');
    expect(formatDuration(59)).toBe('59m');
  });

  it('reads durationMinutes sent as a string, as one reading of the spec does', () => {
    expect(formatDuration('90')).toBe('1h 30m');
    expect(formatDuration(' 12 ')).toBe('12m');
    expect(formatDuration('120.0')).toBe('2h 0m');
  });

  it("shows 'N/A' when the duration is absent or not a number", () => {
    expect(formatDuration(null)).toBe('N/A');
    expect(formatDuration(undefined)).toBe('N/A');
    expect(formatDuration('')).toBe('N/A');
    expect(formatDuration('soon')).toBe('N/A');
    expect(formatDuration(Number.NaN)).toBe('N/A');
  });
});

describe('toMinutes', () => {
  it('rounds fractional minutes and keeps null for absent values', () => {
    expect(toMinutes(89.5)).toBe(90);
    expect(toMinutes('7')).toBe(7);
    expect(toMinutes(null)).toBeNull();
    expect(toMinutes('x')).toBeNull();
  });
});

describe('formatElapsed', () => {
  it('counts hh:mm:ss', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(999)).toBe('00:00:00');
    expect(formatElapsed(1000)).toBe('00:00:01');
    expect(formatElapsed((1 * 3600 + 2 * 60 + 3) * 1000)).toBe('01:02:03');
  });

  it('keeps counting hours past a day and never goes negative', () => {
    expect(formatElapsed(100 * 3600 * 1000)).toBe('100:00:00');
    expect(formatElapsed(-5000)).toBe('00:00:00');
    expect(formatElapsed(Number.NaN)).toBe('00:00:00');
  });
});

describe('sumMinutes', () => {
  it('adds numbers and numeric strings and counts absent durations as zero', () => {
    expect(sumMinutes([60, '30', null, undefined, 15])).toBe(105);
    expect(sumMinutes([])).toBe(0);
  });
});
