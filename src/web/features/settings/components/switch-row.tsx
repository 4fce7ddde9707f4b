import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

import { Label } from '#web/components/ui/label.tsx';
import { Switch } from '#web/components/ui/switch.tsx';

/**
 * A rule that can be turned on, with the values it needs beside it (shown dimmed while it is off,
 * so the numbers stay visible and are kept when the rule is turned back on).
 */
export function SwitchRow<TValues extends FieldValues, TTransformed>({
  control,
  name,
  id,
  label,
  description,
  disabled,
  children,
}: {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  id: string;
  label: string;
  description: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const {
    field: { value, onChange, onBlur, ref },
  } = useController({ control, name });
  const isOn = value === true;
  return (
    <div className="grid gap-3 rounded-md border p-4">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor={id}>{label}</Label>
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        </div>
        {/* A 44 px target on phones around the small switch. */}
        <div className="flex items-center max-sm:min-h-11">
          <Switch
            id={id}
            ref={ref}
            checked={isOn}
            onCheckedChange={(checked) => {
              onChange(checked);
            }}
            onBlur={onBlur}
            disabled={disabled}
            aria-describedby={`${id}-description`}
          />
        </div>
      </div>
      {children ? (
        <div
          className={isOn ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3 opacity-60 sm:grid-cols-2'}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
