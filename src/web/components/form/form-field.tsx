import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FieldError } from '#web/components/field-error.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { formatLanguage } from '#web/lib/locale-format.ts';
import { cn } from '#web/lib/utils.ts';

interface FormFieldProps {
  /** The control's id, which the label points at. */
  id: string;
  label: string;
  /** The field's validation message; shown with the id `${id}-error`. */
  error?: string | undefined;
  /** A note under the message; `hint.id` is for the control's aria-describedby. */
  hint?: { id: string; text: string };
  className?: string;
  /** The control, which sets its own id, aria-invalid and aria-describedby. */
  children: ReactNode;
}

/**
 * Decision 044: the contract's schemas word their field messages in English ('Title is required',
 * 'Title must be at most 200 characters'), which English shows as they are; another language words
 * the two common ones itself, naming the field by its label as shown. Any other message stays as the
 * schema wrote it.
 */
function fieldMessage(t: TFunction, message: string, label: string): string {
  if (formatLanguage() === 'en') return message;
  const field = label.replace(/\s*\*$/, '');
  if (/ is required$/.test(message)) return t('shared.fieldRequired', { field });
  const tooLong = / must be at most (\d+) characters$/.exec(message);
  if (tooLong) return t('shared.fieldTooLong', { field, max: Number(tooLong[1]) });
  return message;
}

/** A form field: its label, its control, then its validation message and hint when there are. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError
        id={`${id}-error`}
        message={error === undefined ? undefined : fieldMessage(t, error, label)}
      />
      {hint ? (
        <p id={hint.id} className="text-xs text-muted-foreground">
          {hint.text}
        </p>
      ) : null}
    </div>
  );
}
