import { z } from 'zod';

import { ERROR_CODES } from '../errors.ts';
import {
  DAY_FORMAT_MESSAGE,
  DAY_RANGE_MESSAGE,
  dayOrInstantProblem,
  dayProblem,
  INSTANT_FORMAT_MESSAGE,
  INSTANT_RANGE_MESSAGE,
  instantProblem,
} from '../rules/date-range.ts';
import { textProblem, textProblemMessage } from '../rules/text.ts';

export const IdSchema = z.uuid({ message: 'Must be a valid id' });

export const IdParamsSchema = z.object({ id: IdSchema });

/** `label text`, or `Text` alone when there is no label. */
function labelled(label: string | undefined, text: string): string {
  return label ? `${label} ${text}` : text.charAt(0).toUpperCase() + text.slice(1);
}

/** An instant, ISO 8601 with an offset, within the instant range (rules/date-range.ts). */
export function instantSchema(label?: string) {
  return z.iso
    .datetime({ offset: true, message: labelled(label, INSTANT_FORMAT_MESSAGE) })
    .refine((value) => instantProblem(value) !== 'range', {
      message: labelled(label, INSTANT_RANGE_MESSAGE),
    });
}

/** A calendar day, YYYY-MM-DD, within the day range (rules/date-range.ts). */
export function daySchema(label?: string) {
  return z.iso
    .date({ message: labelled(label, DAY_FORMAT_MESSAGE) })
    .refine((value) => dayProblem(value) !== 'range', {
      message: labelled(label, DAY_RANGE_MESSAGE),
    });
}

/**
 * A calendar day, or an instant the server reads as its day in the business time zone
 * (architecture §5); each within its own range.
 */
export function dayOrInstantSchema(label?: string, formatMessage = DAY_FORMAT_MESSAGE) {
  return z.string({ message: labelled(label, formatMessage) }).superRefine((value, ctx) => {
    const problem = dayOrInstantProblem(value);
    if (!problem) return;
    const isDay = dayProblem(value) !== 'format';
    const message =
      problem === 'format' ? formatMessage : isDay ? DAY_RANGE_MESSAGE : INSTANT_RANGE_MESSAGE;
    ctx.addIssue({ code: 'custom', message: labelled(label, message) });
  });
}

/** An instant, sent and answered as an ISO 8601 date-time (architecture §5). */
export const InstantSchema = instantSchema();

/** A calendar day, YYYY-MM-DD. */
export const DaySchema = daySchema();

/** A clock time, HH:mm. */
export const ClockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Must be a time as HH:mm' });

export const OkSchema = z.object({ ok: z.literal(true) });

/**
 * The one error body every failing /api call answers with: `{ error, code, issues? }`. The code is
 * the closed enum on the wire too, so the OpenAPI document lists every value (decision 041).
 */
export const ErrorBodySchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** Refuses control and text-direction characters (rules/text.ts) with a message naming the field. */
function refineText(label: string, isMultiLine: boolean) {
  return (value: string, ctx: z.RefinementCtx<string>) => {
    const problem = textProblem(value, isMultiLine);
    if (problem) ctx.addIssue({ code: 'custom', message: textProblemMessage(label, problem) });
  };
}

function text(label: string, max: number, isMultiLine: boolean, isRequired: boolean) {
  const trimmed = z
    .string({ message: isRequired ? `${label} is required` : `${label} must be text` })
    .trim();
  return (isRequired ? trimmed.min(1, { message: `${label} is required` }) : trimmed)
    .max(max, { message: `${label} must be at most ${String(max)} characters` })
    .superRefine(refineText(label, isMultiLine));
}

/** Trimmed text of a one-line field (a name, a title): no line breaks, no control characters. */
export function singleLineText(label: string, max: number, options: { isRequired?: boolean } = {}) {
  return text(label, max, false, options.isRequired ?? false);
}

/** Trimmed text of a multi-line field (a description, notes): tabs and line breaks allowed. */
export function multiLineText(label: string, max: number, options: { isRequired?: boolean } = {}) {
  return text(label, max, true, options.isRequired ?? false);
}

interface TextOptions {
  /** Tabs and line breaks allowed (a description, notes); otherwise a single line. */
  isMultiLine?: boolean;
}

/** A required, trimmed, non-blank text with a length cap and a human message. */
export function requiredText(label: string, max: number, options: TextOptions = {}) {
  return text(label, max, options.isMultiLine ?? false, true);
}

/** An optional text where null, undefined and blank all mean absent. */
export function optionalText(label: string, max: number, options: TextOptions = {}) {
  return text(label, max, options.isMultiLine ?? false, false)
    .nullish()
    .transform((value) => (value ? value : null));
}
