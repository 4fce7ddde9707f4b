import type { FieldValues } from 'react-hook-form';

import { ControlledField } from './controlled-field.tsx';
import type { ChoiceFieldProps } from './controlled-field.tsx';

/** The app's input look, for a native select. */
export const NATIVE_SELECT_CLASS =
  'h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30 [&>option]:bg-popover [&>option]:text-popover-foreground';

interface NativeSelectFieldProps<
  TValues extends FieldValues,
  TTransformed = TValues,
> extends ChoiceFieldProps<TValues, TTransformed> {
  /** The select's own classes, instead of NATIVE_SELECT_CLASS. */
  selectClassName?: string | undefined;
}

/**
 * A react-hook-form field drawn as the browser's own select (a phone shows its own picker): its
 * label, the choices, and the schema's message under it when the value is refused. SelectField
 * draws the app's select instead.
 */
export function NativeSelectField<TValues extends FieldValues, TTransformed = TValues>(
  props: NativeSelectFieldProps<TValues, TTransformed>,
) {
  const { options, isDisabled, selectClassName, ...fieldProps } = props;
  return (
    <ControlledField {...fieldProps}>
      {({ name, ref, value, onChange, onBlur, disabled }, aria) => (
        <select
          id={fieldProps.id}
          name={name}
          ref={ref}
          className={selectClassName ?? NATIVE_SELECT_CLASS}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          onBlur={onBlur}
          disabled={isDisabled === true || disabled === true}
          {...aria}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </ControlledField>
  );
}
