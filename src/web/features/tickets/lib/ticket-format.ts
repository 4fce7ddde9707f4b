import type { Ticket, TicketPriority, TicketStatus } from '#contract/schemas/ticket.ts';
import type { BadgeVariant } from '#web/components/ui/badge.tsx';
import { formatDate, formatTimeRange } from '#web/lib/date-format.ts';

// Statuses and priorities are worded by the catalogues (common `status.*`, `priority.*`, decision 044).

/** Product rules §4: urgent destructive, medium secondary, low default. */
export function priorityBadgeVariant(priority: TicketPriority): BadgeVariant {
  if (priority === 'urgent') return 'destructive';
  if (priority === 'medium') return 'secondary';
  return 'default';
}

function isWaiting(status: TicketStatus): boolean {
  return status === 'waiting-for-parts' || status === 'waiting-for-third-party';
}

/** Product rules §4, on the card: waiting statuses use the destructive style. */
export function cardStatusBadgeVariant(status: TicketStatus): BadgeVariant {
  if (isWaiting(status)) return 'destructive';
  return detailStatusBadgeVariant(status);
}

/** Product rules §4, in the detail: completed default, in-progress secondary, open (and the rest) outline. */
export function detailStatusBadgeVariant(status: TicketStatus): BadgeVariant {
  if (status === 'completed') return 'default';
  if (status === 'in-progress') return 'secondary';
  return 'outline';
}

/** Product rules §3: the ticket number, falling back to the id. */
export function ticketLabel(ticket: Pick<Ticket, 'ticketNumber' | 'id'>): string {
  return `#${String(ticket.ticketNumber || ticket.id)}`;
}

/**
 * Who submitted it, as shown: a preventive ticket has no person as submitter and the API names its
 * plan in English ('Preventive maintenance', decision 034), so the reader's words replace it.
 */
export function submitterName(
  ticket: Pick<Ticket, 'submittedBy' | 'submittedById' | 'preventive'>,
  preventiveName: string,
): string {
  return ticket.preventive && ticket.submittedById === null ? preventiveName : ticket.submittedBy;
}

/** US English dates (product rules §2). */
export { formatDate, formatDateTime } from '#web/lib/date-format.ts';

/**
 * "Jan 7, 2026 · 9:00 AM – 5:00 PM", "Jan 7, 2026 · All day" (`allDayText` words it in the
 * language shown), or null when unscheduled.
 */
export function formatSchedule(
  ticket: Pick<Ticket, 'scheduledStart' | 'scheduledEnd' | 'allDay'>,
  allDayText: (day: string) => string,
): string | null {
  if (!ticket.scheduledStart || !ticket.scheduledEnd) return null;
  // One style for every screen, with the business zone when the browser is elsewhere (decision 028).
  const day = formatDate(ticket.scheduledStart);
  if (ticket.allDay) return allDayText(day);
  const times = formatTimeRange(ticket.scheduledStart, ticket.scheduledEnd);
  return times.includes(',') ? times : `${day} · ${times}`;
}
