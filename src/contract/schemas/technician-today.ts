import { z } from 'zod';

import { TECHNICIAN_NEXT_ACTIONS } from '../rules/technician-next-action.ts';
import { IdSchema } from './common.ts';
import { TicketPrioritySchema, TicketStatusSchema } from './ticket.ts';

// GET /api/dashboard/today (decision 031): the technician's Today list, led by the dashboard. Their
// tickets scheduled for today (business time zone) and the ones in progress (status in-progress,
// or their running session is on it), completed ones never; in time order.

const TechnicianNextActionSchema = z.enum(TECHNICIAN_NEXT_ACTIONS);

const TodayTicketSchema = z.object({
  id: IdSchema,
  ticketNumber: z.number().int(),
  title: z.string(),
  status: TicketStatusSchema,
  priority: TicketPrioritySchema,
  location: z.object({ id: IdSchema, name: z.string(), address: z.string() }),
  /** The ticket's category: the equipment we know today (decision 031). */
  category: z.object({ id: IdSchema, name: z.string() }),
  /** ISO instants, both null when unscheduled. */
  scheduledStart: z.string().nullable(),
  scheduledEnd: z.string().nullable(),
  allDay: z.boolean(),
  /** The technician's running time session is on this ticket. */
  isClockedIn: z.boolean(),
  /** The one button of the row (src/contract/rules/technician-next-action.ts). */
  nextAction: TechnicianNextActionSchema,
});
export type TodayTicket = z.infer<typeof TodayTicketSchema>;

export const TechnicianTodaySchema = z.object({
  /** Today in the business time zone, YYYY-MM-DD. */
  date: z.string(),
  tickets: z.array(TodayTicketSchema),
});
export type TechnicianToday = z.infer<typeof TechnicianTodaySchema>;
