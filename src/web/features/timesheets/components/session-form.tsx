import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';

import { FormActions } from '#web/components/form/form-actions.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';

import { changedFields } from '../lib/session-form.ts';
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
  const { control, handleSubmit, getValues } = useForm<SessionFormValues, unknown, TOutput>({
    resolver: zodResolver(schema),
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
