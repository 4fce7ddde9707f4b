import rrulePackage from 'rrule';
import { describe, expect, it } from 'vitest';

import {
  LEAD_TIME_TOO_LONG_MESSAGE,
  RRULE_INVALID_MESSAGE,
  RRULE_NEVER_OCCURS_MESSAGE,
  RRULE_NO_DATE_SOON_MESSAGE,
  RRULE_TOO_FREQUENT_MESSAGE,
} from '../../../contract/schemas/pm-plan.ts';
import {
  describeRecurrence,
  expandRecurrence,
  leadTimeProblem,
  nextOccurrence,
  nextOccurrences,
  occurrencesBetween,
  RECURRENCE_MAX_CANDIDATES,
  recurrenceProblem,
} from './recurrence.ts';

const { RRule } = rrulePackage;
const NY = 'America/New_York';
const UTC = 'UTC';

function plan(rrule: string, startDate = '2026-01-01', dueTime = '06:00') {
  return { rrule, startDate, dueTime };
}

function iso(dates: Date[]): string[] {
  return dates.map((date) => date.toISOString());
}

/** The wall-clock "YYYY-MM-DD HH:mm" of each instant in a zone. */
function local(dates: Date[], timeZone: string): string[] {
  return dates.map((date) =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(date),
  );
}

describe('recurrenceProblem', () => {
  it.each([
    ['FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1'],
    ['FREQ=WEEKLY;BYDAY=MO,TH'],
    ['FREQ=DAILY;INTERVAL=14'],
    ['FREQ=DAILY'],
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=-1'],
    ['freq=weekly;byday=mo'],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29'],
    ['FREQ=MONTHLY;BYDAY=MO;BYSETPOS=-1'],
    ['FREQ=MONTHLY;BYDAY=1MO'],
    ['FREQ=MONTHLY;COUNT=3'],
  ])('accepts %s', (rrule) => {
    expect(recurrenceProblem(plan(rrule))).toBeUndefined();
  });

  it.each([
    ['garbage'],
    [''],
    ['FREQ=FORTNIGHTLY'],
    ['INTERVAL=2'],
    ['FREQ=DAILY;INTERVAL=0'],
    ['FREQ=DAILY;INTERVAL=abc'],
    ['FREQ=WEEKLY;BYDAY=XX'],
    ['FREQ=DAILY;FOO=1'],
    ['FREQ=MONTHLY;BYMONTHDAY=40'],
    ['FREQ=MONTHLY;BYMONTH=13'],
    ['DTSTART=20260101T060000;FREQ=DAILY'],
    ['FREQ=DAILY;TZID=Europe/Paris'],
    ['FREQ=DAILY;BYHOUR=6'],
    ['FREQ=DAILY;BYMINUTE=30'],
    ['FREQ=DAILY;BYSECOND=0'],
    ['FREQ=WEEKLY;BYDAY=MO;BYSETPOS=2'],
  ])('refuses %s as invalid', (rrule) => {
    expect(recurrenceProblem(plan(rrule))).toBe(RRULE_INVALID_MESSAGE);
  });

  it('refuses an impossible start date or time as invalid', () => {
    expect(recurrenceProblem(plan('FREQ=DAILY', '2026-02-30'))).toBe(RRULE_INVALID_MESSAGE);
    expect(recurrenceProblem(plan('FREQ=DAILY', '2026-01-01', '24:00'))).toBe(
      RRULE_INVALID_MESSAGE,
    );
  });

  it.each([['FREQ=HOURLY'], ['FREQ=MINUTELY;INTERVAL=30'], ['FREQ=SECONDLY']])(
    'refuses %s as too frequent',
    (rrule) => {
      expect(recurrenceProblem(plan(rrule))).toBe(RRULE_TOO_FREQUENT_MESSAGE);
    },
  );

  it('accepts consecutive days (exactly daily) but nothing closer', () => {
    expect(recurrenceProblem(plan('FREQ=WEEKLY;BYDAY=MO,TU,WE'))).toBeUndefined();
  });

  it.each([
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30'],
    ['FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31'],
    ['FREQ=MONTHLY;BYMONTHDAY=31;BYMONTH=4,6'],
    ['FREQ=MONTHLY;COUNT=0'],
    ['FREQ=DAILY;UNTIL=20251231'],
  ])('refuses %s as never occurring', (rrule) => {
    expect(recurrenceProblem(plan(rrule))).toBe(RRULE_NEVER_OCCURS_MESSAGE);
  });

  it('refuses a yearly rule on a day its start month never has', () => {
    // Every 12 months from 30 February's month: February has no 30th.
    expect(recurrenceProblem(plan('FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=30', '2026-02-01'))).toBe(
      RRULE_NEVER_OCCURS_MESSAGE,
    );
  });
});

