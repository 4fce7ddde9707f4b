import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextField } from '#web/components/form/text-field.tsx';
import { maxLengthOf } from '#web/lib/max-length.ts';

import { TimeClockFormSchema } from '../lib/time-clock-form.ts';
import type { TimeClockFormOutput, TimeClockFormValues } from '../lib/time-clock-form.ts';

interface NotesFieldProps {
  control: Control<TimeClockFormValues, unknown, TimeClockFormOutput>;
  disabled: boolean;
}

/** Optional notes sent with Clock In or Clock Out, capped where the server's schema is. */
export function NotesField({ control, disabled }: NotesFieldProps) {
  const { t } = useTranslation('time-clock');
  return (
    <TextField
      control={control}
      name="notes"
      id="time-clock-notes"
      label={t('notes.label')}
      isMultiline
      rows={2}
      placeholder={t('notes.placeholder')}
      disabled={disabled}
      maxLength={maxLengthOf(TimeClockFormSchema.shape.notes)}
    />
  );
}
