import { DEFAULT_SCHEDULE_END, DEFAULT_SCHEDULE_START } from '#contract/constants.ts';
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
