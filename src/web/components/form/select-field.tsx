import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

import { Select, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';

import { fieldAria } from './field-aria.ts';
import { FormField } from './form-field.tsx';
import { SelectOptions } from './select-options.tsx';
import type { SelectOption } from './select-options.tsx';

export type { SelectOption } from './select-options.tsx';

interface SelectFieldProps<TValues extends FieldValues, TTransformed = TValues> {
  /** A form's control; its submitted values may differ from the typed ones (a schema's transform). */
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** Shown while no option is chosen. */
  placeholder?: string | undefined;
  isDisabled?: boolean | undefined;
  isRequired?: boolean | undefined;
  hint?: { id: string; text: string };
  className?: string | undefined;
  /** The select's own classes (a full-width one, say). */
  triggerClassName?: string | undefined;
}

/**
 * A react-hook-form field drawn as the app's select: its label, the choices, and the schema's
 * message under it when the value is refused.
 */
export function SelectField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  id,
  label,
  options,
  placeholder,
  isDisabled,
  isRequired,
  hint,
  className,
  triggerClassName,
}: SelectFieldProps<TValues, TTransformed>) {
  const {
    field: { value, onChange, onBlur, ref, disabled },
    fieldState,
  } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      className={className}
      {...(hint ? { hint } : {})}
    >
      <Select
        value={typeof value === 'string' ? value : ''}
        onValueChange={onChange}
        disabled={isDisabled === true || disabled === true}
      >
        <SelectTrigger
          id={id}
          ref={ref}
          className={triggerClassName}
          onBlur={onBlur}
          aria-required={isRequired === true ? true : undefined}
          {...fieldAria(id, error, hint?.id)}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectOptions options={options} />
      </Select>
    </FormField>
  );
}
