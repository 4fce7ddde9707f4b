// Decision 032: the live stream's event names. Zod-free, so the web's stream client carries no schema
// library onto every signed-in screen (decision 043); schemas/notification.ts re-exports them.

/**
 * What the live stream (GET /api/notifications/stream, Server-Sent Events) sends. `notification`
 * events carry the stored notification and have an SSE id (its sequence) so a reconnect with
 * Last-Event-ID replays what was missed; the others tell the browser what to refetch.
 */
export const STREAM_EVENTS = {
  /** data: { notification: Notification, unreadCount } */
  notification: 'notification',
  /** data: { unreadCount } after notifications were marked read (in another tab, say). */
  read: 'read',
  /** data: { ticketId } a ticket the user may see changed (status, assignment, edit, photo…). */
  ticket: 'ticket',
  /** data: { ticketId } a comment was added to or deleted from a ticket the user may see. */
  comment: 'comment',
  /**
   * data: { reason } the last event: a newer stream of the session or user took this one's place
   * (at most 5 per session and 20 per user; decision 039). Reconnecting would only close another.
   */
  replaced: 'replaced',
} as const;
export const STREAM_REPLACED_REASON =
  'Too many live streams are open: this one was closed for a newer one';
