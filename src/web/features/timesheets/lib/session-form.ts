import { z } from 'zod';

import {
  BREAK_ORDER_MESSAGE,
  BREAK_OUTSIDE_SESSION_MESSAGE,
  BREAKS_OVERLAP_MESSAGE,
  BREAKS_PER_SESSION_MAX,
  CLOCK_OUT_BEFORE_IN_MESSAGE,
  CreateTimeSessionInputSchema,
  PatchTimeSessionInputSchema,
} from '#contract/schemas/time-correction.ts';
import type { BreakInput, PatchTimeSessionInput } from '#contract/schemas/time-correction.ts';

import { fromWallTime } from './zoned-time.ts';

// The correction form as typed: dates and times on the business wall clock. It checks what the
// server would refuse (decision 035's bad input) with the contract's messages, so the person sees the
// problem next to the field before anything is sent; the server checks again. Decision 019: the
// notes and reason are the contract's own fields, and the times, made instants, are handed to the
// contract's schema of the call (CreateTimeSessionInputSchema, PatchTimeSessionInputSchema).

const wallBreakSchema = z.object({
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
});
export type WallBreak = z.infer<typeof wallBreakSchema>;

/** The form's own messages (the contract's follow), the timesheets catalogue's `sessionForm.problems`. */
export const CLOCK_IN_MISSING_MESSAGE = 'Enter the clock-in date and time';
export const CLOCK_OUT_MISSING_MESSAGE = 'Enter the clock-out date and time';
export const BREAK_MISSING_MESSAGE = 'Enter the break start and end';

function wallSessionSchema(isClockOutRequired: boolean) {
  return z
    .object({
      clockInDate: z.string(),
      clockInTime: z.string(),
      clockOutDate: z.string(),
      clockOutTime: z.string(),
      breaks: z.array(wallBreakSchema).max(BREAKS_PER_SESSION_MAX, {
        message: `A session holds at most ${String(BREAKS_PER_SESSION_MAX)} breaks`,
      }),
      // The contract's rules ('' is no notes, sent as null).
      notes: CreateTimeSessionInputSchema.shape.notes,
      reason: CreateTimeSessionInputSchema.shape.reason,
    })
    .superRefine((values, ctx) => {
      const clockIn = fromWallTime({ date: values.clockInDate, time: values.clockInTime });
      if (clockIn === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['clockInTime'],
          message: CLOCK_IN_MISSING_MESSAGE,
        });
      }
      const hasClockOut = values.clockOutDate !== '' || values.clockOutTime !== '';
      const clockOut = fromWallTime({ date: values.clockOutDate, time: values.clockOutTime });
      if ((hasClockOut || isClockOutRequired) && clockOut === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['clockOutTime'],
          message: CLOCK_OUT_MISSING_MESSAGE,
        });
      }
      if (clockIn !== null && clockOut !== null && clockOut <= clockIn) {
        ctx.addIssue({
          code: 'custom',
          path: ['clockOutTime'],
          message: CLOCK_OUT_BEFORE_IN_MESSAGE,
        });
      }
      const breaks = values.breaks.map((entry) => breakInstants(entry));
      breaks.forEach((entry, index) => {
        const path = ['breaks', index, 'endTime'];
        if (entry === null) {
          ctx.addIssue({ code: 'custom', path, message: BREAK_MISSING_MESSAGE });
        } else if (entry.endTime <= entry.startTime) {
          ctx.addIssue({ code: 'custom', path, message: BREAK_ORDER_MESSAGE });
        } else if (
          (clockIn !== null && entry.startTime < clockIn) ||
          (clockOut !== null && entry.endTime > clockOut)
        ) {
          ctx.addIssue({ code: 'custom', path, message: BREAK_OUTSIDE_SESSION_MESSAGE });
        } else if (
          breaks.some(
            (other, otherIndex) =>
              otherIndex < index &&
              other !== null &&
              other.startTime < entry.endTime &&
              entry.startTime < other.endTime,
          )
        ) {
          ctx.addIssue({ code: 'custom', path, message: BREAKS_OVERLAP_MESSAGE });
        }
      });
    });
}

