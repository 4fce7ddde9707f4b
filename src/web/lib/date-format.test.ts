import { describe, expect, it } from 'vitest';

import {
  formatDate,
  formatDateTime,
  formatDay,
  formatRelative,
  formatTime,
  formatTimeRange,
} from './date-format.ts';

const NEW_YORK = { business: 'America/New_York', browser: 'America/New_York' };
const TRAVELLING = { business: 'America/New_York', browser: 'America/Los_Angeles' };
const UNKNOWN = { business: null, browser: 'America/New_York' };

// 2026-01-07 14:30 UTC is 9:30 AM in New York (EST) and 6:30 AM in Los Angeles.
const MORNING = '2026-01-07T14:30:00.000Z';

describe('date-format', () => {
  it('writes one style when the browser is in the business zone: no zone label', () => {
    expect(formatDate(MORNING, NEW_YORK)).toBe('Jan 7, 2026');
    expect(formatTime(MORNING, NEW_YORK)).toBe('9:30 AM');
    expect(formatDateTime(MORNING, NEW_YORK)).toBe('Jan 7, 2026 9:30 AM');
    expect(formatTimeRange(MORNING, '2026-01-07T22:00:00.000Z', NEW_YORK)).toBe(
      '9:30 AM – 5:00 PM',
    );
  });

  it('shows business time and names the zone when the browser is elsewhere', () => {
    expect(formatTime(MORNING, TRAVELLING)).toBe('9:30 AM EST');
    expect(formatDateTime(MORNING, TRAVELLING)).toBe('Jan 7, 2026 9:30 AM EST');
    expect(formatTime('2026-07-07T13:30:00.000Z', TRAVELLING)).toBe('9:30 AM EDT');
    expect(formatTimeRange(MORNING, '2026-01-07T22:00:00.000Z', TRAVELLING)).toBe(
      '9:30 AM – 5:00 PM EST',
    );
    // Late evening in New York is already the next day in UTC: the date is the business day.
    expect(formatDate('2026-01-08T03:00:00.000Z', { ...TRAVELLING, browser: 'UTC' })).toBe(
      'Jan 7, 2026',
    );
  });

  it('needs no label for two names of one clock, or while the business zone is unknown', () => {
    expect(formatTime('2026-01-07T09:30:00.000Z', { business: 'Etc/UTC', browser: 'UTC' })).toBe(
      '9:30 AM',
    );
    expect(formatTime(MORNING, UNKNOWN)).toBe('9:30 AM');
  });

  it('spans days in a range, and writes calendar days and relative times', () => {
    expect(formatTimeRange(MORNING, '2026-01-08T22:00:00.000Z', NEW_YORK)).toBe(
      'Jan 7, 9:30 AM – Jan 8, 5:00 PM',
    );
    expect(formatDay('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatRelative('2026-01-07T12:30:00.000Z', new Date(MORNING))).toBe('about 2 hours ago');
  });
});
