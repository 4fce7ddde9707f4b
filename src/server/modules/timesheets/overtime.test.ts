import { describe, expect, it } from 'vitest';

import { payDays, sessionWorkedMinutes, totalsOf } from './overtime.ts';
import type { PayRules, WorkSession } from './overtime.ts';

// Decision 035 §5: hand-computed cases. The zone is America/Los_Angeles (PST is UTC-8 in January).

const ZONE = 'America/Los_Angeles';
const NOW = new Date('2026-12-31T00:00:00Z');
const DEFAULTS: PayRules = {
  breaksPaid: false,
  roundingMinutes: 0,
  dailyOvertimeMinutes: null,
  doubleTimeMinutes: null,
  weeklyOvertimeMinutes: 2400,
};

/** A session on a January 2026 day (local wall time, PST = UTC-8). */
function shift(
  day: number,
  from: string,
  to: string,
  breaks: [string, string][] = [],
): WorkSession {
  const at = (time: string, d = day) =>
    new Date(`2026-01-${String(d).padStart(2, '0')}T${time}:00-08:00`);
  const end = to < from ? at(to, day + 1) : at(to);
  return {
    clockInTime: at(from),
    clockOutTime: end,
    breaks: breaks.map(([start, stop]) => ({ startTime: at(start), endTime: at(stop) })),
  };
}

