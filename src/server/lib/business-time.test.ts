import { describe, expect, it } from 'vitest';

import { dayOf, dayRange, daysToRange, weekRange } from './business-time.ts';

describe('business time', () => {
  it('gives the day in the business time zone, not UTC', () => {
    // 03:00 UTC on Jan 7 is still Jan 6 in New York.
    expect(dayOf(new Date('2026-01-07T03:00:00Z'), 'America/New_York')).toBe('2026-01-06');
    const range = dayRange(new Date('2026-01-07T03:00:00Z'), 'America/New_York');
    expect(range.start.toISOString()).toBe('2026-01-06T05:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-01-07T05:00:00.000Z');
  });

  it('turns inclusive report days into a half-open range of instants', () => {
    const range = daysToRange('2026-03-01', '2026-03-31', 'America/New_York');
    expect(range.start.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    // Daylight saving time starts on March 8: the end is at UTC-4.
    expect(range.end.toISOString()).toBe('2026-04-01T04:00:00.000Z');
  });

  it('starts the week on Sunday', () => {
    const range = weekRange(new Date('2026-01-07T15:00:00Z'), 'UTC');
    expect(range.start.toISOString()).toBe('2026-01-04T00:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-01-11T00:00:00.000Z');
  });
});
