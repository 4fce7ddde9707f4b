import { z } from 'zod';

import { ActivityEntrySchema } from '../schemas/activity.ts';
import {
  AddChecklistItemInputSchema,
  SetChecklistItemInputSchema,
  TicketChecklistSchema,
} from '../schemas/checklist.ts';
import {
  CompleteTicketInputSchema,
  CreateTicketInputSchema,
  TicketListQuerySchema,
  TicketSchema,
  UpdateScheduleInputSchema,
  UpdateTicketInputSchema,
} from '../schemas/ticket.ts';
import { ReopenTicketInputSchema } from '../schemas/ticket-edit.ts';
import {
  BulkTicketActionSchema,
  BulkTicketResponseSchema,
  TicketCountsSchema,
} from '../schemas/ticket-queue.ts';
import { endpoints, NoContentSchema } from './endpoint.ts';

export const ticketsEndpoints = endpoints({
  'GET /api/tickets/:id/checklist': { response: TicketChecklistSchema },
  'POST /api/tickets/:id/checklist': {
    body: AddChecklistItemInputSchema,
    response: TicketChecklistSchema,
  },
  'PUT /api/tickets/:id/checklist/:itemId': {
    body: SetChecklistItemInputSchema,
    response: TicketChecklistSchema,
  },
  'DELETE /api/tickets/:id/checklist/:itemId': { response: NoContentSchema },
  'GET /api/tickets/counts': { query: TicketListQuerySchema, response: TicketCountsSchema },
  'POST /api/tickets/bulk': { body: BulkTicketActionSchema, response: BulkTicketResponseSchema },
  'GET /api/tickets': { query: TicketListQuerySchema, response: z.array(TicketSchema) },
  'POST /api/tickets': { body: CreateTicketInputSchema, response: TicketSchema },
  'GET /api/tickets/:id': { response: TicketSchema },
  'PATCH /api/tickets/:id': { body: UpdateTicketInputSchema, response: TicketSchema },
  'PATCH /api/tickets/:id/schedule': { body: UpdateScheduleInputSchema, response: TicketSchema },
  'POST /api/tickets/:id/complete': { body: CompleteTicketInputSchema, response: TicketSchema },
  'POST /api/tickets/:id/reopen': { body: ReopenTicketInputSchema, response: TicketSchema },
  'GET /api/tickets/:id/activity': { response: z.array(ActivityEntrySchema) },
});
