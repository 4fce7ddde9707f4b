import { describe, expect, it } from 'vitest';

import { daysBetween, scheduledPeriods } from './pay-period-schedule.ts';

describe('scheduledPeriods', () => {
  it('counts weekly periods from the anchor, the anchor day included', () => {
    expect(scheduledPeriods('2026-01-04', 'weekly', '2026-01-04')).toEqual([
      { startDate: '2026-01-04', endDate: '2026-01-10' },
      { startDate: '2025-12-28', endDate: '2026-01-03' },
    ]);
    expect(scheduledPeriods('2026-01-04', 'weekly', '2026-03-14')[0]).toEqual({
      startDate: '2026-03-08',
      endDate: '2026-03-14',
    });
  });

  it('counts bi-weekly periods from the anchor, before it too', () => {
    expect(scheduledPeriods('2026-01-04', 'biweekly', '2026-01-17')).toEqual([
      { startDate: '2026-01-04', endDate: '2026-01-17' },
      { startDate: '2025-12-21', endDate: '2026-01-03' },
    ]);
    expect(scheduledPeriods('2026-01-04', 'biweekly', '2026-01-18')[0].startDate).toBe(
      '2026-01-18',
    );
    // A day before the anchor is in the period that ends the day before it.
    expect(scheduledPeriods('2026-01-04', 'biweekly', '2026-01-03')[0]).toEqual({
      startDate: '2025-12-21',
      endDate: '2026-01-03',
    });
  });

  it('crosses DST changes and year ends by calendar days', () => {
    expect(scheduledPeriods('2026-03-01', 'weekly', '2026-03-09')[0]).toEqual({
      startDate: '2026-03-08',
      endDate: '2026-03-14',
    });
    expect(daysBetween('2025-12-28', '2026-01-03')).toBe(6);
  });
});
