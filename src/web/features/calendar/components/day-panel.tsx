import { format } from 'date-fns';
import { CalendarPlusIcon, PlusIcon } from 'lucide-react';
import type { Ref } from 'react';

import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';
import type { Ticket, TicketPriority } from '#contract/schemas/ticket.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';

import type { DayItems } from '../lib/month-grid.ts';
import { longDate } from '../lib/month-grid.ts';
import { formatTimeRange } from '#web/lib/date-format.ts';

const PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  urgent: 'Urgent',
};
// Product rules §4: urgent destructive, medium secondary, low default.
const PRIORITY_VARIANTS = { low: 'default', medium: 'secondary', urgent: 'destructive' } as const;

export interface DayPanelProps {
  day: string;
  items: DayItems | undefined;
  canScheduleTicket: boolean;
  isPastDay: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  onScheduleTicket: () => void;
  onAddEvent: () => void;
  onOpenTicket: (ticket: Ticket) => void;
  onOpenEvent: (event: CalendarEvent) => void;
}

function ticketTime(ticket: Ticket): string {
  if (!ticket.scheduledStart || !ticket.scheduledEnd) return '';
  if (ticket.allDay) return 'All day';
  return formatTimeRange(ticket.scheduledStart, ticket.scheduledEnd);
}

function clock(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return format(new Date(2026, 0, 1, hours, minutes), 'h:mm a');
}

function eventTime(event: CalendarEvent): string {
  if (event.allDay) return 'All day';
  if (event.startTime && event.endTime)
    return `${clock(event.startTime)} – ${clock(event.endTime)}`;
  if (event.startTime) return clock(event.startTime);
  return '';
}

/** Product rules §2: the selected date's tickets and custom events, with Schedule Ticket and Add Event. */
export function DayPanel({
  day,
  items,
  canScheduleTicket,
  isPastDay,
  headingRef,
  onScheduleTicket,
  onAddEvent,
  onOpenTicket,
  onOpenEvent,
}: DayPanelProps) {
  const tickets = items?.tickets ?? [];
  const events = items?.events ?? [];
  return (
    <Card className="gap-4" aria-labelledby="calendar-day-heading">
      <CardHeader className="gap-3">
        <h2
          id="calendar-day-heading"
          ref={headingRef}
          tabIndex={-1}
          className="leading-none font-semibold outline-none focus-visible:underline"
        >
          {longDate(day)}
        </h2>
        <div className={canScheduleTicket ? 'grid grid-cols-2 gap-2' : 'flex'}>
          {canScheduleTicket ? (
            <Button size="sm" onClick={onScheduleTicket} disabled={isPastDay}>
              <CalendarPlusIcon aria-hidden="true" />
              Schedule Ticket
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={onAddEvent}>
            <PlusIcon aria-hidden="true" />
            Add Event
          </Button>
        </div>
        {canScheduleTicket && isPastDay ? (
          <p className="text-xs text-muted-foreground">
            Tickets cannot be scheduled on past dates.
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {tickets.length === 0 && events.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No events or tickets scheduled for this date
          </p>
        ) : null}
        {tickets.length > 0 ? (
          <section className="grid gap-2" aria-labelledby="calendar-day-tickets">
            <h3 id="calendar-day-tickets" className="text-sm font-semibold">
              Tickets
            </h3>
            <ul className="grid gap-2">
              {tickets.map((ticket) => (
                <li key={ticket.id}>
                  <button
                    type="button"
                    className="grid w-full gap-1 rounded-md border p-3 text-left text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    onClick={() => {
                      onOpenTicket(ticket);
                    }}
                  >
                    <span className="flex items-start justify-between gap-2">
                      <span className="font-medium break-words">
                        #{ticket.ticketNumber} · {ticket.title}
                      </span>
                      <Badge variant={PRIORITY_VARIANTS[ticket.priority]}>
                        {PRIORITY_LABELS[ticket.priority]}
                      </Badge>
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {ticketTime(ticket)} · {ticket.location}
                      {ticket.assignedToName ? ` · ${ticket.assignedToName}` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {events.length > 0 ? (
          <section className="grid gap-2" aria-labelledby="calendar-day-events">
            <h3 id="calendar-day-events" className="text-sm font-semibold">
              Events
            </h3>
            <ul className="grid gap-2">
              {events.map((event) => (
                <li key={event.id}>
                  <button
                    type="button"
                    className="grid w-full gap-1 rounded-md border border-l-4 border-l-blue-500 p-3 text-left text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    onClick={() => {
                      onOpenEvent(event);
                    }}
                  >
                    <span className="font-medium break-words">{event.title}</span>
                    <span className="text-xs text-muted-foreground">{eventTime(event)}</span>
                    {event.description ? (
                      <span className="line-clamp-2 text-xs break-words text-muted-foreground">
                        {event.description}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