describe('leadTimeProblem', () => {
  it('refuses a lead time as long as the gap between due dates', () => {
    expect(leadTimeProblem(plan('FREQ=DAILY;INTERVAL=14'), 14)).toBe(LEAD_TIME_TOO_LONG_MESSAGE);
    expect(leadTimeProblem(plan('FREQ=DAILY;INTERVAL=14'), 13)).toBeUndefined();
  });

  it('measures the shortest gap, not the interval', () => {
    // Monday and Thursday: gaps of 3 and 4 days.
    expect(leadTimeProblem(plan('FREQ=WEEKLY;BYDAY=MO,TH'), 3)).toBe(LEAD_TIME_TOO_LONG_MESSAGE);
    expect(leadTimeProblem(plan('FREQ=WEEKLY;BYDAY=MO,TH'), 2)).toBeUndefined();
  });

  it('accepts any lead time for a single occurrence', () => {
    expect(leadTimeProblem(plan('FREQ=YEARLY;COUNT=1'), 300)).toBeUndefined();
  });
});

describe('occurrencesBetween', () => {
  it('falls on the last day of every month with BYMONTHDAY=-1', () => {
    const dues = occurrencesBetween(
      plan('FREQ=MONTHLY;BYMONTHDAY=-1'),
      new Date('2026-01-01T00:00:00Z'),
      new Date('2026-05-01T00:00:00Z'),
      UTC,
    );
    expect(iso(dues)).toEqual([
      '2026-01-31T06:00:00.000Z',
      '2026-02-28T06:00:00.000Z',
      '2026-03-31T06:00:00.000Z',
      '2026-04-30T06:00:00.000Z',
    ]);
  });

  it('skips months without a 31st with BYMONTHDAY=31', () => {
    const dues = occurrencesBetween(
      plan('FREQ=MONTHLY;BYMONTHDAY=31'),
      new Date('2026-01-01T00:00:00Z'),
      new Date('2026-08-01T00:00:00Z'),
      UTC,
    );
    expect(local(dues, UTC).map((day) => day.slice(0, 10))).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
    ]);
  });

  it('falls on leap days only in leap years', () => {
    const dues = occurrencesBetween(
      plan('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29'),
      new Date('2026-01-01T00:00:00Z'),
      new Date('2037-01-01T00:00:00Z'),
      UTC,
    );
    expect(local(dues, UTC).map((day) => day.slice(0, 10))).toEqual([
      '2028-02-29',
      '2032-02-29',
      '2036-02-29',
    ]);
  });

  it('skips February in a non-leap year for a monthly rule on the 29th, and keeps it in a leap year', () => {
    const days = (year: number) =>
      local(
        occurrencesBetween(
          plan('FREQ=MONTHLY;BYMONTHDAY=29'),
          new Date(`${String(year)}-01-01T00:00:00Z`),
          new Date(`${String(year)}-04-01T00:00:00Z`),
          UTC,
        ),
        UTC,
      ).map((day) => day.slice(0, 10));
    expect(days(2027)).toEqual(['2027-01-29', '2027-03-29']);
    expect(days(2028)).toEqual(['2028-01-29', '2028-02-29', '2028-03-29']);
  });

  it('keeps 06:00 local across both DST changes in New York', () => {
    const dues = occurrencesBetween(
      plan('FREQ=DAILY', '2026-03-07'),
      new Date('2026-03-07T00:00:00Z'),
      new Date('2026-03-10T00:00:00Z'),
      NY,
    );
    expect(local(dues, NY)).toEqual(['2026-03-07 06:00', '2026-03-08 06:00', '2026-03-09 06:00']);
    // EST (-5) before the spring change, EDT (-4) after: the UTC hour moves, the local one does not.
    expect(iso(dues)).toEqual([
      '2026-03-07T11:00:00.000Z',
      '2026-03-08T10:00:00.000Z',
      '2026-03-09T10:00:00.000Z',
    ]);
    const autumn = occurrencesBetween(
      plan('FREQ=DAILY', '2026-10-31'),
      new Date('2026-10-31T00:00:00Z'),
      new Date('2026-11-03T00:00:00Z'),
      NY,
    );
    expect(local(autumn, NY)).toEqual(['2026-10-31 06:00', '2026-11-01 06:00', '2026-11-02 06:00']);
    expect(iso(autumn)).toEqual([
      '2026-10-31T10:00:00.000Z',
      '2026-11-01T11:00:00.000Z',
      '2026-11-02T11:00:00.000Z',
    ]);
  });

  it('resolves 02:30 on spring-forward day to one instant, neither skipped nor doubled', () => {
    const dues = occurrencesBetween(
      plan('FREQ=DAILY', '2026-03-07', '02:30'),
      new Date('2026-03-07T00:00:00Z'),
      new Date('2026-03-10T00:00:00Z'),
      NY,
    );
    expect(dues).toHaveLength(3);
    expect(local(dues, NY).map((day) => day.slice(0, 10))).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
    expect(new Set(iso(dues)).size).toBe(3);
  });

  it('has one 01:30 on fall-back day, though the wall time happens twice', () => {
    const dues = occurrencesBetween(
      plan('FREQ=DAILY', '2026-10-31', '01:30'),
      new Date('2026-10-31T00:00:00Z'),
      new Date('2026-11-03T00:00:00Z'),
      NY,
    );
    expect(local(dues, NY)).toEqual(['2026-10-31 01:30', '2026-11-01 01:30', '2026-11-02 01:30']);
  });

  it('includes from and excludes to', () => {
    const dues = occurrencesBetween(
      plan('FREQ=DAILY'),
      new Date('2026-01-02T06:00:00Z'),
      new Date('2026-01-04T06:00:00Z'),
      UTC,
    );
    expect(iso(dues)).toEqual(['2026-01-02T06:00:00.000Z', '2026-01-03T06:00:00.000Z']);
  });

  it('starts no earlier than the start date', () => {
    const dues = occurrencesBetween(
      plan('FREQ=DAILY', '2026-01-10'),
      new Date('2026-01-01T00:00:00Z'),
      new Date('2026-01-12T00:00:00Z'),
      UTC,
    );
    expect(iso(dues)).toEqual(['2026-01-10T06:00:00.000Z', '2026-01-11T06:00:00.000Z']);
  });

  it('answers nothing for a recurrence with a problem', () => {
    expect(
      occurrencesBetween(plan('FREQ=HOURLY'), new Date(0), new Date('2030-01-01T00:00:00Z'), UTC),
    ).toEqual([]);
  });
});

