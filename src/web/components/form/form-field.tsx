import type { ReactNode } from 'react';

import { FieldError } from '#web/components/field-error.tsx';
import { Label } from '#web/components/ui/label.tsx';
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

/** A form field: its label, its control, then its validation message and hint when there are. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
      {hint ? (
        <p id={hint.id} className="text-xs text-muted-foreground">
          {hint.text}
        </p>
      ) : null}
    </div>
  );
}
