import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { errorText } from '#web/lib/api-client.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { notifyError } from '#web/lib/notify.ts';

import { FormActions } from './form-actions.tsx';
import { FormDialog } from './form-dialog.tsx';
import { TextField } from './text-field.tsx';

interface ReasonFormProps {
  /** The contract's field for the text (its name in the form and its schema). */
  field: { name: string; schema: z.ZodType<string, string> };
  /** The textarea's id and label ('Reason *'). */
  id: string;
  label: string;
  placeholder?: string;
  /** False for a text that may be left blank ('Reason (optional)'): not marked required. */
  isRequired?: boolean;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Sends the text; a rejection keeps the dialog open. */
  onSubmit: (text: string) => Promise<unknown>;
  /** After the text is sent, before the dialog closes (a toast). */
  onSuccess: () => void;
  /** A failure's toast: its title and the text when the server gives none. Without it the
   * failure shows in `error` (a FormError above the field). */
  failure?: { title: string; fallback: string };
  error?: ReactNode;
}

type ReasonDialogProps = ReasonFormProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
};

/**
 * A dialog that asks for one text (a reason, a note; required unless said) and sends it: declining
 * a request, reopening a ticket, asking for a time correction, un-approving a week, locking a pay
 * period.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  ...form
}: ReasonDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {(close) => <ReasonForm {...form} onDone={close} />}
    </FormDialog>
  );
}

function ReasonForm({
  field,
  id,
  label,
  placeholder,
  isRequired = true,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  onSuccess,
  failure,
  error,
  onDone,
}: ReasonFormProps & { onDone: () => void }) {
  const schema = useMemo(() => z.object({ [field.name]: field.schema }), [field]);
  const { control, handleSubmit } = useForm<Record<string, string>>({
    resolver: zodResolver(schema),
    defaultValues: { [field.name]: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values[field.name] ?? '');
    } catch (caught) {
      if (failure) notifyError(failure.title, errorText(caught, failure.fallback));
      return;
    }
    onSuccess();
    onDone();
  });
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      {error}
      <TextField
        control={control}
        name={field.name}
        id={id}
        label={label}
        isMultiline
        rows={3}
        {...(placeholder === undefined ? {} : { placeholder })}
        aria-required={isRequired ? 'true' : undefined}
        maxLength={maxLengthOf(field.schema)}
        disabled={isPending}
      />
      <FormActions
        isEditing
        isPending={isPending}
        canSave={!isPending}
        onCancel={onDone}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
      />
    </form>
  );
}
