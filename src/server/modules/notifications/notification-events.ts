// The events of decision 032 on the app's event bus (src/server/integrations/event-bus.ts), shared by
// the notifications service that publishes them and the live stream that forwards them to
// browsers. Events carry ids only: each instance reads what a connection may see itself.

/** New notifications were stored for these users (published in the writing transaction). */
export const NOTIFICATIONS_CREATED_EVENT = 'notifications.created';

/** A user's notifications were marked read (their unread count changed). */
export const NOTIFICATIONS_READ_EVENT = 'notifications.read';

/**
 * Something happened to a ticket (every activity entry with a ticket: status, assignment, edit,
 * photo, comment…). `comment` is true for comment activity, so browsers refetch the thread.
 */
export const TICKET_CHANGED_EVENT = 'ticket.changed';
export interface TicketChangedEvent {
  type: typeof TICKET_CHANGED_EVENT;
  ticketId: string;
  comment: boolean;
  /** The technician the ticket was just taken off (they may no longer see it; their list drops it). */
  formerAssigneeId?: string;
}
