import { describe, expect, it } from 'vitest';

import {
  buildScheduleRange,
  endTimeAfterStartChange,
  isDayBeforeToday,
  isEndAfterStart,
  localDay,
  scheduleFormValues,
  scheduleRangeProblem,
} from './schedule.ts';

describe('schedule rules (product rules §5)', () => {
  it('wants the end time after the start time', () => {
    expect(isEndAfterStart('09:00', '17:00')).toBe(true);
    expect(isEndAfterStart('17:00', '17:00')).toBe(false);
    expect(isEndAfterStart('17:00', '09:00')).toBe(false);
    expect(isEndAfterStart('9', '17:00')).toBe(false);
  });

  it('moves the end to one hour after a start at or after it, within the day', () => {
    expect(endTimeAfterStartChange('10:00', '17:00')).toBe('17:00');
    expect(endTimeAfterStartChange('17:00', '17:00')).toBe('18:00');
    expect(endTimeAfterStartChange('18:30', '17:00')).toBe('19:30');
    expect(endTimeAfterStartChange('23:30', '17:00')).toBe('23:59');
  });

  it('refuses days before today', () => {
    expect(isDayBeforeToday('2026-01-05', '2026-01-06')).toBe(true);
    expect(isDayBeforeToday('2026-01-06', '2026-01-06')).toBe(false);
    expect(isDayBeforeToday('2026-02-01', '2026-01-31')).toBe(false);
  });

  it('builds ISO instants from the local day and times', () => {
    expect(
      buildScheduleRange({
        date: '2026-01-07',
        startTime: '09:00',
        endTime: '17:30',
        allDay: false,
      }),
    ).toEqual({
      scheduledStart: new Date(2026, 0, 7, 9, 0, 0).toISOString(),
      scheduledEnd: new Date(2026, 0, 7, 17, 30, 0).toISOString(),
      allDay: false,
    });
  });

  it('runs an all-day schedule from 00:00:00 to 23:59:59', () => {
    expect(
      buildScheduleRange({
        date: '2026-01-07',
        startTime: '09:00',
        endTime: '17:00',
        allDay: true,
      }),
    ).toEqual({
      scheduledStart: new Date(2026, 0, 7, 0, 0, 0).toISOString(),
      scheduledEnd: new Date(2026, 0, 7, 23, 59, 59).toISOString(),
      allDay: true,
    });
  });

  it('sends no schedule without a date', () => {
    expect(
      buildScheduleRange({ date: '', startTime: '09:00', endTime: '17:00', allDay: true }),
    ).toEqual({
      scheduledStart: null,
      scheduledEnd: null,
      allDay: false,
    });
  });

  it('reads a stored schedule back as form values, with defaults when there is none', () => {
    const defaults = { startTime: '09:00', endTime: '17:00' };
    const stored = buildScheduleRange({
      date: '2026-03-02',
      startTime: '07:15',
      endTime: '08:45',
      allDay: false,
    });
    expect(scheduleFormValues(stored, defaults)).toEqual({
      date: '2026-03-02',
      startTime: '07:15',
      endTime: '08:45',
      allDay: false,
    });
    const allDay = buildScheduleRange({
      date: '2026-03-02',
      startTime: '',
      endTime: '',
      allDay: true,
    });
    expect(scheduleFormValues(allDay, defaults)).toEqual({
      date: '2026-03-02',
      ...defaults,
      allDay: true,
    });
    expect(
      scheduleFormValues({ scheduledStart: null, scheduledEnd: null, allDay: false }, defaults),
    ).toEqual({
      date: '',
      ...defaults,
      allDay: false,
    });
    expect(localDay(new Date(2026, 11, 31, 23, 0))).toBe('2026-12-31');
  });

  it('names the problem with a schedule’s instants', () => {
    expect(scheduleRangeProblem(null, null)).toBeUndefined();
    expect(scheduleRangeProblem('2026-01-07T14:00:00Z', undefined)).toBe(
      'A schedule needs both a start and an end',
    );
    expect(scheduleRangeProblem('2026-01-07T14:00:00Z', '2026-01-07T14:00:00Z')).toBe(
      'End time must be after start time',
    );
    expect(scheduleRangeProblem('2026-01-07T14:00:00Z', '2026-01-07T15:00:00Z')).toBeUndefined();
  });
});
