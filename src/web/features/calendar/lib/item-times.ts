import { format, isSameDay } from 'date-fns';

import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';

/** A ticket's slot as the calendar writes it: 'All day', '9:00 AM – 5:00 PM', or with dates across days. */
export function ticketTime(ticket: Ticket): string {
  if (!ticket.scheduledStart || !ticket.scheduledEnd) return '';
  if (ticket.allDay) return 'All day';
  const start = new Date(ticket.scheduledStart);
  const end = new Date(ticket.scheduledEnd);
  return isSameDay(start, end)
    ? `${format(start, 'h:mm a')} – ${format(end, 'h:mm a')}`
    : `${format(start, 'MMM d, h:mm a')} – ${format(end, 'MMM d, h:mm a')}`;
}

/** 'HH:mm' as '9:30 AM'. */
export function clock(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return format(new Date(2026, 0, 1, hours, minutes), 'h:mm a');
}

export function minutesClock(minutes: number): string {
  return format(new Date(2026, 0, 1, Math.floor(minutes / 60), minutes % 60), 'h:mm a');
}

export function eventTime(event: CalendarEvent): string {
  if (event.allDay) return 'All day';
  if (event.startTime && event.endTime)
    return `${clock(event.startTime)} – ${clock(event.endTime)}`;
  if (event.startTime) return clock(event.startTime);
  return '';
}
