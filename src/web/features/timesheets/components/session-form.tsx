import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Control, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

import {
  BREAK_ORDER_MESSAGE,
  BREAK_OUTSIDE_SESSION_MESSAGE,
  BREAKS_OVERLAP_MESSAGE,
  CLOCK_OUT_BEFORE_IN_MESSAGE,
  FUTURE_TIME_MESSAGE,
  REASON_REQUIRED_MESSAGE,
} from '#contract/schemas/time-correction.ts';

import { FormActions } from '#web/components/form/form-actions.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';

import {
  BREAK_MISSING_MESSAGE,
  changedFields,
  CLOCK_IN_MISSING_MESSAGE,
  CLOCK_OUT_MISSING_MESSAGE,
} from '../lib/session-form.ts';
import type { ChangedFields, SessionFormValues } from '../lib/session-form.ts';

interface SessionFormProps<TOutput> {
  /**
   * The form's schema (lib/session-form.ts): the typed values, made the contract's body of the
   * call (a missed session's, or a correction's).
   */
  schema: z.ZodType<TOutput, SessionFormValues>;
  defaultValues: SessionFormValues;
  /** Shown above the breaks (what is on record when the list is not known). */
  breaksNote?: ReactNode;
  isPending: boolean;
  error: unknown;
  submitLabel: string;
  onCancel: () => void;
  /** The contract's body, and which values the person changed (a PATCH sends only those). */
  onSubmit: (input: TOutput, changed: ChangedFields) => void;
}

/** The checks' English messages (the form's and the contract's) and their catalogue keys. */
const PROBLEM_KEYS: Record<string, string> = {
  [CLOCK_IN_MISSING_MESSAGE]: 'clockInMissing',
  [CLOCK_OUT_MISSING_MESSAGE]: 'clockOutMissing',
  [BREAK_MISSING_MESSAGE]: 'breakMissing',
  [CLOCK_OUT_BEFORE_IN_MESSAGE]: 'clockOutBeforeIn',
  [BREAK_ORDER_MESSAGE]: 'breakOrder',
  [BREAK_OUTSIDE_SESSION_MESSAGE]: 'breakOutside',
  [BREAKS_OVERLAP_MESSAGE]: 'breaksOverlap',
  [FUTURE_TIME_MESSAGE]: 'futureTime',
  [REASON_REQUIRED_MESSAGE]: 'reasonRequired',
};

/** Each field error's message in the language shown (nested: the breaks' too); others unchanged. */
function translateErrors(errors: FieldErrors, t: TFunction<'timesheets'>): void {
  for (const value of Object.values(errors as Record<string, unknown>)) {
    if (typeof value !== 'object' || value === null) continue;
    const error = value as { message?: unknown };
    const key = typeof error.message === 'string' ? PROBLEM_KEYS[error.message] : undefined;
    if (key)
      error.message = t(`sessionForm.problems.${key}` as 'sessionForm.problems.reasonRequired');
    translateErrors(value, t);
  }
}

/** Clock-in, clock-out, breaks, notes and the reason: a correction or a missed session. */
export function SessionForm<TOutput>({
  schema,
  defaultValues,
  breaksNote,
  isPending,
  error,
  submitLabel,
  onCancel,
  onSubmit,
}: SessionFormProps<TOutput>) {
  const { t } = useTranslation('timesheets');
  // The schema speaks English (it shares the contract's messages with the server): its errors are
  // shown in the language of the screen (decision 044).
  const resolver = useMemo((): Resolver<SessionFormValues, unknown, TOutput> => {
    const checks = zodResolver(schema);
    return async (values, context, options) => {
      const result = await checks(values, context, options);
      translateErrors(result.errors, t);
      return result;
    };
  }, [schema, t]);
  const { control, handleSubmit, getValues } = useForm<SessionFormValues, unknown, TOutput>({
    resolver,
    defaultValues,
  });
  const breaks = useFieldArray({ control, name: 'breaks' });
  // Compared with what the form opened with, so a PATCH carries only what the person changed.
  const submit = handleSubmit((input) => {
    onSubmit(input, changedFields(getValues(), defaultValues));
  });
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <FormError error={error} fallback={t('sessionForm.saveFailed')} />
      <DateTimePair control={control} prefix="clockIn" disabled={isPending} />
      <DateTimePair control={control} prefix="clockOut" disabled={isPending} />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">{t('sessionForm.breaks')}</legend>
        {breaksNote}
        {breaks.fields.map((field, index) => (
          <div key={field.id} className="grid gap-2 rounded-md border p-3">
            <div className="flex items-center justify-between">
              <span className="text-sm font-medium">
                {t('sessionForm.break', { number: index + 1 })}
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('sessionForm.removeBreak', { number: index + 1 })}
                disabled={isPending}
                onClick={() => {
                  breaks.remove(index);
                }}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </div>
            <div className="grid grid-cols-2 gap-2">
              <TextField
                control={control}
                name={`breaks.${index}.startDate`}
                id={`break-${String(index)}-start-date`}
                label={t('sessionForm.breakStartDate', { number: index + 1 })}
                type="date"
                disabled={isPending}
              />
              <TextField
                control={control}
                name={`breaks.${index}.startTime`}
                id={`break-${String(index)}-start-time`}
                label={t('sessionForm.breakStartTime', { number: index + 1 })}
                type="time"
                disabled={isPending}
              />
              <TextField
                control={control}
                name={`breaks.${index}.endDate`}
                id={`break-${String(index)}-end-date`}
                label={t('sessionForm.breakEndDate', { number: index + 1 })}
                type="date"
                disabled={isPending}
              />
              <TextField
                control={control}
                name={`breaks.${index}.endTime`}
                id={`break-${String(index)}-end-time`}
                label={t('sessionForm.breakEndTime', { number: index + 1 })}
                type="time"
                disabled={isPending}
              />
            </div>
          </div>
        ))}
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={isPending}
          onClick={() => {
            const last = breaks.fields.at(-1);
            const day = last?.endDate ?? defaultValues.clockInDate;
            breaks.append({ startDate: day, startTime: '', endDate: day, endTime: '' });
          }}
        >
          <PlusIcon aria-hidden="true" />
          {t('sessionForm.addBreak')}
        </Button>
      </fieldset>
      <TextField
        control={control}
        name="notes"
        id="session-notes"
        label={t('sessionForm.notes')}
        isMultiline
        rows={2}
        disabled={isPending}
      />
      <TextField
        control={control}
        name="reason"
        id="session-reason"
        label={t('sessionForm.reason')}
        isMultiline
        rows={2}
        aria-required="true"
        disabled={isPending}
      />
      <FormActions
        isEditing
        isPending={isPending}
        canSave={!isPending}
        onCancel={onCancel}
        submitLabel={submitLabel}
      />
    </form>
  );
}

function DateTimePair({
  control,
  prefix,
  disabled,
}: {
  control: Control<SessionFormValues, unknown, unknown>;
  prefix: 'clockIn' | 'clockOut';
  disabled: boolean;
}) {
  const { t } = useTranslation('timesheets');
  return (
    <div className="grid grid-cols-2 gap-2">
      <TextField
        control={control}
        name={`${prefix}Date`}
        id={`session-${prefix}-date`}
        label={t(`sessionForm.${prefix}Date`)}
        type="date"
        disabled={disabled}
      />
      <TextField
        control={control}
        name={`${prefix}Time`}
        id={`session-${prefix}-time`}
        label={t(`sessionForm.${prefix}Time`)}
        type="time"
        disabled={disabled}
      />
    </div>
  );
}
