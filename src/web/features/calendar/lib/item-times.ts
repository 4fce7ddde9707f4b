import { format } from 'date-fns';
import type { TFunction } from 'i18next';

import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { formatTimeRange } from '#web/lib/date-format.ts';
import { formatLanguage, localeTime } from '#web/lib/locale-format.ts';

/** A ticket's slot as the calendar writes it: 'All day', '9:00 AM – 5:00 PM', or with dates across days. */
export function ticketTime(ticket: Ticket, t: TFunction<'calendar'>): string {
  if (!ticket.scheduledStart || !ticket.scheduledEnd) return '';
  if (ticket.allDay) return t('allDay');
  // One date and time style across screens, in the business zone (decisions 023-028).
  return formatTimeRange(ticket.scheduledStart, ticket.scheduledEnd);
}

/** A wall-clock time as '9:30 AM' ('9:30 a.m.' in Spanish, decision 044). */
function wallClock(hours: number, minutes: number): string {
  const at = new Date(2026, 0, 1, hours, minutes);
  if (formatLanguage() !== 'en')
    return localeTime(at, Intl.DateTimeFormat().resolvedOptions().timeZone);
  return format(at, 'h:mm a');
}

/** 'HH:mm' as '9:30 AM'. */
export function clock(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return wallClock(hours, minutes);
}

export function minutesClock(minutes: number): string {
  return wallClock(Math.floor(minutes / 60), minutes % 60);
}

export function eventTime(event: CalendarEvent, t: TFunction<'calendar'>): string {
  if (event.allDay) return t('allDay');
  if (event.startTime && event.endTime)
    return `${clock(event.startTime)} – ${clock(event.endTime)}`;
  if (event.startTime) return clock(event.startTime);
  return '';
}
