import type { TFunction } from 'i18next';

import type { StoreWorkTicket } from '#contract/schemas/store-work.ts';
import type { TicketPriority } from '#contract/schemas/ticket.ts';
import type { BadgeVariant } from '#web/components/ui/badge.tsx';
import { formatDate, formatDateTime, formatTime } from '#web/lib/date-format.ts';

// Issue 36: the manager's work list in words: who is on a ticket and when they are expected.

/** 'Technician: Tony Reyes', 'Vendor: Arctic Air (Accepted)', or 'Nobody assigned yet'. */
export function onItText(
  onIt: StoreWorkTicket['onIt'],
  t: TFunction<['dashboard', 'common']>,
): string {
  if (!onIt) return t('onIt.nobody');
  if (onIt.kind === 'technician') return t('onIt.technician', { name: onIt.name });
  return onIt.dispatchStatus
    ? t('onIt.vendorWithStatus', {
        name: onIt.name,
        status: t(`common:dispatchStatus.${onIt.dispatchStatus}`),
      })
    : t('onIt.vendor', { name: onIt.name });
}

/** A time today reads as its clock time; another day with its date. */
function when(at: string, now: Date, t: TFunction<['dashboard', 'common']>): string {
  return formatDate(at) === formatDate(now)
    ? t('expected.today', { time: formatTime(at) })
    : formatDateTime(at);
}

/**
 * 'Scheduled today 9:00 AM', 'Arriving Jan 7, 2026 2:00 PM', 'Due by …', 'On site since …'; a
 * vendor who finished waits for an admin to confirm the work; otherwise no time is set.
 */
export function expectedText(
  ticket: Pick<StoreWorkTicket, 'onIt' | 'expected'>,
  t: TFunction<['dashboard', 'common']>,
  now: Date = new Date(),
): string {
  const { expected, onIt } = ticket;
  if (expected) {
    const at = when(expected.at, now, t);
    switch (expected.kind) {
      case 'scheduled':
        return t('expected.scheduled', { when: at });
      case 'arriving':
        return t('expected.arriving', { when: at });
      case 'due-by':
        return t('expected.dueBy', { when: at });
      case 'on-site-since':
        return t('expected.onSiteSince', { when: at });
    }
  }
  if (onIt?.dispatchStatus === 'work-done' || onIt?.dispatchStatus === 'invoiced') {
    return t('expected.workDone');
  }
  if (onIt) return t('expected.noTime');
  return t('expected.waitingToBeAssigned');
}

/** Product rules §4: urgent destructive, medium secondary, low default (the board's badges). */
export function priorityVariant(priority: TicketPriority): BadgeVariant {
  if (priority === 'urgent') return 'destructive';
  if (priority === 'medium') return 'secondary';
  return 'default';
}
