import { z } from 'zod';

export const IdSchema = z.uuid({ message: 'Must be a valid id' });

export const IdParamsSchema = z.object({ id: IdSchema });

/** An instant, sent and answered as an ISO 8601 date-time (architecture §5). */
export const InstantSchema = z.iso.datetime({
  offset: true,
  message: 'Must be an ISO 8601 date-time',
});

/** A calendar day, YYYY-MM-DD. */
export const DaySchema = z.iso.date({ message: 'Must be a date as YYYY-MM-DD' });

/** A clock time, HH:mm. */
export const ClockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Must be a time as HH:mm' });

export const OkSchema = z.object({ ok: z.literal(true) });

export const ErrorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** A required, trimmed, non-blank text with a length cap and a human message. */
export function requiredText(label: string, max: number) {
  return z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });
}

/** An optional text where null, undefined and blank all mean absent. */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));
}
