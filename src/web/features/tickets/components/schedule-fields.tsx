import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import {
  endTimeAfterStartChange,
  isEndAfterStart,
  SCHEDULE_END_BEFORE_START_MESSAGE,
} from '#contract/utils/schedule.ts';
import type { ScheduleFormValues } from '#contract/utils/schedule.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { notifyError } from '#web/lib/notify.ts';

import { DATE_REQUIRED_MESSAGE, PAST_DATE_MESSAGE } from '../lib/schedule-form.ts';

/** The schedule's own messages in the language shown; any other (a schema's) as it came. */
function scheduleMessage(t: TFunction<'tickets'>, message: string): string {
  if (message === PAST_DATE_MESSAGE) return t('schedule.pastDate');
  if (message === DATE_REQUIRED_MESSAGE) return t('schedule.chooseDate');
  if (message === SCHEDULE_END_BEFORE_START_MESSAGE) return t('schedule.endBeforeStart');
  return message;
}

interface ScheduleFieldsProps {
  /** Prefix for the inputs' ids, unique on the page. */
  idPrefix: string;
  value: ScheduleFormValues;
  onChange: (value: ScheduleFormValues) => void;
  /** Today as YYYY-MM-DD (local): earlier dates cannot be chosen. */
  today: string;
  dateLabel?: string;
  disabled?: boolean;
  /** The form's message for the date (a required date left empty), shown under it. */
  dateError?: string | undefined;
}

/**
 * Product rules §4–§5 schedule: a date (none before today), then start and end times unless all-day.
 * A start at or after the end moves the end to one hour later; an end before the start is
 * flagged, with the 'Invalid Time Range' toast.
 */
export function ScheduleFields({
  idPrefix,
  value,
  onChange,
  today,
  dateLabel,
  disabled,
  dateError,
}: ScheduleFieldsProps) {
  const { t } = useTranslation('tickets');
  const isPastDate = value.date !== '' && value.date < today;
  const formMessage = isPastDate ? PAST_DATE_MESSAGE : dateError;
  const dateMessage = formMessage ? scheduleMessage(t, formMessage) : undefined;
  const isRangeInvalid =
    value.date !== '' && !value.allDay && !isEndAfterStart(value.startTime, value.endTime);
  const dateErrorId = `${idPrefix}-date-error`;
  const timeErrorId = `${idPrefix}-time-error`;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <div className="grid min-w-0 flex-1 basis-44 gap-2">
          <Label htmlFor={`${idPrefix}-date`}>{dateLabel ?? t('schedule.scheduledDate')}</Label>
          <Input
            id={`${idPrefix}-date`}
            type="date"
            min={today}
            value={value.date}
            disabled={disabled}
            aria-invalid={dateMessage ? true : undefined}
            aria-describedby={dateMessage ? dateErrorId : undefined}
            onChange={(event) => {
              onChange({ ...value, date: event.target.value });
            }}
          />
        </div>
        <div className="flex h-9 items-center gap-2">
          <Checkbox
            id={`${idPrefix}-all-day`}
            checked={value.allDay}
            disabled={disabled}
            onCheckedChange={(checked) => {
              onChange({ ...value, allDay: checked === true });
            }}
          />
          <Label htmlFor={`${idPrefix}-all-day`}>{t('schedule.allDay')}</Label>
        </div>
      </div>
      {dateMessage ? (
        <p id={dateErrorId} role="alert" className="text-sm text-destructive">
          {dateMessage}
        </p>
      ) : null}
      {value.date && !value.allDay ? (
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-2">
            <Label htmlFor={`${idPrefix}-start`}>{t('schedule.startTime')}</Label>
            <Input
              id={`${idPrefix}-start`}
              type="time"
              value={value.startTime}
              disabled={disabled}
              onChange={(event) => {
                const startTime = event.target.value;
                onChange({
                  ...value,
                  startTime,
                  endTime: endTimeAfterStartChange(startTime, value.endTime),
                });
              }}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${idPrefix}-end`}>{t('schedule.endTime')}</Label>
            <Input
              id={`${idPrefix}-end`}
              type="time"
              value={value.endTime}
              disabled={disabled}
              aria-invalid={isRangeInvalid || undefined}
              aria-describedby={isRangeInvalid ? timeErrorId : undefined}
              onChange={(event) => {
                const endTime = event.target.value;
                if (!isEndAfterStart(value.startTime, endTime)) {
                  notifyError(t('schedule.invalidRange'), t('schedule.endBeforeStart'));
                }
                onChange({ ...value, endTime });
              }}
            />
          </div>
          {isRangeInvalid ? (
            <p id={timeErrorId} role="alert" className="col-span-2 text-sm text-destructive">
              {t('schedule.endBeforeStart')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
