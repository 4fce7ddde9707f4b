import { format } from 'date-fns';

import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { formatTimeRange } from '#web/lib/date-format.ts';

/** A ticket's slot as the calendar writes it: 'All day', '9:00 AM – 5:00 PM', or with dates across days. */
export function ticketTime(ticket: Ticket): string {
  if (!ticket.scheduledStart || !ticket.scheduledEnd) return '';
  if (ticket.allDay) return 'All day';
  // One date and time style across screens, in the business zone (decisions 023-028).
  return formatTimeRange(ticket.scheduledStart, ticket.scheduledEnd);
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
