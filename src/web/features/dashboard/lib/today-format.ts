import type { TFunction } from 'i18next';

import type { TodayTicket } from '#contract/schemas/technician-today.ts';
import type { TicketStatus } from '#contract/schemas/ticket.ts';
import type { BadgeVariant } from '#web/components/ui/badge.tsx';
import { formatDate, formatDay, formatTimeRange } from '#web/lib/date-format.ts';

/**
 * The row's time: '9:00 AM – 10:00 AM' today (business zone, labelled when the browser is elsewhere).
 * An in-progress ticket may be scheduled on another day: its date is written then, so '9:00 AM' is
 * never read as this morning.
 */
export function todayTimeText(
  ticket: Pick<TodayTicket, 'scheduledStart' | 'scheduledEnd' | 'allDay'>,
  today: string,
  t: TFunction<'today'>,
): string {
  if (!ticket.scheduledStart || !ticket.scheduledEnd) return t('notScheduled');
  const { scheduledStart: start, scheduledEnd: end } = ticket;
  const time = ticket.allDay ? t('allDay') : formatTimeRange(start, end);
  // Across days the range already names both dates.
  if (!ticket.allDay && formatDate(start) !== formatDate(end)) return time;
  return formatDate(start) === formatDay(today)
    ? time
    : t('onDay', { date: formatDate(start), time });
}

/** Product rules §4, the detail's styles: in-progress secondary, open and the rest outline. */
export function todayStatusVariant(status: TicketStatus): BadgeVariant {
  if (status === 'completed') return 'default';
  if (status === 'in-progress') return 'secondary';
  return 'outline';
}
