import {
  addDays,
  eachDayOfInterval,
  endOfMonth,
  format,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { localDay } from '#contract/utils/schedule.ts';
import { formatLongDate } from '#web/lib/date-format.ts';
import { formatLanguage, localeMonthYear, localeWeekday } from '#web/lib/locale-format.ts';

// Product rules §2 and §9: the week starts on Sunday.
const WEEK_STARTS_ON = 0;

export interface CalendarDay {
  /** YYYY-MM-DD, local. */
  key: string;
  date: Date;
  isInMonth: boolean;
  isToday: boolean;
}

export interface DayItems {
  tickets: Ticket[];
  events: CalendarEvent[];
}

export interface MonthCounts {
  urgent: number;
  medium: number;
  low: number;
  total: number;
}

/** The first and (exclusive) last instant the month's grid shows: whole weeks, Sunday first. */
export function gridRange(month: Date): { start: Date; end: Date } {
  const start = startOfWeek(startOfMonth(month), { weekStartsOn: WEEK_STARTS_ON });
  // The Sunday after the last week, at midnight.
  const end = addDays(startOfWeek(endOfMonth(month), { weekStartsOn: WEEK_STARTS_ON }), 7);
  return { start, end };
}

/** The days of the month's grid, whole weeks from Sunday to Saturday. */
export function monthGrid(month: Date, today: Date): CalendarDay[] {
  const { start, end } = gridRange(month);
  const todayKey = localDay(today);
  return eachDayOfInterval({ start, end: addDays(end, -1) }).map((date) => ({
    key: localDay(date),
    date,
    isInMonth: isSameMonth(date, month),
    isToday: localDay(date) === todayKey,
  }));
}

/** Sun … Sat, in US English ('dom' … 'sáb' in Spanish, decision 044). */
export function weekdayNames(): { short: string; long: string }[] {
  const sunday = startOfWeek(new Date(2026, 0, 4), { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(sunday, index);
    if (formatLanguage() !== 'en')
      return { short: localeWeekday(date), long: localeWeekday(date, true) };
    return { short: format(date, 'EEE'), long: format(date, 'EEEE') };
  });
}

/** 'January 2026' ('enero de 2026'). */
export function monthHeading(month: Date): string {
  return formatLanguage() !== 'en' ? localeMonthYear(month) : format(month, 'MMMM yyyy');
}

/** The local days a ticket's schedule covers (its last instant included, its end excluded). */
export function ticketDays(ticket: Pick<Ticket, 'scheduledStart' | 'scheduledEnd'>): string[] {
  if (!ticket.scheduledStart || !ticket.scheduledEnd) return [];
  const start = new Date(ticket.scheduledStart);
  const last = new Date(Math.max(new Date(ticket.scheduledEnd).getTime() - 1, start.getTime()));
  const days: string[] = [];
  // A runaway schedule still lists at most a few weeks.
  for (
    let date = start;
    localDay(date) <= localDay(last) && days.length < 62;
    date = addDays(date, 1)
  ) {
    days.push(localDay(date));
  }
  return days;
}

/** Tickets and events by local day. */
export function itemsByDay(
  tickets: readonly Ticket[],
  events: readonly CalendarEvent[],
): Map<string, DayItems> {
  const byDay = new Map<string, DayItems>();
  function entry(key: string): DayItems {
    let items = byDay.get(key);
    if (!items) {
      items = { tickets: [], events: [] };
      byDay.set(key, items);
    }
    return items;
  }
  for (const ticket of tickets) {
    for (const key of ticketDays(ticket)) entry(key).tickets.push(ticket);
  }
  for (const event of events) entry(event.date).events.push(event);
  return byDay;
}

/** Product rules §2: a blue dot for a day with items, a red one when it has urgent tickets. */
export function dayMarkers(items: DayItems | undefined): { hasItems: boolean; hasUrgent: boolean } {
  return {
    hasItems: (items?.tickets.length ?? 0) + (items?.events.length ?? 0) > 0,
    hasUrgent: items?.tickets.some((ticket) => ticket.priority === 'urgent') ?? false,
  };
}

/** Product rules §2: Urgent, Medium, Low and Total of the tickets scheduled in the visible month. */
export function monthCounts(tickets: readonly Ticket[], month: Date): MonthCounts {
  const counts: MonthCounts = { urgent: 0, medium: 0, low: 0, total: 0 };
  const first = localDay(startOfMonth(month));
  const last = localDay(endOfMonth(month));
  for (const ticket of tickets) {
    const days = ticketDays(ticket);
    if (!days.some((day) => day >= first && day <= last)) continue;
    counts[ticket.priority] += 1;
    counts.total += 1;
  }
  return counts;
}

/** "Tuesday, January 6, 2026" */
export function longDate(day: string): string {
  return formatLongDate(dayToDate(day));
}

/** The local midnight of a YYYY-MM-DD day. */
export function dayToDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}
