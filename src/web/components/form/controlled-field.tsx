import { useController } from 'react-hook-form';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import type { ReactNode } from 'react';

import { fieldAria } from './field-aria.ts';
import { FormField } from './form-field.tsx';
import type { SelectOption } from './select-options.tsx';

/** What a react-hook-form field of the app takes, whatever control it draws. */
export interface ControlledFieldProps<TValues extends FieldValues, TTransformed = TValues> {
  /** A form's control; its submitted values may differ from the typed ones (a schema's transform). */
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  id: string;
  label: string;
  hint?: { id: string; text: string };
  className?: string | undefined;
}

/** A field that picks one of `options` (the app's select and the browser's own). */
export interface ChoiceFieldProps<
  TValues extends FieldValues,
  TTransformed = TValues,
> extends ControlledFieldProps<TValues, TTransformed> {
  options: readonly SelectOption[];
  isDisabled?: boolean | undefined;
}

interface ControlledFieldRenderProps<
  TValues extends FieldValues,
  TTransformed,
> extends ControlledFieldProps<TValues, TTransformed> {
  /** Draws the control from the bound field, spreading `aria` on it (with `id` as its id). */
  children: (
    field: ControllerRenderProps<TValues, FieldPath<TValues>>,
    aria: ReturnType<typeof fieldAria>,
  ) => ReactNode;
}

/**
 * A field bound to its form: its label, the control `children` draws, and the schema's message
 * under it when the value is refused (text fields and both selects).
 */
export function ControlledField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  id,
  label,
  hint,
  className,
  children,
}: ControlledFieldRenderProps<TValues, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      className={className}
      {...(hint ? { hint } : {})}
    >
      {children(field, fieldAria(id, error, hint?.id))}
    </FormField>
  );
}