describe('payDays', () => {
  it('deducts an unpaid break and keeps a paid one as worked time', () => {
    const sessions = [shift(5, '08:00', '17:00', [['12:00', '12:30']])];
    const range = { startDay: '2026-01-05', endDay: '2026-01-05' };
    expect(payDays(sessions, DEFAULTS, range, ZONE, NOW)).toEqual([
      {
        date: '2026-01-05',
        workedMinutes: 510,
        regularMinutes: 510,
        overtimeMinutes: 0,
        doubleTimeMinutes: 0,
        unpaidBreakMinutes: 30,
      },
    ]);
    const paid = payDays(sessions, { ...DEFAULTS, breaksPaid: true }, range, ZONE, NOW);
    expect(paid[0]).toMatchObject({ workedMinutes: 540, unpaidBreakMinutes: 0 });
  });

  it('splits a 13-hour day into 8 regular, 4 overtime and 1 double time', () => {
    const rules = { ...DEFAULTS, dailyOvertimeMinutes: 480, doubleTimeMinutes: 720 };
    const [day] = payDays(
      [shift(5, '06:00', '19:00')],
      rules,
      { startDay: '2026-01-05', endDay: '2026-01-05' },
      ZONE,
      NOW,
    );
    expect(day).toMatchObject({
      workedMinutes: 780,
      regularMinutes: 480,
      overtimeMinutes: 240,
      doubleTimeMinutes: 60,
    });
  });

  it('moves regular minutes past 40 h in the week to overtime, days in order', () => {
    // Sunday Jan 4 .. Saturday Jan 10: five 9 h days = 45 h, no daily overtime.
    const sessions = [5, 6, 7, 8, 9].map((day) => shift(day, '08:00', '17:00'));
    const days = payDays(
      sessions,
      DEFAULTS,
      { startDay: '2026-01-04', endDay: '2026-01-10' },
      ZONE,
      NOW,
    );
    expect(days.map((day) => [day.regularMinutes, day.overtimeMinutes])).toEqual([
      [0, 0],
      [540, 0],
      [540, 0],
      [540, 0],
      [540, 0],
      [240, 300],
      [0, 0],
    ]);
    expect(totalsOf(days)).toMatchObject({ regularMinutes: 2400, overtimeMinutes: 300 });
  });

  it('does not count daily overtime toward the weekly threshold', () => {
    // Five 10 h days with daily overtime after 8 h: 40 h regular, 10 h daily overtime, no more.
    const sessions = [5, 6, 7, 8, 9].map((day) => shift(day, '07:00', '17:00'));
    const totals = totalsOf(
      payDays(
        sessions,
        { ...DEFAULTS, dailyOvertimeMinutes: 480 },
        { startDay: '2026-01-04', endDay: '2026-01-10' },
        ZONE,
        NOW,
      ),
    );
    expect(totals).toMatchObject({
      workedMinutes: 3000,
      regularMinutes: 2400,
      overtimeMinutes: 600,
      doubleTimeMinutes: 0,
    });
  });

  it('cuts a night shift at midnight so each day gets its own hours', () => {
    const days = payDays(
      [shift(5, '20:00', '06:00')],
      { ...DEFAULTS, dailyOvertimeMinutes: 480 },
      { startDay: '2026-01-05', endDay: '2026-01-06' },
      ZONE,
      NOW,
    );
    expect(days.map((day) => day.workedMinutes)).toEqual([240, 360]);
    expect(days.every((day) => day.overtimeMinutes === 0)).toBe(true);
  });

  it('rounds punches to the nearest 15 minutes in the computation only', () => {
    const clockInTime = new Date('2026-01-05T08:07:00-08:00');
    const session: WorkSession = {
      clockInTime,
      clockOutTime: new Date('2026-01-05T16:53:00-08:00'),
      breaks: [],
    };
    const [day] = payDays(
      [session],
      { ...DEFAULTS, roundingMinutes: 15 },
      { startDay: '2026-01-05', endDay: '2026-01-05' },
      ZONE,
      NOW,
    );
    // 08:07 -> 08:00, 16:53 -> 17:00.
    expect(day?.workedMinutes).toBe(540);
    expect(clockInTime.toISOString()).toBe('2026-01-05T16:07:00.000Z');
  });

  it('counts the real elapsed time across the spring-forward night', () => {
    // March 8, 2026: clocks jump from 02:00 to 03:00 in Los Angeles. 22:00 to 06:00 is 7 h.
    const session: WorkSession = {
      clockInTime: new Date('2026-03-07T22:00:00-08:00'),
      clockOutTime: new Date('2026-03-08T06:00:00-07:00'),
      breaks: [],
    };
    const days = payDays(
      [session],
      DEFAULTS,
      { startDay: '2026-03-07', endDay: '2026-03-08' },
      ZONE,
      NOW,
    );
    expect(days.map((day) => day.workedMinutes)).toEqual([120, 300]);
  });

  it('counts the real elapsed time across the fall-back night', () => {
    // November 1, 2026: 02:00 falls back to 01:00. 22:00 to 06:00 is 9 h.
    const session: WorkSession = {
      clockInTime: new Date('2026-10-31T22:00:00-07:00'),
      clockOutTime: new Date('2026-11-01T06:00:00-08:00'),
      breaks: [],
    };
    const days = payDays(
      [session],
      { ...DEFAULTS, dailyOvertimeMinutes: 480 },
      { startDay: '2026-10-31', endDay: '2026-11-01' },
      ZONE,
      NOW,
    );
    expect(days.map((day) => day.workedMinutes)).toEqual([120, 420]);
  });
});

describe('sessionWorkedMinutes', () => {
  it('counts a whole session across midnight with rounded punches and its unpaid break', () => {
    // 21:53 rounds to 22:00 and 06:08 to 06:15 (15-minute rounding): 8 h 15 min less 30 min.
    const session = shift(5, '21:53', '06:08');
    // The break falls after midnight, on the next day.
    session.breaks = [
      {
        startTime: new Date('2026-01-06T01:00:00-08:00'),
        endTime: new Date('2026-01-06T01:30:00-08:00'),
      },
    ];
    expect(sessionWorkedMinutes(session, { ...DEFAULTS, roundingMinutes: 15 }, NOW)).toBe(465);
    expect(sessionWorkedMinutes(session, { ...DEFAULTS, breaksPaid: true }, NOW)).toBe(495);
  });

  it('counts a running session and its open break up to now', () => {
    const running: WorkSession = {
      clockInTime: new Date('2026-01-05T08:00:00-08:00'),
      clockOutTime: null,
      breaks: [{ startTime: new Date('2026-01-05T11:00:00-08:00'), endTime: null }],
    };
    const now = new Date('2026-01-05T11:20:00-08:00');
    expect(sessionWorkedMinutes(running, DEFAULTS, now)).toBe(180);
  });
});