describe('nextOccurrences', () => {
  it('finds every 3 months on the 1st', () => {
    const dues = nextOccurrences(
      plan('FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1'),
      new Date('2026-02-15T00:00:00Z'),
      3,
      NY,
    );
    expect(local(dues, NY)).toEqual(['2026-04-01 06:00', '2026-07-01 06:00', '2026-10-01 06:00']);
  });

  it('finds chosen weekdays', () => {
    // 2026-01-01 is a Thursday.
    const dues = nextOccurrences(plan('FREQ=WEEKLY;BYDAY=MO,TH'), new Date(0), 4, UTC);
    expect(local(dues, UTC).map((day) => day.slice(0, 10))).toEqual([
      '2026-01-01',
      '2026-01-05',
      '2026-01-08',
      '2026-01-12',
    ]);
  });

  it('keeps the interval from the start date', () => {
    const dues = nextOccurrences(
      plan('FREQ=DAILY;INTERVAL=14'),
      new Date('2026-01-20T00:00:00Z'),
      2,
      UTC,
    );
    expect(local(dues, UTC).map((day) => day.slice(0, 10))).toEqual(['2026-01-29', '2026-02-12']);
  });

  it('is strictly after the given instant', () => {
    const dues = nextOccurrences(plan('FREQ=DAILY'), new Date('2026-01-02T06:00:00Z'), 1, UTC);
    expect(iso(dues)).toEqual(['2026-01-03T06:00:00.000Z']);
  });

  it('stops when COUNT is exhausted', () => {
    expect(nextOccurrences(plan('FREQ=MONTHLY;COUNT=2'), new Date(0), 5, UTC)).toHaveLength(2);
  });
});

