import { z } from 'zod';

import { DEFAULT_SCHEDULE_END, DEFAULT_SCHEDULE_START } from '#contract/constants.ts';
import { ClockTimeSchema, DaySchema, IdSchema } from '#contract/schemas/common.ts';
import {
  isDayBeforeToday,
  isEndAfterStart,
  SCHEDULE_END_BEFORE_START_MESSAGE,
} from '#contract/utils/schedule.ts';
import type { ScheduleFormValues } from '#contract/utils/schedule.ts';

export const PAST_DATE_MESSAGE = 'Schedule dates before today cannot be chosen';
export const DATE_REQUIRED_MESSAGE = 'Choose a date';

/** Product rules §4: the date equals the initial date (or none), 09:00 to 17:00, not all-day. */
export function defaultScheduleValues(initialDate = ''): ScheduleFormValues {
  return {
    date: initialDate,
    startTime: DEFAULT_SCHEDULE_START,
    endTime: DEFAULT_SCHEDULE_END,
    allDay: false,
  };
}

/** The first problem with a schedule form, or undefined (product rules §5). */
export function scheduleProblem(
  value: ScheduleFormValues,
  today: string,
  options: { isDateRequired?: boolean } = {},
): string | undefined {
  if (!value.date) return options.isDateRequired ? DATE_REQUIRED_MESSAGE : undefined;
  if (isDayBeforeToday(value.date, today)) return PAST_DATE_MESSAGE;
  if (!value.allDay && !isEndAfterStart(value.startTime, value.endTime))
    return SCHEDULE_END_BEFORE_START_MESSAGE;
  return undefined;
}

/** A form's schedule values on the contract's day and time rules. */
const scheduleShape = {
  date: z.union([z.literal(''), DaySchema]),
  startTime: ClockTimeSchema,
  endTime: ClockTimeSchema,
  allDay: z.boolean(),
};

/** Refuses a schedule with the first problem of `scheduleProblem`, under the field it concerns. */
function refineSchedule(today: string, options: { isDateRequired?: boolean } = {}) {
  return (value: ScheduleFormValues, ctx: z.RefinementCtx) => {
    const problem = scheduleProblem(value, today, options);
    if (!problem) return;
    const path = problem === SCHEDULE_END_BEFORE_START_MESSAGE ? 'endTime' : 'date';
    ctx.addIssue({ code: 'custom', path: [path], message: problem });
  };
}

/** The update-schedule dialog's values (product rules §5: a date is required there). */
export function scheduleFormSchema(today: string, options: { isDateRequired?: boolean } = {}) {
  return z.object(scheduleShape).superRefine(refineSchedule(today, options));
}

/** The assign dialog's values: the technician's id, as PATCH /api/tickets/{id} takes it, and a schedule. */
export function assignFormSchema(today: string) {
  return z.object({ technicianId: IdSchema, ...scheduleShape }).superRefine(refineSchedule(today));
}
