import type { EventBus } from '../../integrations/event-bus.ts';
import type { ActivityAnnouncer, NewActivity } from '../activity/activity.service.ts';
import { TICKET_CHANGED_EVENT } from './notification-events.ts';
import type { TicketChangedEvent } from './notification-events.ts';

// Every activity entry with a ticket becomes a `ticket.changed` bus event, announced in the entry's
// own insert (no round trip of its own) so browsers hear of a change only once it is committed
// (decision 032).

const COMMENT_KINDS = new Set(['ticket.commented', 'ticket.comment_deleted']);

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The event an entry announces, or undefined for entries without a ticket. */
export function ticketChangedEvent(entry: NewActivity): TicketChangedEvent | undefined {
  if (!entry.ticketId) return undefined;
  // notify-core records who a ticket was taken off; they may no longer see it, but their list
  // must drop it.
  const formerAssigneeId = text(entry.details?.previousAssigneeId);
  return {
    type: TICKET_CHANGED_EVENT,
    ticketId: entry.ticketId,
    comment: COMMENT_KINDS.has(entry.kind),
    ...(formerAssigneeId ? { formerAssigneeId } : {}),
  };
}

/**
 * The announcer app.ts registers with `activity.announceWith`. Several entries of one transaction
 * on one ticket (status and assignment, say) announce identical payloads, which PostgreSQL delivers
 * once per transaction; the receiving streams also batch what arrives together (bulk actions).
 */
export function createLiveTicketEventsAnnouncer(bus: EventBus): ActivityAnnouncer {
  return (entry) => {
    const event = ticketChangedEvent(entry);
    return event ? bus.announcement({ ...event }) : undefined;
  };
}
