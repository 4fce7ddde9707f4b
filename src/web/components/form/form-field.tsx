import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

import { FieldError } from '#web/components/field-error.tsx';
import { Label } from '#web/components/ui/label.tsx';
import {
  shownLanguage,
  subscribeToShownLanguage,
  translated,
} from '#web/lib/i18n/shown-language.ts';
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
 * schema wrote it. Through shown-language.ts, not react-i18next: the sign-in page draws this too,
 * before i18next loads (decision 043).
 */
function fieldMessage(language: string, message: string, label: string): string {
  if (language === 'en') return message;
  const field = label.replace(/\s*\*$/, '');
  if (/ is required$/.test(message)) return translated('shared.fieldRequired', { field }, message);
  const tooLong = / must be at most (\d+) characters$/.exec(message);
  if (tooLong)
    return translated('shared.fieldTooLong', { field, max: Number(tooLong[1]) }, message);
  return message;
}

/** A form field: its label, its control, then its validation message and hint when there are. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const language = useSyncExternalStore(subscribeToShownLanguage, shownLanguage);
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError
        id={`${id}-error`}
        message={error === undefined ? undefined : fieldMessage(language, error, label)}
      />
      {hint ? (
        <p id={hint.id} className="text-xs text-muted-foreground">
          {hint.text}
        </p>
      ) : null}
    </div>
  );
}
