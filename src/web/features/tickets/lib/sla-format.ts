import type { TFunction } from 'i18next';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { formatLanguage, formatMinutes } from '#web/lib/locale-format.ts';

// Issue 39: how a ticket's SLA clock reads on the detail ('Resolve in 3h 20m', 'Overdue by 2h').

type TicketSla = NonNullable<Ticket['sla']>;

const MINUTE_MS = 60_000;

/** '3h 20m', '2h', '2d 4h', '45m': the two largest units, zero parts left out. */
export function formatSlaDuration(milliseconds: number): string {
  const minutes = Math.max(1, Math.round(Math.abs(milliseconds) / MINUTE_MS));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts =
    days > 0
      ? [`${String(days)}d`, hours > 0 ? `${String(hours)}h` : '']
      : [hours > 0 ? `${String(hours)}h` : '', rest > 0 ? `${String(rest)}m` : ''];
  return parts.filter(Boolean).join(' ');
}

/** The target the clock runs against now: respond until the ticket was answered, then resolve. */
function currentTarget(sla: TicketSla): { target: 'respond' | 'resolve'; due: string } {
  return sla.respondedAt === null
    ? { target: 'respond', due: sla.respondBy }
    : { target: 'resolve', due: sla.resolveBy };
}

/** The duration in the language shown: English keeps '3h 20m' and '2d 4h'; others Intl's units. */
function durationText(milliseconds: number): string {
  if (formatLanguage() === 'en') return formatSlaDuration(milliseconds);
  return formatMinutes(Math.max(1, Math.round(Math.abs(milliseconds) / MINUTE_MS)));
}

/**
 * One line about the clock: 'Resolve in 3h 20m', 'Overdue by 2h', 'Paused while waiting', or the
 * outcome of a completed ticket.
 */
export function slaTimeLeft(sla: TicketSla, now: Date, t: TFunction<'tickets'>): string {
  if (sla.state === 'met') return t('sla.met');
  if (sla.state === 'missed') return t('sla.missed');
  if (sla.pausedAt !== null) return t('sla.paused');
  const target = currentTarget(sla);
  const left = Date.parse(target.due) - now.getTime();
  const duration = durationText(left);
  if (left < 0) return t('sla.overdueBy', { duration });
  return target.target === 'respond'
    ? t('sla.respondIn', { duration })
    : t('sla.resolveIn', { duration });
}