describe('nextOccurrence (remembered per recurrence, decision 042 cut 58)', () => {
  // The clock moves forward through due instants and across both DST changes, then back: each
  // answer is the one a fresh walk gives, whatever was remembered from the instant before.
  const instants = [
    '2026-01-06T14:00:00Z',
    '2026-01-31T10:59:59.999Z',
    '2026-02-01T10:59:59.999Z',
    '2026-02-01T11:00:00.000Z',
    '2026-02-01T11:00:00.001Z',
    '2026-03-08T06:59:00Z',
    '2026-03-08T12:00:00Z',
    '2026-03-31T10:00:00Z',
    '2026-11-01T05:30:00Z',
    '2026-11-01T06:30:00Z',
    '2027-06-15T00:00:00Z',
    '2026-01-20T12:00:00Z',
    '2025-12-31T23:59:59Z',
    '2026-02-01T11:00:00.000Z',
  ];
  const rules = [
    // Starts long past: the walk is rebased near the instant (decision 039).
    plan('FREQ=MONTHLY;BYMONTHDAY=1', '2024-01-01'),
    plan('FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=8', '2025-12-08', '07:00'),
    plan('FREQ=WEEKLY;BYDAY=SU', '2025-06-01', '02:30'),
    plan('FREQ=DAILY;INTERVAL=14', '2026-01-01', '01:30'),
    plan('FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=8', '2020-03-08', '02:00'),
    plan('FREQ=MONTHLY;COUNT=3', '2026-01-01'),
  ];

  it.each([NY, UTC])('answers what nextOccurrences answers at every instant, in %s', (zone) => {
    for (const rule of rules) {
      for (const at of instants) {
        const after = new Date(at);
        expect(
          nextOccurrence(rule, after, zone)?.toISOString() ?? null,
          `${rule.rrule} from ${rule.startDate} at ${at}`,
        ).toBe(nextOccurrences(rule, after, 1, zone)[0]?.toISOString() ?? null);
      }
    }
  });

  it('moves to the next date once the remembered one is due, and back when the clock goes back', () => {
    const rule = plan('FREQ=MONTHLY;BYMONTHDAY=1', '2024-01-01');
    const next = (at: string) => nextOccurrence(rule, new Date(at), NY)?.toISOString();
    expect(next('2026-01-06T14:00:00Z')).toBe('2026-02-01T11:00:00.000Z');
    expect(next('2026-02-01T10:59:59.999Z')).toBe('2026-02-01T11:00:00.000Z');
    expect(next('2026-02-01T11:00:00.000Z')).toBe('2026-03-01T11:00:00.000Z');
    // Past the spring DST change: 06:00 is 10:00 UTC.
    expect(next('2026-03-08T12:00:00Z')).toBe('2026-04-01T10:00:00.000Z');
    expect(next('2026-01-20T12:00:00Z')).toBe('2026-02-01T11:00:00.000Z');
  });
});

