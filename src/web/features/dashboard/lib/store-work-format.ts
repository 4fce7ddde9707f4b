import { DISPATCH_STATUS_LABELS } from '#contract/schemas/dispatch-status.ts';
import type { StoreWorkTicket } from '#contract/schemas/store-work.ts';
import type { TicketPriority } from '#contract/schemas/ticket.ts';
import type { BadgeVariant } from '#web/components/ui/badge.tsx';
import { formatDate, formatDateTime, formatTime } from '#web/lib/date-format.ts';

// Issue 36: the manager's work list in words: who is on a ticket and when they are expected.

/** 'Technician: Tony Reyes', 'Vendor: Arctic Air (Accepted)', or 'Nobody assigned yet'. */
export function onItText(onIt: StoreWorkTicket['onIt']): string {
  if (!onIt) return 'Nobody assigned yet';
  if (onIt.kind === 'technician') return `Technician: ${onIt.name}`;
  const status = onIt.dispatchStatus ? ` (${DISPATCH_STATUS_LABELS[onIt.dispatchStatus]})` : '';
  return `Vendor: ${onIt.name}${status}`;
}

/** A time today reads as its clock time; another day with its date. */
function when(at: string, now: Date): string {
  return formatDate(at) === formatDate(now) ? `today ${formatTime(at)}` : formatDateTime(at);
}

/**
 * 'Scheduled today 9:00 AM', 'Arriving Jan 7, 2026 2:00 PM', 'Due by …', 'On site since …'; a
 * vendor who finished waits for an admin to confirm the work; otherwise no time is set.
 */
export function expectedText(
  ticket: Pick<StoreWorkTicket, 'onIt' | 'expected'>,
  now: Date = new Date(),
): string {
  const { expected, onIt } = ticket;
  if (expected) {
    const at = when(expected.at, now);
    switch (expected.kind) {
      case 'scheduled':
        return `Scheduled ${at}`;
      case 'arriving':
        return `Arriving ${at}`;
      case 'due-by':
        return `Due by ${at}`;
      case 'on-site-since':
        return `On site since ${at}`;
    }
  }
  if (onIt?.dispatchStatus === 'work-done' || onIt?.dispatchStatus === 'invoiced') {
    return 'Work done, waiting for an admin to confirm';
  }
  if (onIt) return 'No time set yet';
  return 'Waiting to be assigned';
}

/** Product rules §4: urgent destructive, medium secondary, low default (the board's badges). */
export function priorityVariant(priority: TicketPriority): BadgeVariant {
  if (priority === 'urgent') return 'destructive';
  if (priority === 'medium') return 'secondary';
  return 'default';
}
