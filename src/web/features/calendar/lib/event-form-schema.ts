import { z } from 'zod';

import { CreateCalendarEventInputSchema } from '#contract/schemas/calendar-event.ts';
import type { CreateCalendarEventInput } from '#contract/schemas/calendar-event.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';

/**
 * The event dialog's values (inputs hold '' for no time), handed to the contract's create schema
 * with empty times as null. Editing validates with it too: the dialog always sends the date, and
 * the update schema's other rules are the same.
 */
export const EventFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    date: z.string(),
    allDay: z.boolean(),
    startTime: z.string(),
    endTime: z.string(),
  })
  .transform((values): CreateCalendarEventInput => ({
    ...values,
    startTime: values.startTime === '' ? null : values.startTime,
    endTime: values.endTime === '' ? null : values.endTime,
  }))
  .pipe(CreateCalendarEventInputSchema);
export type EventFormValues = z.input<typeof EventFormSchema>;
export type EventFormOutput = z.output<typeof EventFormSchema>;

const contractFields = CreateCalendarEventInputSchema.in.shape;

/** The inputs' caps, from the contract's schema. */
export const EVENT_MAX_LENGTHS = {
  title: maxLengthOf(contractFields.title),
  description: maxLengthOf(contractFields.description),
};