export type SessionFormValues = z.input<ReturnType<typeof wallSessionSchema>>;
type WallSession = z.output<ReturnType<typeof wallSessionSchema>>;

/** A missed session's body, but whose it is, which the dialog adds. */
const AddSessionBodySchema = CreateTimeSessionInputSchema.omit({ userId: true, ticketId: true });
type AddSessionBody = z.input<typeof AddSessionBodySchema>;

/** The typed times as the contract's instants ('' where the date or time is missing). */
function instantsOf(values: WallSession): AddSessionBody {
  return {
    clockInTime: fromWallTime({ date: values.clockInDate, time: values.clockInTime }) ?? '',
    clockOutTime: fromWallTime({ date: values.clockOutDate, time: values.clockOutTime }) ?? '',
    breaks: values.breaks.flatMap((entry) => breakInstants(entry) ?? []),
    notes: values.notes,
    reason: values.reason,
  };
}

/** A missed session: everything but whose it is, which the dialog adds. */
export const AddSessionFormSchema = wallSessionSchema(true)
  .transform(instantsOf)
  .pipe(AddSessionBodySchema);

function editSchema(isClockOutRequired: boolean) {
  return wallSessionSchema(isClockOutRequired)
    .transform((values): PatchTimeSessionInput => {
      const { clockOutTime, ...rest } = instantsOf(values);
      // An open session keeps no clock-out: the PATCH leaves it out rather than send null.
      return clockOutTime === '' ? rest : { ...rest, clockOutTime };
    })
    .pipe(PatchTimeSessionInputSchema);
}
const EditClosedSessionFormSchema = editSchema(true);
const EditOpenSessionFormSchema = editSchema(false);

/** A correction: a closed session keeps a clock-out; an open one may be left open. */
export function editSessionFormSchema(isClosed: boolean) {
  return isClosed ? EditClosedSessionFormSchema : EditOpenSessionFormSchema;
}
type EditSessionFormOutput = z.output<typeof EditOpenSessionFormSchema>;

/** Which of the typed values the person changed from those the form opened with. */
export interface ChangedFields {
  clockIn: boolean;
  clockOut: boolean;
  breaks: boolean;
  notes: boolean;
}

export function changedFields(values: SessionFormValues, was: SessionFormValues): ChangedFields {
  return {
    clockIn: values.clockInDate !== was.clockInDate || values.clockInTime !== was.clockInTime,
    clockOut: values.clockOutDate !== was.clockOutDate || values.clockOutTime !== was.clockOutTime,
    breaks: JSON.stringify(values.breaks) !== JSON.stringify(was.breaks),
    notes: values.notes !== was.notes,
  };
}

/** Only what the person changed, so an untouched punch keeps its seconds (decision 035). */
export function patchInput(
  input: EditSessionFormOutput,
  changed: ChangedFields,
): PatchTimeSessionInput {
  return {
    reason: input.reason,
    ...(changed.clockIn ? { clockInTime: input.clockInTime } : {}),
    ...(changed.clockOut && input.clockOutTime !== undefined
      ? { clockOutTime: input.clockOutTime }
      : {}),
    ...(changed.breaks ? { breaks: input.breaks } : {}),
    ...(changed.notes ? { notes: input.notes } : {}),
  };
}

/** A typed break as instants; null when a date or time is missing. ISO-UTC strings compare in order. */
function breakInstants(entry: WallBreak): BreakInput | null {
  const startTime = fromWallTime({ date: entry.startDate, time: entry.startTime });
  const endTime = fromWallTime({ date: entry.endDate, time: entry.endTime });
  return startTime === null || endTime === null ? null : { startTime, endTime };
}
