import { z } from 'zod';

import { isEndAfterStart, SCHEDULE_END_BEFORE_START_MESSAGE } from '../utils/schedule.ts';
import {
  ClockTimeSchema,
  dayOrInstantSchema,
  DaySchema,
  IdSchema,
  optionalText,
  requiredText,
} from './common.ts';

const EVENT_TITLE_MAX_LENGTH = 200;
const EVENT_DESCRIPTION_MAX_LENGTH = 2000;

/** Product rules §3 calendar event (custom), with its creator's name for display. */
export const CalendarEventSchema = z.object({
  id: IdSchema,
  title: z.string(),
  description: z.string().nullable(),
  /** YYYY-MM-DD */
  date: DaySchema,
  allDay: z.boolean(),
  /** HH:mm, or null (always null for all-day events). */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** The creator's id (product rules §3); the session decides it. */
  createdBy: IdSchema.nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

/** A calendar day; a full date-time is accepted too and read as its business-zone day (architecture §5). */
const EventDaySchema = dayOrInstantSchema('Date');

const eventFields = {
  title: requiredText('Title', EVENT_TITLE_MAX_LENGTH),
  description: optionalText('Description', EVENT_DESCRIPTION_MAX_LENGTH, { isMultiLine: true }),
  allDay: z
    .boolean({ message: 'allDay must be true or false' })
    .nullish()
    .transform((value) => value ?? false),
  startTime: ClockTimeSchema.nullish().transform((value) => value ?? null),
  endTime: ClockTimeSchema.nullish().transform((value) => value ?? null),
};

/**
 * Product rules §5: start and end times are used only when the event is not all-day (all-day clears
 * them); an end needs a start, and comes after it.
 */
function refineTimes(
  value: { allDay: boolean; startTime: string | null; endTime: string | null },
  ctx: z.RefinementCtx,
): void {
  if (value.allDay) return;
  if (value.endTime !== null && value.startTime === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['startTime'],
      message: 'A start time is needed with an end time',
    });
  }
  if (
    value.startTime !== null &&
    value.endTime !== null &&
    !isEndAfterStart(value.startTime, value.endTime)
  ) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: SCHEDULE_END_BEFORE_START_MESSAGE });
  }
}

function dropTimesWhenAllDay<
  T extends { allDay: boolean; startTime: string | null; endTime: string | null },
>(value: T): T {
  return value.allDay ? { ...value, startTime: null, endTime: null } : value;
}

/** POST /api/calendar-events; `createdBy` may be sent as the spec's client does, and is ignored. */
export const CreateCalendarEventInputSchema = z
  .object({ ...eventFields, date: EventDaySchema })
  .superRefine(refineTimes)
  .transform(dropTimesWhenAllDay);
export type CreateCalendarEventInput = z.input<typeof CreateCalendarEventInputSchema>;
export type CreateCalendarEventValues = z.output<typeof CreateCalendarEventInputSchema>;

/** PUT /api/calendar-events/{id}: the spec's fields, and optionally a new date. */
export const UpdateCalendarEventInputSchema = z
  .object({ ...eventFields, date: EventDaySchema.optional() })
  .superRefine(refineTimes)
  .transform(dropTimesWhenAllDay);
export type UpdateCalendarEventInput = z.input<typeof UpdateCalendarEventInputSchema>;
export type UpdateCalendarEventValues = z.output<typeof UpdateCalendarEventInputSchema>;

export const CalendarEventListQuerySchema = z.object({
  /** First day, inclusive. */
  from: EventDaySchema.optional(),
  /** Last day, inclusive. */
  to: EventDaySchema.optional(),
});
