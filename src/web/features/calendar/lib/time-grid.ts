import { addDays, differenceInCalendarDays, startOfWeek } from 'date-fns';

import type { Ticket } from '#contract/schemas/ticket.ts';
import type { ScheduleRange } from '#contract/utils/schedule.ts';
import { localDay } from '#contract/utils/schedule.ts';

import type { AgendaItem } from './day-agenda.ts';
import { dayToDate } from './month-grid.ts';

/** The calendar's views (decision 029); the month view is product rules §2's, week and day are for dispatching. */
export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarViewName = (typeof CALENDAR_VIEWS)[number];

export function isCalendarView(value: string | null): value is CalendarViewName {
  return (CALENDAR_VIEWS as readonly (string | null)[]).includes(value);
}

/** The time grid's rows: half hours. */
export const SLOT_MINUTES = 30;
export const MINUTES_PER_DAY = 24 * 60;
/** Dropping an all-day ticket on a time makes it a slot of this length (as most calendars do). */
const ALL_DAY_TO_TIMED_MINUTES = 60;

/** The days a time grid shows: the week from Sunday (product rules §2), or the one day. */
export function viewDays(view: 'week' | 'day', day: string): string[] {
  if (view === 'day') return [day];
  const sunday = startOfWeek(dayToDate(day), { weekStartsOn: 0 });
  return Array.from({ length: 7 }, (_, index) => localDay(addDays(sunday, index)));
}

/** Where a drop lands: a whole day (the all-day row), or a day at a time. */
export interface DropTarget {
  day: string;
  /** Minutes after midnight; absent for the all-day row. */
  minutes?: number;
}

export function dropTargetId(target: DropTarget): string {
  return target.minutes === undefined
    ? `day:${target.day}`
    : `slot:${target.day}:${String(target.minutes)}`;
}

export function parseDropTargetId(id: string): DropTarget | undefined {
  const [kind, day, minutes] = id.split(':');
  if (!day) return undefined;
  if (kind === 'day') return { day };
  if (kind === 'slot' && minutes !== undefined) return { day, minutes: Number(minutes) };
  return undefined;
}

function atMinutes(day: string, minutes: number): Date {
  const date = dayToDate(day);
  date.setHours(Math.floor(minutes / 60), minutes % 60, 0, 0);
  return date;
}

/**
 * The schedule a ticket gets when dropped on a target (decisions 029-031), or undefined when it does not
 * move. On a day it keeps its times and length (an all-day ticket stays all-day); on a time it
 * starts there and keeps its length (an all-day ticket becomes a one-hour slot).
 */
export function droppedSchedule(
  ticket: Pick<Ticket, 'scheduledStart' | 'scheduledEnd' | 'allDay'>,
  target: DropTarget,
): ScheduleRange | undefined {
  if (!ticket.scheduledStart || !ticket.scheduledEnd) return undefined;
  const start = new Date(ticket.scheduledStart);
  const end = new Date(ticket.scheduledEnd);
  let next: { start: Date; end: Date; allDay: boolean };
  if (target.minutes === undefined) {
    // Whole days, in local dates, so a move across a daylight-saving change keeps the clock times.
    const days = differenceInCalendarDays(dayToDate(target.day), dayToDate(localDay(start)));
    next = { start: addDays(start, days), end: addDays(end, days), allDay: ticket.allDay };
  } else {
    const nextStart = atMinutes(target.day, target.minutes);
    const length = ticket.allDay
      ? ALL_DAY_TO_TIMED_MINUTES * 60_000
      : end.getTime() - start.getTime();
    next = { start: nextStart, end: new Date(nextStart.getTime() + length), allDay: false };
  }
  if (
    next.start.getTime() === start.getTime() &&
    next.end.getTime() === end.getTime() &&
    next.allDay === ticket.allDay
  ) {
    return undefined;
  }
  return {
    scheduledStart: next.start.toISOString(),
    scheduledEnd: next.end.toISOString(),
    allDay: next.allDay,
  };
}

/** A timed item placed in a day's column: minutes from midnight and its lane among overlaps. */
export interface PlacedItem {
  item: AgendaItem;
  top: number;
  bottom: number;
  lane: number;
  lanes: number;
}

function itemMinutes(item: AgendaItem, day: string): { top: number; bottom: number } {
  if (item.kind === 'event') {
    const top = item.startMinutes;
    const [hours, minutes] = (item.event.endTime ?? '').split(':').map(Number);
    const end =
      hours === undefined || minutes === undefined || Number.isNaN(hours)
        ? top + 60
        : hours * 60 + minutes;
    return { top, bottom: Math.max(end, top + SLOT_MINUTES) };
  }
  const end = item.ticket.scheduledEnd ? new Date(item.ticket.scheduledEnd) : undefined;
  const bottom =
    !end || localDay(end) > day ? MINUTES_PER_DAY : end.getHours() * 60 + end.getMinutes();
  return {
    top: item.startMinutes,
    bottom: Math.min(Math.max(bottom, item.startMinutes + SLOT_MINUTES), MINUTES_PER_DAY),
  };
}

/**
 * A day's timed items with their place: overlapping items share the width side by side. An item
 * takes at least `minimumSpan` minutes of the grid (issue 36: room for its title, time and store
 * without cutting them). `isStacked` (the week's narrow columns) gives every item the whole width:
 * the grid then puts an item that would meet the one before it just under it.
 */
export function placeTimedItems(
  day: string,
  agenda: readonly AgendaItem[],
  minimumSpan = 0,
  isStacked = false,
): PlacedItem[] {
  const placed: PlacedItem[] = [];
  let cluster: PlacedItem[] = [];
  let clusterEnd = -1;
  const laneEnds: number[] = [];
  function closeCluster() {
    for (const entry of cluster) entry.lanes = laneEnds.length;
    cluster = [];
    laneEnds.length = 0;
  }
  for (const item of agenda) {
    if (item.allDay) continue;
    const times = itemMinutes(item, day);
    const top = times.top;
    const bottom = Math.max(times.bottom, Math.min(top + minimumSpan, MINUTES_PER_DAY));
    if (top >= clusterEnd) closeCluster();
    let lane = isStacked ? 0 : laneEnds.findIndex((laneEnd) => laneEnd <= top);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = bottom;
    const entry: PlacedItem = { item, top, bottom, lane, lanes: 1 };
    cluster.push(entry);
    placed.push(entry);
    clusterEnd = Math.max(clusterEnd, bottom);
  }
  closeCluster();
  return placed;
}
