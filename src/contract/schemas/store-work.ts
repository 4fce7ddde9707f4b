import { z } from 'zod';

import { IdSchema } from './common.ts';
import { DispatchStatusSchema } from './dispatch.ts';
import { TicketPrioritySchema, TicketStatusSchema } from './ticket.ts';

// GET /api/dashboard/store-work (issue 36): the manager dashboard's work, read on the server over the
// tickets the manager may see (submitted by them or at their store, product rules §6) and their
// store's problem reports (product rules §11). Nothing here is filtered in the browser.

/** How many unfinished tickets the dashboard lists (the total says how many there are). */
export const STORE_WORK_TICKETS_SHOWN = 10;
/** How many pending requests and completed tickets each 'Waiting on you' group lists. */
export const STORE_WORK_WAITING_SHOWN = 5;
export { RECENTLY_COMPLETED_DAYS } from '../constants.ts';

/** Who is on a ticket: the active vendor dispatch first, else the assigned technician. */
const OnItSchema = z.object({
  kind: z.enum(['technician', 'vendor']),
  name: z.string(),
  /** A vendor's dispatch status (Sent, Accepted, On site, Work done, Invoiced); null for a technician. */
  dispatchStatus: DispatchStatusSchema.nullable(),
});

const EXPECTED_KINDS = ['scheduled', 'arriving', 'due-by', 'on-site-since'] as const;

/**
 * When someone is expected: the technician's scheduled start; a vendor's ETA once accepted, its
 * due-by before (or without an ETA), or since when it is on site.
 */
const ExpectedSchema = z.object({
  kind: z.enum(EXPECTED_KINDS),
  at: z.string(),
});

const StoreWorkTicketSchema = z.object({
  id: IdSchema,
  ticketNumber: z.number().int(),
  title: z.string(),
  status: TicketStatusSchema,
  priority: TicketPrioritySchema,
  location: z.string(),
  /** The age is counted from here. */
  submittedAt: z.string(),
  onIt: OnItSchema.nullable(),
  expected: ExpectedSchema.nullable(),
});
export type StoreWorkTicket = z.infer<typeof StoreWorkTicketSchema>;

const PendingRequestSchema = z.object({
  id: IdSchema,
  equipment: z.string(),
  location: z.string(),
  /** The report's first line. */
  summary: z.string(),
  createdAt: z.string(),
});

const RecentlyCompletedSchema = z.object({
  id: IdSchema,
  ticketNumber: z.number().int(),
  title: z.string(),
  location: z.string(),
  completedAt: z.string(),
  /** The assigned technician, else the vendor of the ticket's last dispatch; null when neither. */
  completedBy: z.string().nullable(),
});

export const StoreWorkSchema = z.object({
  /** Not completed: urgent first, then medium, then low; oldest first within a priority. */
  unfinished: z.object({
    total: z.number().int().min(0),
    tickets: z.array(StoreWorkTicketSchema),
  }),
  /** Pending problem reports at the manager's store, oldest first (approve or decline them). */
  requestsToApprove: z.object({
    total: z.number().int().min(0),
    requests: z.array(PendingRequestSchema),
  }),
  /**
   * The work to confirm: completed at the manager's store in the last RECENTLY_COMPLETED_DAYS days
   * and not yet confirmed fixed (by them, another manager of the store or an admin), newest first.
   */
  recentlyCompleted: z.object({
    total: z.number().int().min(0),
    tickets: z.array(RecentlyCompletedSchema),
  }),
});
export type StoreWork = z.infer<typeof StoreWorkSchema>;

/**
 * POST /api/tickets/:id/confirm-fixed (issue 36): who confirmed that a completed ticket is fixed,
 * and when. A confirmation is of one completion (`completedAt`); a reopened ticket waits again.
 */
export const TicketFixConfirmationSchema = z.object({
  ticketId: IdSchema,
  ticketNumber: z.number().int(),
  completedAt: z.string(),
  confirmedAt: z.string(),
  /** The name of who confirmed it; null once that user is deleted. */
  confirmedBy: z.string().nullable(),
});
export type TicketFixConfirmation = z.infer<typeof TicketFixConfirmationSchema>;
