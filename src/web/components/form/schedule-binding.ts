import type { ScheduleFormValues } from '#contract/utils/schedule.ts';

type ScheduleField = keyof ScheduleFormValues;

const SCHEDULE_FIELDS: readonly ScheduleField[] = ['date', 'startTime', 'endTime', 'allDay'];

/**
 * Binds a schedule control (date, times, all day), which reports the four together, to the form
 * that holds them: their values, the date's message, and a change that sets all four. After a
 * refused submit each change validates again, so a message clears as soon as it is fixed.
 */
export function scheduleBinding(
  value: ScheduleFormValues,
  setValue: (
    name: ScheduleField,
    value: ScheduleFormValues[ScheduleField],
    options: { shouldValidate: boolean },
  ) => void,
  formState: { isSubmitted: boolean; errors: { date?: { message?: string } } },
) {
  return {
    value,
    dateError: formState.errors.date?.message,
    onChange: (next: ScheduleFormValues) => {
      const shouldValidate = formState.isSubmitted;
      for (const name of SCHEDULE_FIELDS) setValue(name, next[name], { shouldValidate });
    },
  };
}
