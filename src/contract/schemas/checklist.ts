import { z } from 'zod';

import { CHECKLIST_ITEM_MAX } from './pm-plan.ts';
import { IdSchema, requiredText } from './common.ts';

// Decision 034: a ticket's checklist, copied from its preventive plan or added to any ticket.

const ChecklistItemSchema = z.object({
  id: IdSchema,
  text: z.string(),
  position: z.number().int(),
  done: z.boolean(),
  /** Who ticked it and when, or null while unticked. */
  doneBy: z.object({ id: IdSchema, name: z.string() }).nullable(),
  doneAt: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

/** GET /api/tickets/{id}/checklist. */
export const TicketChecklistSchema = z.object({ items: z.array(ChecklistItemSchema) });
export type TicketChecklist = z.infer<typeof TicketChecklistSchema>;

export const ChecklistItemParamsSchema = z.object({ id: IdSchema, itemId: IdSchema });

/** PUT /api/tickets/{id}/checklist/{itemId}: tick or untick. */
export const SetChecklistItemInputSchema = z.object({
  done: z.boolean({ message: 'done must be true or false' }),
});

/** POST /api/tickets/{id}/checklist: add an item to any ticket. */
export const AddChecklistItemInputSchema = z.object({
  text: requiredText('Checklist item', CHECKLIST_ITEM_MAX),
});

export { ChecklistProgressSchema, CHECKLIST_SKIPPED_NOTE_MAX } from './ticket.ts';

export const CHECKLIST_SKIPPED_NOTE_REQUIRED_MESSAGE =
  'Some checklist items are not ticked: say what was skipped and why';
export const CHECKLIST_TICKET_COMPLETED_MESSAGE =
  'This ticket is completed; its checklist is closed';
