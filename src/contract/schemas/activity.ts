import { z } from 'zod';

// What the activity log records (architecture §4): it feeds Recent Activity and each ticket's history.
export const ACTIVITY_KINDS = [
  'ticket.created',
  'ticket.assigned',
  'ticket.rescheduled',
  'ticket.schedule_cleared',
  'ticket.status_changed',
  'ticket.priority_changed',
  'ticket.photo_added',
  'ticket.completed',
  'ticket.edited',
  'ticket.reopened',
  'ticket.commented',
  'ticket.comment_deleted',
  'time.clocked_in',
  'time.clocked_out',
  'user.created',
  'user.updated',
  'user.password_reset',
  'signup.approved',
  'signup.rejected',
  // Decision 033: the equipment register (no ticket; Recent Activity shows them to admins).
  'equipment.created',
  'equipment.updated',
  'equipment.retired',
  'equipment.imported',
  // Decision 034: a ticket's checklist (each tick and untick, and items added or removed).
  'ticket.checklist_ticked',
  'ticket.checklist_item_added',
  'ticket.checklist_item_removed',
  // Decision 037: outside vendors. Dispatch entries belong to the ticket; a vendor's
  // portal actions have no actor (actorId null, details.vendorName names who).
  'vendor.created',
  'vendor.updated',
  'vendor.deleted',
  'dispatch.sent',
  'dispatch.accepted',
  'dispatch.declined',
  'dispatch.overdue',
  'dispatch.checked_in',
  'dispatch.checked_out',
  'dispatch.note_added',
  'dispatch.invoiced',
  'dispatch.invoice_approved',
  'dispatch.work_confirmed',
  'dispatch.paid',
  'dispatch.revoked',
  // Decision 039: an admin made a new portal link (the old one stops working).
  'dispatch.link_renewed',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ActivityEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  ticketId: z.string().nullable(),
  ticketNumber: z.number().int().nullable(),
  /** A one-line human description, e.g. "Tony Reyes changed #1042 to In Progress". */
  message: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;
