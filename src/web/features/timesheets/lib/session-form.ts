import { z } from 'zod';

import {
  BREAK_ORDER_MESSAGE,
  BREAK_OUTSIDE_SESSION_MESSAGE,
  BREAKS_OVERLAP_MESSAGE,
  BREAKS_PER_SESSION_MAX,
  CLOCK_OUT_BEFORE_IN_MESSAGE,
  CORRECTION_REASON_MAX,
  REASON_REQUIRED_MESSAGE,
} from '#contract/schemas/time-correction.ts';
import type { BreakInput } from '#contract/schemas/time-correction.ts';
import { TIME_SESSION_NOTES_MAX } from '#contract/schemas/time-session.ts';

import { fromWallTime } from './zoned-time.ts';

// The correction form as typed: dates and times on the business wall clock. It checks what the
// server would refuse (decision 035's bad input) with the contract's messages, so the person sees the
// problem next to the field before anything is sent; the server checks again.

const wallBreakSchema = z.object({
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
});
export type WallBreak = z.infer<typeof wallBreakSchema>;

function sessionFormSchema(isClockOutRequired: boolean) {
  return z
    .object({
      clockInDate: z.string(),
      clockInTime: z.string(),
      clockOutDate: z.string(),
      clockOutTime: z.string(),
      breaks: z.array(wallBreakSchema).max(BREAKS_PER_SESSION_MAX, {
        message: `A session holds at most ${String(BREAKS_PER_SESSION_MAX)} breaks`,
      }),
      notes: z.string().max(TIME_SESSION_NOTES_MAX, {
        message: `Notes must be at most ${String(TIME_SESSION_NOTES_MAX)} characters`,
      }),
      reason: z
        .string()
        .trim()
        .min(1, { message: REASON_REQUIRED_MESSAGE })
        .max(CORRECTION_REASON_MAX, {
          message: `Reason must be at most ${String(CORRECTION_REASON_MAX)} characters`,
        }),
    })
    .superRefine((values, ctx) => {
      const clockIn = fromWallTime({ date: values.clockInDate, time: values.clockInTime });
      if (clockIn === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['clockInTime'],
          message: 'Enter the clock-in date and time',
        });
      }
      const hasClockOut = values.clockOutDate !== '' || values.clockOutTime !== '';
      const clockOut = fromWallTime({ date: values.clockOutDate, time: values.clockOutTime });
      if ((hasClockOut || isClockOutRequired) && clockOut === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['clockOutTime'],
          message: 'Enter the clock-out date and time',
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
          ctx.addIssue({ code: 'custom', path, message: 'Enter the break start and end' });
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

export const EditSessionFormSchema = sessionFormSchema(false);
export const AddSessionFormSchema = sessionFormSchema(true);
export type SessionFormValues = z.infer<typeof EditSessionFormSchema>;

/** A typed break as instants; null when a date or time is missing. ISO-UTC strings compare in order. */
export function breakInstants(entry: WallBreak): BreakInput | null {
  const startTime = fromWallTime({ date: entry.startDate, time: entry.startTime });
  const endTime = fromWallTime({ date: entry.endDate, time: entry.endTime });
  return startTime === null || endTime === null ? null : { startTime, endTime };
}
