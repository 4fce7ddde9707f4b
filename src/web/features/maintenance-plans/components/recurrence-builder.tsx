import { useController, useFormState, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';

import { FieldError } from '#web/components/field-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { SelectOptions } from '#web/components/form/select-options.tsx';
import type { SelectOption } from '#web/components/form/select-options.tsx';
import { Select, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';

import { WEEKDAY_LABELS, WEEKDAYS } from '../lib/rrule-builder.ts';
import type { PlanFormOutput, PlanFormValues } from '../lib/plan-form-values.ts';

type FormControl = Control<PlanFormValues, unknown, PlanFormOutput>;

const MONTH_DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));

const UNIT_OPTIONS: readonly SelectOption[] = [
  { value: 'days', label: 'days' },
  { value: 'weeks', label: 'weeks' },
  { value: 'months', label: 'months' },
];

const MONTH_DAY_OPTIONS: readonly SelectOption[] = [
  ...MONTH_DAYS.map((day) => ({ value: day, label: `day ${day}` })),
  { value: 'last', label: 'the last day' },
];

/** A select inside the rule's sentence ('Every 2 [weeks]'), so named by aria-label, not a label. */
function RuleSelect({
  field,
  label,
  className,
  options,
}: {
  field: { value: string; onChange: (value: string) => void };
  label: string;
  className: string;
  options: readonly SelectOption[];
}) {
  return (
    <Select
      value={field.value}
      onValueChange={(value) => {
        field.onChange(value);
      }}
    >
      <SelectTrigger aria-label={label} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectOptions options={options} />
    </Select>
  );
}

/**
 * Every N days / weeks (on chosen weekdays) / months (on day N or the last day). A rule the
 * builder cannot show (written through the API) stays as it is, read only, until replaced.
 */
export function RecurrenceBuilder({ control }: { control: FormControl }) {
  const unit = useController({ control, name: 'unit' });
  const interval = useController({ control, name: 'interval' });
  const weekdays = useController({ control, name: 'weekdays' });
  const monthDay = useController({ control, name: 'monthDay' });
  const customRule = useController({ control, name: 'customRule' });
  const { errors } = useFormState({ control, name: 'interval' });
  const intervalError = errors.interval?.message;
  const chosenUnit = useWatch({ control, name: 'unit' });

  if (customRule.field.value !== null) {
    return (
      <div className="grid gap-1.5">
        <span className="text-sm font-medium">Repeats</span>
        <p className="text-sm">
          Custom rule: <code className="rounded bg-muted px-1">{customRule.field.value}</code>
        </p>
        <FieldError id="interval-error" message={intervalError} />
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              customRule.field.onChange(null);
            }}
          >
            Replace with a simple rule
          </Button>
        </div>
      </div>
    );
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Repeats</legend>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor="pm-interval" className="font-normal">
          Every
        </Label>
        <Input
          id="pm-interval"
          inputMode="numeric"
          maxLength={3}
          className="w-20"
          aria-invalid={intervalError ? true : undefined}
          aria-describedby={intervalError ? 'interval-error' : undefined}
          {...interval.field}
        />
        <RuleSelect field={unit.field} label="Unit" className="w-32" options={UNIT_OPTIONS} />
      </div>
      <FieldError id="interval-error" message={intervalError} />
      {chosenUnit === 'weeks' ? (
        <div className="grid gap-1.5">
          <span className="text-sm text-muted-foreground" id="pm-weekdays-label">
            On (none: the start date’s weekday)
          </span>
          <div className="flex flex-wrap gap-1" role="group" aria-labelledby="pm-weekdays-label">
            {WEEKDAYS.map((day) => {
              const isOn = weekdays.field.value.includes(day);
              return (
                <Button
                  key={day}
                  type="button"
                  size="sm"
                  variant={isOn ? 'default' : 'outline'}
                  aria-pressed={isOn}
                  onClick={() => {
                    weekdays.field.onChange(
                      isOn
                        ? weekdays.field.value.filter((chosen) => chosen !== day)
                        : [...weekdays.field.value, day],
                    );
                  }}
                >
                  {WEEKDAY_LABELS[day]}
                </Button>
              );
            })}
          </div>
        </div>
      ) : null}
      {chosenUnit === 'months' ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm">On</span>
          <RuleSelect
            field={monthDay.field}
            label="Day of the month"
            className="w-36"
            options={MONTH_DAY_OPTIONS}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