// Decision 039: FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO took 6.96 s to preview, the event loop
// blocked: rrule walked the calendar towards year 9999 for 50 samples of a date once in 28 years.
describe('the expansion budget', () => {
  const LEAP_MONDAY = 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO';
  const SOON = new Date('2026-01-06T00:00:00Z');
  /** The days of the 10 years from SOON (both ends), and one period more (a day, or a year). */
  const TEN_YEARS_OF_DAYS = 3652 + 1;

  it('stops 10 years ahead, not at the next date (29 February 2044 is a Monday)', () => {
    expect(recurrenceProblem(plan(LEAP_MONDAY))).toBe(RRULE_NO_DATE_SOON_MESSAGE);
    expect(nextOccurrences(plan(LEAP_MONDAY), SOON, 12, UTC)).toEqual([]);
    expect(expandRecurrence(plan(LEAP_MONDAY), { from: SOON }, 12)).toEqual({
      walls: [],
      end: 'horizon',
      candidates: TEN_YEARS_OF_DAYS + 1,
    });
  });

  it.each([
    // Every 4 years from 2026: never a leap year.
    ['FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO', 366],
    // Every 7 days from a Thursday: never a Tuesday.
    ['FREQ=DAILY;INTERVAL=7;BYDAY=TU', 1],
  ])('stops a rule with no date at all as soon: %s', (rrule, period) => {
    expect(recurrenceProblem(plan(rrule))).toBe(RRULE_NO_DATE_SOON_MESSAGE);
    expect(expandRecurrence(plan(rrule), { from: SOON }, 12)).toEqual({
      walls: [],
      end: 'horizon',
      candidates: TEN_YEARS_OF_DAYS + period,
    });
  });

  it('examines at most 10,000 days of a longer window', () => {
    const never = expandRecurrence(
      plan('FREQ=DAILY;INTERVAL=7;BYDAY=TU'),
      { from: SOON, until: new Date('2099-12-31T00:00:00Z') },
      12,
    );
    expect(never).toEqual({ walls: [], end: 'budget', candidates: RECURRENCE_MAX_CANDIDATES });
    // A window the walk can cover is answered whole: three leap days in 11 years.
    expect(
      expandRecurrence(
        plan('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29'),
        { from: SOON, until: new Date('2037-01-01T00:00:00Z') },
        12,
      ),
    ).toMatchObject({ walls: [{}, {}, {}], end: 'enough' });
  });

  it('still finds a rare date inside 10 years, and nothing past them', () => {
    // 29 February 2028 is a Tuesday; the next is in 2056.
    const rule = plan('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=TU');
    expect(recurrenceProblem(rule)).toBeUndefined();
    expect(iso(nextOccurrences(rule, SOON, 3, UTC))).toEqual(['2028-02-29T06:00:00.000Z']);
  });

  it('does not count the walk up to the window against the budget', () => {
    // A daily plan started in 2000, read in 2099: 36,000 days walked before the window.
    const old = plan('FREQ=DAILY', '2000-01-01');
    expect(iso(nextOccurrences(old, new Date('2099-06-01T12:00:00Z'), 2, UTC))).toEqual([
      '2099-06-02T06:00:00.000Z',
      '2099-06-03T06:00:00.000Z',
    ]);
    const never = expandRecurrence(
      plan('FREQ=DAILY;INTERVAL=7;BYDAY=TU', '2000-01-06'),
      { from: new Date('2090-06-01T00:00:00Z') },
      1,
    );
    expect(never).toEqual({ walls: [], end: 'horizon', candidates: 3652 + 1 + 1 });
  });

  // The walk starts at the period holding the window, not at a start years back: the same dates
  // as rrule walking from the plan's own start.
  it.each([
    'FREQ=DAILY',
    'FREQ=DAILY;INTERVAL=3',
    'FREQ=DAILY;INTERVAL=2;BYDAY=MO,FR',
    'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29',
    'FREQ=WEEKLY',
    'FREQ=WEEKLY;INTERVAL=2',
    'FREQ=WEEKLY;INTERVAL=3;BYDAY=TU,SA',
    'FREQ=WEEKLY;INTERVAL=2;WKST=SU;BYDAY=SU,MO',
    'FREQ=WEEKLY;INTERVAL=2;WKST=TH',
    'FREQ=WEEKLY;BYMONTHDAY=13;BYDAY=FR',
    'FREQ=MONTHLY',
    'FREQ=MONTHLY;INTERVAL=5',
    'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=31',
    'FREQ=MONTHLY;BYDAY=-1FR',
    'FREQ=MONTHLY;INTERVAL=3;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
    'FREQ=MONTHLY;BYMONTHDAY=1,15;UNTIL=20400101',
    'FREQ=YEARLY',
    'FREQ=YEARLY;INTERVAL=3',
    'FREQ=YEARLY;BYMONTH=3,9',
    'FREQ=YEARLY;INTERVAL=2;BYDAY=20MO',
    'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29',
    'FREQ=MONTHLY;INTERVAL=4;COUNT=90',
  ])('finds what rrule finds from the plan’s own start: %s', (rrule) => {
    for (const startDate of ['2012-02-29', '2026-01-04']) {
      const start = new Date(`${startDate}T06:30:00Z`);
      const reference = new RRule({ ...RRule.parseString(rrule), dtstart: start, tzid: null });
      for (const after of ['2025-12-01T00:00:00Z', '2031-07-15T23:00:00Z']) {
        const afterDate = new Date(after);
        const begin = Math.max(afterDate.getTime() - 86_400_000, start.getTime());
        const horizon = new Date(begin);
        horizon.setUTCFullYear(horizon.getUTCFullYear() + 10);
        const expected: Date[] = [];
        reference.between(afterDate, horizon, true, (date) => {
          if (date > afterDate) expected.push(date);
          return expected.length < 6;
        });
        const label = `${startDate} after ${after}`;
        expect(
          iso(nextOccurrences(plan(rrule, startDate, '06:30'), afterDate, 6, UTC)),
          label,
        ).toEqual(iso(expected));
        const to = new Date(afterDate.getTime() + 93 * 86_400_000);
        expect(
          iso(occurrencesBetween(plan(rrule, startDate, '06:30'), afterDate, to, UTC)),
          label,
        ).toEqual(iso(reference.between(afterDate, to, true).filter((date) => date < to)));
      }
    }
  });

  it('tells a rule that has ended from one that is far away', () => {
    const ended = expandRecurrence(plan('FREQ=MONTHLY;COUNT=2'), { from: SOON }, 5);
    expect(ended.end).toBe('exhausted');
    expect(ended.walls).toHaveLength(1);
    expect(recurrenceProblem(plan('FREQ=DAILY;UNTIL=20251231'))).toBe(RRULE_NEVER_OCCURS_MESSAGE);
  });
});

