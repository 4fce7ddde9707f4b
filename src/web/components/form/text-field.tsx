import type { FieldValues } from 'react-hook-form';
import type { ComponentProps } from 'react';

import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';

import { ControlledField } from './controlled-field.tsx';
import type { ControlledFieldProps } from './controlled-field.tsx';

type ControlProps = 'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref';

interface TextFieldBase<TValues extends FieldValues, TTransformed> extends ControlledFieldProps<
  TValues,
  TTransformed
> {
  /** The control's classes; `className` is the wrapper's. */
  inputClassName?: string | undefined;
  /** Called with the text after the form takes it (to clear a server's refusal it answers, say). */
  onValueChange?: ((value: string) => void) | undefined;
}

type TextFieldProps<TValues extends FieldValues, TTransformed = TValues> = TextFieldBase<
  TValues,
  TTransformed
> &
  (
    | ({ isMultiline?: false } & Omit<ComponentProps<'input'>, ControlProps | 'className'>)
    | ({ isMultiline: true } & Omit<ComponentProps<'textarea'>, ControlProps | 'className'>)
  );

/**
 * A react-hook-form text field (an input, or a textarea when multiline): its label, the
 * control, and the schema's message under it when the value is refused. Pass `maxLength` from
 * `maxLengthOf` so the browser stops where the schema would.
 */
export function TextField<TValues extends FieldValues, TTransformed = TValues>(
  props: TextFieldProps<TValues, TTransformed>,
) {
  const {
    control,
    name,
    id,
    label,
    hint,
    className,
    inputClassName,
    onValueChange,
    ...controlProps
  } = props;
  return (
    <ControlledField
      control={control}
      name={name}
      id={id}
      label={label}
      className={className}
      {...(hint ? { hint } : {})}
    >
      {(field, aria) => {
        const bound = {
          id,
          name: field.name,
          ref: field.ref,
          value: typeof field.value === 'string' ? field.value : '',
          onChange: (event: { target: { value: string } }) => {
            field.onChange(event);
            onValueChange?.(event.target.value);
          },
          onBlur: field.onBlur,
          className: inputClassName,
          ...aria,
        };
        return controlProps.isMultiline === true ? (
          <Textarea {...omitMultiline(controlProps)} {...bound} />
        ) : (
          <Input {...omitMultiline(controlProps)} {...bound} />
        );
      }}
    </ControlledField>
  );
}

function omitMultiline<T extends { isMultiline?: boolean }>(props: T): Omit<T, 'isMultiline'> {
  const { isMultiline: _isMultiline, ...rest } = props;
  return rest;
}
