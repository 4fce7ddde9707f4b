import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { localDay, timeToMinutes } from '#contract/utils/schedule.ts';

import type { DayItems } from './month-grid.ts';

/**
 * How an item shows on the calendar (decision 029): scheduled work, work already done, or a custom
 * event. Each kind has its own colour and icon, explained by the legend.
 */
export type AgendaKind = 'ticket' | 'done' | 'event';

export type AgendaItem =
  | { kind: 'ticket' | 'done'; ticket: Ticket; allDay: boolean; startMinutes: number }
  | { kind: 'event'; event: CalendarEvent; allDay: boolean; startMinutes: number };

function ticketKind(ticket: Pick<Ticket, 'status'>): 'ticket' | 'done' {
  return ticket.status === 'completed' ? 'done' : 'ticket';
}

function ticketStart(ticket: Ticket, day: string): { allDay: boolean; startMinutes: number } {
  if (ticket.allDay || !ticket.scheduledStart) return { allDay: true, startMinutes: 0 };
  const start = new Date(ticket.scheduledStart);
  // A slot that began on an earlier day is already running when this day starts.
  if (localDay(start) < day) return { allDay: false, startMinutes: 0 };
  return { allDay: false, startMinutes: start.getHours() * 60 + start.getMinutes() };
}

function eventStart(event: CalendarEvent): { allDay: boolean; startMinutes: number } {
  if (event.allDay) return { allDay: true, startMinutes: 0 };
  const minutes = event.startTime ? timeToMinutes(event.startTime) : undefined;
  // An event without times belongs to the whole day.
  return minutes === undefined
    ? { allDay: true, startMinutes: 0 }
    : { allDay: false, startMinutes: minutes };
}

function title(item: AgendaItem): string {
  return item.kind === 'event' ? item.event.title : item.ticket.title;
}

/** A day's tickets and events in time order: all-day items first, then by start, then by title. */
export function dayAgenda(day: string, items: DayItems | undefined): AgendaItem[] {
  const agenda: AgendaItem[] = [
    ...(items?.tickets ?? []).map((ticket): AgendaItem => ({
      kind: ticketKind(ticket),
      ticket,
      ...ticketStart(ticket, day),
    })),
    ...(items?.events ?? []).map((event): AgendaItem => ({
      kind: 'event',
      event,
      ...eventStart(event),
    })),
  ];
  return agenda.sort(
    (a, b) =>
      Number(b.allDay) - Number(a.allDay) ||
      a.startMinutes - b.startMinutes ||
      title(a).localeCompare(title(b)),
  );
}
