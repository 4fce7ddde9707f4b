import { z } from 'zod';

import { IdSchema } from './common.ts';

// Notifications (decision 032): what a user is told, in the app and by e-mail. Who is told what is
// product rules §10; the server derives each notification from the activity it records.

/** Every kind of notification; each has an e-mail switch in the user's settings. */
export const NOTIFICATION_KINDS = [
  'ticket.created',
  'ticket.assigned',
  'ticket.unassigned',
  'ticket.scheduled',
  'ticket.status_changed',
  'ticket.completed',
  'ticket.commented',
  'ticket.mentioned',
  'signup.received',
  'certification.expiring',
  'time.session_open',
  'time.overtime_near',
  'time.correction_requested',
  // Decision 037: a vendor accepted, declined, was late to accept, checked out or invoiced (admins).
  'dispatch.updated',
  // Issue 39: a ticket at risk of missing, or past, a service-level target (assignee and admins).
  'ticket.sla',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** How each kind is named in the settings screen and in unsubscribe pages. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'ticket.created': 'New tickets',
  'ticket.assigned': 'Tickets assigned to me',
  'ticket.unassigned': 'Tickets taken off me',
  'ticket.scheduled': 'Schedule changes',
  'ticket.status_changed': 'Status changes',
  'ticket.completed': 'Completed tickets',
  'ticket.commented': 'Comments',
  'ticket.mentioned': 'Mentions',
  'signup.received': 'Technician applications',
  'certification.expiring': 'Expiring certifications',
  'time.session_open': 'Time sessions needing review',
  'time.overtime_near': 'Nearing weekly overtime',
  'time.correction_requested': 'Time correction requests',
  'dispatch.updated': 'Vendor dispatches',
  'ticket.sla': 'Service-level warnings',
};

const NotificationSchema = z.object({
  id: IdSchema,
  kind: NotificationKindSchema,
  /** One line, e.g. "Dana Whitfield assigned #1042 to you". */
  text: z.string(),
  /** Where clicking it goes, an app path such as `/tickets/<id>`. */
  link: z.string(),
  ticketId: IdSchema.nullable(),
  ticketNumber: z.number().int().nullable(),
  actorId: IdSchema.nullable(),
  actorName: z.string().nullable(),
  /** ISO instant; null while unread. */
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  /** `true`: unread ones only. */
  unread: z.enum(['true', 'false']).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  /** All of the caller's unread notifications, whatever the page. */
  unreadCount: z.number().int(),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/**
 * POST /api/notifications/read: some of the caller's notifications, or all of them, never both
 * (each form refuses the other's field; any other field is stripped, DESIGN.md §5).
 */
export const MarkNotificationsReadSchema = z.union([
  z.object({ ids: z.array(IdSchema).min(1).max(500), all: z.never().optional() }),
  z.object({ all: z.literal(true), ids: z.never().optional() }),
]);
export type MarkNotificationsRead = z.infer<typeof MarkNotificationsReadSchema>;

export const MarkNotificationsReadResultSchema = z.object({
  /** How many of the caller's notifications changed from unread to read. */
  updated: z.number().int(),
  unreadCount: z.number().int(),
});

/** A user's settings: in-app is always on; e-mail per kind; a daily digest instead of each mail. */
export const NotificationSettingsSchema = z.object({
  email: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
      NotificationKind,
      z.ZodBoolean
    >,
  ),
  /** One e-mail a day listing what happened, instead of one e-mail per notification. */
  dailyDigest: z.boolean(),
  /** Whether the server can send e-mail at all (SMTP configured); read-only. */
  emailAvailable: z.boolean(),
  /** Whether the user has an e-mail address to send to; read-only. */
  hasEmail: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/**
 * PUT /api/me/notification-settings. What GET answered may be sent back whole: the read-only
 * `emailAvailable` and `hasEmail`, and any unknown field, are stripped (DESIGN.md §5).
 */
export const UpdateNotificationSettingsSchema = z.object({
  email: NotificationSettingsSchema.shape.email.partial().optional(),
  dailyDigest: z.boolean().optional(),
});
export type UpdateNotificationSettings = z.infer<typeof UpdateNotificationSettingsSchema>;

/** POST /api/notifications/unsubscribe (public, from the link in an e-mail). */
export const UnsubscribeSchema = z.object({
  token: z.string().min(16).max(200),
  kind: NotificationKindSchema,
});

/** An e-mail the outbox gave up on, for admins (GET /api/notifications/failed-mail). */
export const FailedMailSchema = z.object({
  id: IdSchema,
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string(),
});
export type FailedMail = z.infer<typeof FailedMailSchema>;

export { STREAM_EVENTS, STREAM_REPLACED_REASON } from '../live-stream.ts';

/** Settings of a user who never changed them: e-mail for every kind, no digest. */
export function defaultEmailKinds(): Record<NotificationKind, boolean> {
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as Record<
    NotificationKind,
    boolean
  >;
}
