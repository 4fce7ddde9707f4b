import { describe, expect, it } from 'vitest';

import type { OpeningRange } from '#contract/schemas/sla.ts';

import { addBusinessMinutes, businessMinutesBetween, slaDeadlines } from './sla-clock.ts';

const NEW_YORK = 'America/New_York';
const ALWAYS_OPEN: OpeningRange[] = [];

/** Monday to Friday 09:00–17:00. */
const OFFICE_HOURS: OpeningRange[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  opens: '09:00',
  closes: '17:00',
}));

/** Every day 09:00–17:00. */
const EVERY_DAY: OpeningRange[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  opens: '09:00',
  closes: '17:00',
}));

function iso(date: Date): string {
  return date.toISOString();
}

describe('the SLA clock, open 24x7', () => {
  it('counts elapsed time', () => {
    const start = new Date('2026-01-05T10:00:00Z');
    expect(iso(addBusinessMinutes(start, 120, ALWAYS_OPEN, NEW_YORK))).toBe(
      '2026-01-05T12:00:00.000Z',
    );
    expect(
      businessMinutesBetween(start, new Date('2026-01-06T10:30:00Z'), ALWAYS_OPEN, NEW_YORK),
    ).toBe(1470);
  });

  it('counts 24 elapsed hours across the spring DST change (the clock, not the wall)', () => {
    // Saturday 12:00 EST; clocks go forward at 02:00 on Sunday March 8, 2026.
    const start = new Date('2026-03-07T17:00:00Z');
    expect(iso(addBusinessMinutes(start, 1440, ALWAYS_OPEN, NEW_YORK))).toBe(
      '2026-03-08T17:00:00.000Z',
    );
  });
});

describe('the SLA clock in opening hours', () => {
  it('stops overnight and over the weekend', () => {
    // Friday 16:00 New York (EST): one hour left on Friday, one on Monday morning.
    const friday = new Date('2026-01-09T21:00:00Z');
    const due = addBusinessMinutes(friday, 120, OFFICE_HOURS, NEW_YORK);
    expect(iso(due)).toBe('2026-01-12T15:00:00.000Z');
    expect(businessMinutesBetween(friday, due, OFFICE_HOURS, NEW_YORK)).toBe(120);
  });

  it('starts counting at opening time for a ticket reported before it', () => {
    // Monday 07:00 EST → opens 09:00 → one hour later is 10:00.
    const early = new Date('2026-01-12T12:00:00Z');
    expect(iso(addBusinessMinutes(early, 60, OFFICE_HOURS, NEW_YORK))).toBe(
      '2026-01-12T15:00:00.000Z',
    );
  });

  it('keeps the opening hours in local time across the spring DST change', () => {
    // Saturday March 7, 16:00 EST (21:00Z): one hour that day, one from Sunday's 09:00, which is
    // 13:00Z after clocks go forward (it would be 14:00Z a day earlier).
    const saturday = new Date('2026-03-07T21:00:00Z');
    expect(iso(addBusinessMinutes(saturday, 120, EVERY_DAY, NEW_YORK))).toBe(
      '2026-03-08T14:00:00.000Z',
    );
    expect(
      businessMinutesBetween(saturday, new Date('2026-03-08T14:00:00Z'), EVERY_DAY, NEW_YORK),
    ).toBe(120);
  });

  it('keeps the opening hours in local time across the autumn DST change', () => {
    // Saturday October 31, 16:00 EDT (20:00Z); Sunday November 1 opens at 09:00 EST = 14:00Z.
    const saturday = new Date('2026-10-31T20:00:00Z');
    expect(iso(addBusinessMinutes(saturday, 90, EVERY_DAY, NEW_YORK))).toBe(
      '2026-11-01T14:30:00.000Z',
    );
  });

  it('counts split ranges and a range that closes at midnight', () => {
    const hours: OpeningRange[] = [
      { weekday: 5, opens: '11:00', closes: '14:00' },
      { weekday: 5, opens: '17:00', closes: '24:00' },
      { weekday: 6, opens: '00:00', closes: '02:00' },
    ];
    // Friday 13:00 EST: 1 h before the break, 7 h in the evening, then 30 min after midnight.
    const friday = new Date('2026-01-09T18:00:00Z');
    expect(iso(addBusinessMinutes(friday, 510, hours, NEW_YORK))).toBe('2026-01-10T05:30:00.000Z');
  });

  it('walks a target of weeks to the same instant the minutes say', () => {
    // 14 days of business time on 40 hours a week is 8.4 weeks of calendar (no DST in between).
    const start = new Date('2026-04-06T14:00:00Z');
    const due = addBusinessMinutes(start, 20_160, OFFICE_HOURS, NEW_YORK);
    expect(businessMinutesBetween(start, due, OFFICE_HOURS, NEW_YORK)).toBe(20_160);
    expect(iso(due)).toBe('2026-06-03T14:00:00.000Z');
  });
});

describe('SLA deadlines', () => {
  it('puts the at-risk line at 80 % of each target', () => {
    const deadlines = slaDeadlines({
      submittedAt: new Date('2026-01-05T10:00:00Z'),
      respondMinutes: 120,
      resolveMinutes: 1440,
      pausedMinutes: 0,
      hours: ALWAYS_OPEN,
      timeZone: NEW_YORK,
    });
    expect(iso(deadlines.respondRiskAt)).toBe('2026-01-05T11:36:00.000Z');
    expect(iso(deadlines.respondBy)).toBe('2026-01-05T12:00:00.000Z');
    expect(iso(deadlines.resolveRiskAt)).toBe('2026-01-06T05:12:00.000Z');
    expect(iso(deadlines.resolveBy)).toBe('2026-01-06T10:00:00.000Z');
  });

  it('moves every deadline later by the business time the ticket waited for parts', () => {
    // Paused from Friday 16:00 to Monday 11:00: three business hours stood still.
    const pausedMinutes = businessMinutesBetween(
      new Date('2026-01-09T21:00:00Z'),
      new Date('2026-01-12T16:00:00Z'),
      OFFICE_HOURS,
      NEW_YORK,
    );
    expect(pausedMinutes).toBe(180);
    const deadlines = slaDeadlines({
      submittedAt: new Date('2026-01-09T14:00:00Z'),
      respondMinutes: 120,
      resolveMinutes: 480,
      pausedMinutes,
      hours: OFFICE_HOURS,
      timeZone: NEW_YORK,
    });
    // Friday 09:00 + 2 h + 3 h = Friday 14:00; Friday 09:00 + 8 h + 3 h = Monday 12:00.
    expect(iso(deadlines.respondBy)).toBe('2026-01-09T19:00:00.000Z');
    expect(iso(deadlines.resolveBy)).toBe('2026-01-12T17:00:00.000Z');
  });
});
