import { describe, expect, it } from 'vitest';

import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';

import type { AgendaItem } from './day-agenda.ts';
import {
  droppedSchedule,
  parseDropTargetId,
  dropTargetId,
  placeTimedItems,
  viewDays,
} from './time-grid.ts';

const iso = (...parts: [number, number, number, number?, number?, number?]) =>
  new Date(parts[0], parts[1], parts[2], parts[3] ?? 0, parts[4] ?? 0, parts[5] ?? 0).toISOString();

const TIMED = {
  scheduledStart: iso(2026, 0, 8, 10),
  scheduledEnd: iso(2026, 0, 8, 12, 30),
  allDay: false,
};
const ALL_DAY = {
  scheduledStart: iso(2026, 0, 8, 0, 0, 0),
  scheduledEnd: iso(2026, 0, 8, 23, 59, 59),
  allDay: true,
};

describe('droppedSchedule', () => {
  it('keeps the length when a timed ticket lands on a time', () => {
    expect(droppedSchedule(TIMED, { day: '2026-01-09', minutes: 14 * 60 })).toEqual({
      scheduledStart: iso(2026, 0, 9, 14),
      scheduledEnd: iso(2026, 0, 9, 16, 30),
      allDay: false,
    });
  });

  it('keeps the times when a timed ticket lands on a day', () => {
    expect(droppedSchedule(TIMED, { day: '2026-01-12' })).toEqual({
      scheduledStart: iso(2026, 0, 12, 10),
      scheduledEnd: iso(2026, 0, 12, 12, 30),
      allDay: false,
    });
  });

  it('keeps an all-day ticket all-day on a day, and makes it an hour on a time', () => {
    expect(droppedSchedule(ALL_DAY, { day: '2026-01-10' })).toEqual({
      scheduledStart: iso(2026, 0, 10, 0, 0, 0),
      scheduledEnd: iso(2026, 0, 10, 23, 59, 59),
      allDay: true,
    });
    expect(droppedSchedule(ALL_DAY, { day: '2026-01-10', minutes: 9 * 60 + 30 })).toEqual({
      scheduledStart: iso(2026, 0, 10, 9, 30),
      scheduledEnd: iso(2026, 0, 10, 10, 30),
      allDay: false,
    });
  });

  it('is nothing when the ticket stays where it was or has no schedule', () => {
    expect(droppedSchedule(TIMED, { day: '2026-01-08', minutes: 600 })).toBeUndefined();
    expect(droppedSchedule(ALL_DAY, { day: '2026-01-08' })).toBeUndefined();
    expect(
      droppedSchedule(
        { scheduledStart: null, scheduledEnd: null, allDay: false },
        { day: '2026-01-08' },
      ),
    ).toBeUndefined();
  });
});

describe('drop targets and view days', () => {
  it('round-trips target ids', () => {
    expect(parseDropTargetId(dropTargetId({ day: '2026-01-08', minutes: 90 }))).toEqual({
      day: '2026-01-08',
      minutes: 90,
    });
    expect(parseDropTargetId(dropTargetId({ day: '2026-01-08' }))).toEqual({ day: '2026-01-08' });
  });

  it('shows the week from Sunday, or the one day', () => {
    expect(viewDays('week', '2026-01-08')).toEqual([
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-01-10',
    ]);
    expect(viewDays('day', '2026-01-08')).toEqual(['2026-01-08']);
  });
});

describe('placeTimedItems', () => {
  function event(id: string, startTime: string, endTime: string): AgendaItem {
    const [hours, minutes] = startTime.split(':').map(Number) as [number, number];
    return {
      kind: 'event',
      allDay: false,
      startMinutes: hours * 60 + minutes,
      event: { id, title: id, startTime, endTime, allDay: false } as CalendarEvent,
    };
  }
  const agenda = [event('a', '10:00', '10:30'), event('b', '11:00', '12:00')];

  it('gives items that do not meet the whole width, each its own length', () => {
    expect(
      placeTimedItems('2026-01-08', agenda).map(({ top, bottom, lane, lanes }) => ({
        top,
        bottom,
        lane,
        lanes,
      })),
    ).toEqual([
      { top: 600, bottom: 630, lane: 0, lanes: 1 },
      { top: 660, bottom: 720, lane: 0, lanes: 1 },
    ]);
  });

  it('gives a short item room for its words, and puts the next one beside it rather than under', () => {
    // Issue 36: the week grid keeps 90 minutes for an item's title, time and store.
    expect(
      placeTimedItems('2026-01-08', agenda, 90).map(({ top, bottom, lane, lanes }) => ({
        top,
        bottom,
        lane,
        lanes,
      })),
    ).toEqual([
      { top: 600, bottom: 690, lane: 0, lanes: 2 },
      { top: 660, bottom: 750, lane: 1, lanes: 2 },
    ]);
  });

  it('stacks items that meet in one lane for the week’s narrow columns', () => {
    expect(
      placeTimedItems('2026-01-08', agenda, 90, true).map(({ top, bottom, lane, lanes }) => ({
        top,
        bottom,
        lane,
        lanes,
      })),
    ).toEqual([
      { top: 600, bottom: 690, lane: 0, lanes: 1 },
      { top: 660, bottom: 750, lane: 0, lanes: 1 },
    ]);
  });
});
