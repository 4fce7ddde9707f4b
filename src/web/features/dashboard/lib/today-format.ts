import type { TodayTicket } from '#contract/schemas/technician-today.ts';
import type { TicketStatus } from '#contract/schemas/ticket.ts';
import type { BadgeVariant } from '#web/components/ui/badge.tsx';
import { formatTimeRange } from '#web/lib/date-format.ts';

/** The row's time: '9:00 AM – 10:00 AM' (business zone, labelled when the browser is elsewhere). */
export function todayTimeText(
  ticket: Pick<TodayTicket, 'scheduledStart' | 'scheduledEnd' | 'allDay'>,
) {
  if (!ticket.scheduledStart || !ticket.scheduledEnd) return 'Not scheduled';
  if (ticket.allDay) return 'All day';
  return formatTimeRange(ticket.scheduledStart, ticket.scheduledEnd);
}

/** Product rules §4, the detail's styles: in-progress secondary, open and the rest outline. */
export function todayStatusVariant(status: TicketStatus): BadgeVariant {
  if (status === 'completed') return 'default';
  if (status === 'in-progress') return 'secondary';
  return 'outline';
}
