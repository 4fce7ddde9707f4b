import { CHECKLIST_SKIPPED_NOTE_REQUIRED_MESSAGE } from '#contract/schemas/checklist.ts';
import { CompleteTicketInputSchema } from '#contract/schemas/ticket.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';

// Decision 034: completing a ticket with unticked checklist items needs a note on what was skipped.
// The server enforces it; the form says so before sending, with the contract's message.

/** The completion body's object, without the default that lets the API take no body at all. */
export const CompletionSchema = CompleteTicketInputSchema.unwrap();

/** How many checklist items are not ticked (0 for a ticket without a checklist). */
export function untickedCount(ticket: Pick<Ticket, 'checklistProgress'>): number {
  const progress = ticket.checklistProgress;
  return progress ? progress.total - progress.done : 0;
}

/** The completion form's schema: the note is required while items are unticked. */
export function completionSchemaFor(unticked: number) {
  return CompletionSchema.superRefine((values, ctx) => {
    if (unticked > 0 && !values.checklistSkippedNote) {
      ctx.addIssue({
        code: 'custom',
        path: ['checklistSkippedNote'],
        message: CHECKLIST_SKIPPED_NOTE_REQUIRED_MESSAGE,
      });
    }
  });
}