describe('describeRecurrence', () => {
  it.each([
    ['FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1', 'Every 3 months on the 1st at 06:00'],
    ['FREQ=WEEKLY;BYDAY=MO,TH', 'Every week on Monday and Thursday at 06:00'],
    ['FREQ=DAILY;INTERVAL=14', 'Every 14 days at 06:00'],
    ['FREQ=DAILY', 'Every day at 06:00'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'Every month on the last day at 06:00'],
    ['FREQ=MONTHLY', 'Every month on the 1st at 06:00'],
    ['FREQ=WEEKLY;INTERVAL=2', 'Every 2 weeks on Thursday at 06:00'],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', 'Every year on 29 February at 06:00'],
    ['FREQ=MONTHLY;BYDAY=MO,TU,WE;BYSETPOS=1', expect.stringMatching(/^Every month .* at 06:00$/)],
  ])('%s', (rrule, text) => {
    expect(describeRecurrence(plan(rrule))).toEqual(text);
  });

  // Issue 40: the same rules in Spanish, rarer ones through rrule's words.
  it.each([
    ['FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1', 'Cada 3 meses el día 1 a las 06:00'],
    ['FREQ=WEEKLY;BYDAY=MO,TH', 'Cada semana los lunes y jueves a las 06:00'],
    ['FREQ=DAILY', 'Cada día a las 06:00'],
    ['FREQ=MONTHLY;BYMONTHDAY=1,15', 'Cada mes los días 1 y 15 a las 06:00'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'Cada mes el último día a las 06:00'],
    ['FREQ=WEEKLY;INTERVAL=2', 'Cada 2 semanas los jueves a las 06:00'],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', 'Cada año el 29 de febrero a las 06:00'],
    ['FREQ=MONTHLY;BYDAY=-1FR', 'Cada mes el último viernes a las 06:00'],
    ['FREQ=WEEKLY;UNTIL=20270101', 'Cada semana hasta el 1 de enero de 2027 a las 06:00'],
  ])('%s in Spanish', (rrule, text) => {
    expect(describeRecurrence(plan(rrule), 'es')).toEqual(text);
  });
});
