import { z } from 'zod';

import { IdSchema } from './common.ts';
import { TICKET_STATUSES, TicketPrioritySchema, TicketStatusSchema } from './ticket.ts';
import type { TicketStatus } from './ticket.ts';

// The ticket board as a work queue (decision 025): sort orders, counts per status, the total, and
// bulk actions. The list's filters and sort orders are TicketListQuerySchema in ticket.ts.

/** GET /api/tickets answers the number of tickets matching its filters (all pages) in this header. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/**
 * A search (q) counts its matches only up to this many (decision 025: counting every match of a
 * broad word costs more than the page). Past it the list answers this number in x-total-count
 * with TOTAL_COUNT_CAPPED_HEADER 'true', and the counts name the statuses that reached it.
 */
export const SEARCH_COUNT_CAP = 1000;

/** 'true' when x-total-count stopped at SEARCH_COUNT_CAP: there are more matching tickets. */
export const TOTAL_COUNT_CAPPED_HEADER = 'x-total-count-capped';

/** Every status but completed: what the board shows by default. */
export const ACTIVE_TICKET_STATUSES: readonly TicketStatus[] = TICKET_STATUSES.filter(
  (status) => status !== 'completed',
);

/**
 * GET /api/tickets/counts: for the list's filters except `status` (and the cursor, limit and sort),
 * how many tickets the user may see in each status, and in all. With a search, a status's count
 * stops at SEARCH_COUNT_CAP; `capped` names those statuses (there are more), and `total` is then
 * the sum of what was counted, a lower bound.
 */
export const TicketCountsSchema = z.object({
  total: z.number().int(),
  byStatus: z.record(TicketStatusSchema, z.number().int()),
  capped: z.array(TicketStatusSchema),
});
export type TicketCounts = z.infer<typeof TicketCountsSchema>;

const BULK_TICKETS_MAX = 100;

/**
 * POST /api/tickets/bulk (admins): one change applied to several tickets, each checked and
 * recorded as if done alone. Exactly one of assignedTo (null unassigns), status or priority.
 * 'completed' is refused here: completing needs the completion step, one ticket at a time.
 */
export const BulkTicketActionSchema = z
  .object({
    ticketIds: z
      .array(IdSchema, { message: 'ticketIds must be a list of ticket ids' })
      .min(1, { message: 'Choose at least one ticket' })
      .max(BULK_TICKETS_MAX, {
        message: `At most ${String(BULK_TICKETS_MAX)} tickets can be changed at once`,
      })
      .refine((ids) => new Set(ids).size === ids.length, {
        message: 'Each ticket may be listed only once',
      }),
    assignedTo: IdSchema.nullable().optional(),
    status: TicketStatusSchema.optional(),
    priority: TicketPrioritySchema.optional(),
  })
  .superRefine((value, ctx) => {
    const changes = [value.assignedTo, value.status, value.priority].filter(
      (change) => change !== undefined,
    );
    if (changes.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['ticketIds'],
        message: 'Send exactly one change: assignedTo, status or priority',
      });
    }
    if (value.status === 'completed') {
      ctx.addIssue({
        code: 'custom',
        path: ['status'],
        message: 'Complete tickets one at a time, with the completion step',
      });
    }
  });
export type BulkTicketAction = z.input<typeof BulkTicketActionSchema>;

/** One ticket's outcome in a bulk action: ok, or the error it would have got alone. */
const BulkTicketResultSchema = z.object({
  ticketId: IdSchema,
  /** Null when the ticket does not exist or the user may not see it. */
  ticketNumber: z.number().int().nullable(),
  ok: z.boolean(),
  /** The error message it would have got alone, or null. */
  error: z.string().nullable(),
});
export type BulkTicketResult = z.infer<typeof BulkTicketResultSchema>;

export const BulkTicketResponseSchema = z.object({
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(BulkTicketResultSchema),
});
export type BulkTicketResponse = z.infer<typeof BulkTicketResponseSchema>;
