import { describe, expect, it } from 'vitest';

import { dayOrInstantProblem, dayProblem, instantProblem } from './date-range.ts';

describe('the day rule', () => {
  it.each(['1900-01-01', '2026-01-06', '2024-02-29', '2200-12-31'])('accepts %s', (day) => {
    expect(dayProblem(day)).toBeUndefined();
  });

  it.each(['1899-12-31', '2201-01-01', '9999-12-31', '0001-01-01'])(
    'refuses %s as out of range',
    (day) => {
      expect(dayProblem(day)).toBe('range');
    },
  );

  it.each(['10000-01-01', '2026-02-30', '2023-02-29', '01/06/2026', '2026-1-6', ''])(
    'refuses %j as malformed',
    (day) => {
      expect(dayProblem(day)).toBe('format');
    },
  );
});

describe('the instant rule', () => {
  it.each(['2000-01-01T00:00:00Z', '2026-01-06T09:00:00.000-05:00', '2100-12-31T23:59:59Z'])(
    'accepts %s',
    (instant) => {
      expect(instantProblem(instant)).toBeUndefined();
    },
  );

  it('judges the year in UTC, where the offset may move it', () => {
    expect(instantProblem('2100-12-31T23:00:00-14:00')).toBe('range');
    expect(instantProblem('2000-01-01T08:00:00+14:00')).toBe('range');
    expect(instantProblem('9999-12-31T23:00:00-14:00')).toBe('range');
  });

  it.each(['1999-12-31T23:59:59Z', '2101-01-01T00:00:00Z', '0001-01-01T00:00:00Z'])(
    'refuses %s as out of range',
    (instant) => {
      expect(instantProblem(instant)).toBe('range');
    },
  );

  it.each(['2026-01-06', '2026-01-06T09:00:00', '2026-02-30T09:00:00Z', 'tomorrow'])(
    'refuses %j as malformed',
    (instant) => {
      expect(instantProblem(instant)).toBe('format');
    },
  );
});

describe('a day or an instant', () => {
  it('applies the day rule to days and the instant rule to instants', () => {
    expect(dayOrInstantProblem('1950-06-01')).toBeUndefined();
    expect(dayOrInstantProblem('1950-06-01T00:00:00Z')).toBe('range');
    expect(dayOrInstantProblem('2026-06-01T00:00:00Z')).toBeUndefined();
    expect(dayOrInstantProblem('9999-12-31')).toBe('range');
    expect(dayOrInstantProblem('June 1st')).toBe('format');
  });
});
