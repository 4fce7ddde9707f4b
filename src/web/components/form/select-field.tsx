import type { FieldValues } from 'react-hook-form';

import { Select, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';

import { ControlledField } from './controlled-field.tsx';
import type { ChoiceFieldProps } from './controlled-field.tsx';
import { SelectOptions } from './select-options.tsx';

export type { SelectOption } from './select-options.tsx';

interface SelectFieldProps<
  TValues extends FieldValues,
  TTransformed = TValues,
> extends ChoiceFieldProps<TValues, TTransformed> {
  /** Shown while no option is chosen. */
  placeholder?: string | undefined;
  isRequired?: boolean | undefined;
  /** The select's own classes (a full-width one, say). */
  triggerClassName?: string | undefined;
}

/**
 * A react-hook-form field drawn as the app's select: its label, the choices, and the schema's
 * message under it when the value is refused.
 */
export function SelectField<TValues extends FieldValues, TTransformed = TValues>(
  props: SelectFieldProps<TValues, TTransformed>,
) {
  const { options, placeholder, isDisabled, isRequired, triggerClassName, ...fieldProps } = props;
  return (
    <ControlledField {...fieldProps}>
      {({ value, onChange, onBlur, ref, disabled }, aria) => (
        <Select
          value={typeof value === 'string' ? value : ''}
          onValueChange={onChange}
          disabled={isDisabled === true || disabled === true}
        >
          <SelectTrigger
            id={fieldProps.id}
            ref={ref}
            className={triggerClassName}
            onBlur={onBlur}
            aria-required={isRequired === true ? true : undefined}
            {...aria}
          >
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectOptions options={options} />
        </Select>
      )}
    </ControlledField>
  );
}
