import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

import { fieldAria } from './field-aria.ts';
import { FormField } from './form-field.tsx';
import type { SelectOption } from './select-options.tsx';

/** The app's input look, for a native select. */
export const NATIVE_SELECT_CLASS =
  'h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30 [&>option]:bg-popover [&>option]:text-popover-foreground';

interface NativeSelectFieldProps<TValues extends FieldValues, TTransformed = TValues> {
  /** A form's control; its submitted values may differ from the typed ones (a schema's transform). */
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  id: string;
  label: string;
  options: readonly SelectOption[];
  isDisabled?: boolean | undefined;
  hint?: { id: string; text: string };
  className?: string | undefined;
  /** The select's own classes, instead of NATIVE_SELECT_CLASS. */
  selectClassName?: string | undefined;
}

/**
 * A react-hook-form field drawn as the browser's own select (a phone shows its own picker): its
 * label, the choices, and the schema's message under it when the value is refused. SelectField
 * draws the app's select instead.
 */
export function NativeSelectField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  id,
  label,
  options,
  isDisabled,
  hint,
  className,
  selectClassName,
}: NativeSelectFieldProps<TValues, TTransformed>) {
  const {
    field: { name: fieldName, ref, value, onChange, onBlur, disabled },
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
      <select
        id={id}
        name={fieldName}
        ref={ref}
        className={selectClassName ?? NATIVE_SELECT_CLASS}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        onBlur={onBlur}
        disabled={isDisabled === true || disabled === true}
        {...fieldAria(id, error, hint?.id)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
