import type { PayPeriodLength } from '#contract/schemas/time-settings.ts';

import { shiftDay } from '../../lib/business-time.ts';

// Decision 035 §7: pay periods follow the chain's schedule, every one or two weeks from a Sunday
// anchor (time_settings). Pure calendar arithmetic on YYYY-MM-DD business days.

export interface PeriodDays {
  startDate: string;
  /** Inclusive. */
  endDate: string;
}

const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The scheduled period holding `today`, and the one before it (current first). */
export function scheduledPeriods(
  anchor: string,
  length: PayPeriodLength,
  today: string,
): [PeriodDays, PeriodDays] {
  const days = length === 'weekly' ? 7 : 14;
  // floor, so a day before the anchor falls in the period that ends the day before the anchor.
  const index = Math.floor(daysBetween(anchor, today) / days);
  const currentStart = shiftDay(anchor, index * days);
  const previousStart = shiftDay(currentStart, -days);
  return [
    { startDate: currentStart, endDate: shiftDay(currentStart, days - 1) },
    { startDate: previousStart, endDate: shiftDay(previousStart, days - 1) },
  ];
}
