import { z } from 'zod';

import { ClockInInputSchema } from '#contract/schemas/time-session.ts';

/** The picker's choice for clocking in on no ticket. */
export const NO_TICKET = 'none';

/**
 * The time clock's values: the notes on the contract's rule (the same for Clock In and Clock
 * Out), and the picker's choice, which only ever offers my open tickets or NO_TICKET; the card
 * sends the ticket only when it is one of those offered.
 */
export const TimeClockFormSchema = z.object({
  notes: ClockInInputSchema.shape.notes,
  ticketId: z.string(),
});
export type TimeClockFormValues = z.input<typeof TimeClockFormSchema>;
export type TimeClockFormOutput = z.output<typeof TimeClockFormSchema>;
