import type { EventBus } from '../../integrations/event-bus.ts';
import type { ActivityListener } from '../activity/activity.service.ts';
import { TICKET_CHANGED_EVENT } from './notification-events.ts';
import type { TicketChangedEvent } from './notification-events.ts';

// Every activity entry with a ticket becomes a `ticket.changed` bus event, published through the
// writing transaction so browsers hear of a change only once it is committed (decision 032).

const COMMENT_KINDS = new Set(['ticket.commented', 'ticket.comment_deleted']);

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * The listener app.ts registers with `activity.onRecorded`. Several entries of one transaction on
 * one ticket (status and assignment, say) publish identical payloads, which PostgreSQL delivers
 * once per transaction; the receiving streams also batch what arrives together (bulk actions).
 */
export function createLiveTicketEventsListener(bus: EventBus): ActivityListener {
  return async function publishTicketChanged(entry, executor) {
    if (!entry.ticketId) return;
    // notify-core records who a ticket was taken off; they may no longer see it, but their list
    // must drop it.
    const formerAssigneeId = text(entry.details?.previousAssigneeId);
    const event: TicketChangedEvent = {
      type: TICKET_CHANGED_EVENT,
      ticketId: entry.ticketId,
      comment: COMMENT_KINDS.has(entry.kind),
      ...(formerAssigneeId ? { formerAssigneeId } : {}),
    };
    await bus.publish({ ...event }, executor);
  };
}
