import { useController, useFormState, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';

import { FieldError } from '#web/components/field-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { SelectOptions } from '#web/components/form/select-options.tsx';
import type { SelectOption } from '#web/components/form/select-options.tsx';
import { Select, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';

import { WEEKDAYS } from '../lib/rrule-builder.ts';
import type { PlanFormOutput, PlanFormValues } from '../lib/plan-form-values.ts';

type FormControl = Control<PlanFormValues, unknown, PlanFormOutput>;

const MONTH_DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));

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
  const { t } = useTranslation('maintenance-plans');
  const unitOptions: readonly SelectOption[] = [
    { value: 'days', label: t('recurrence.days') },
    { value: 'weeks', label: t('recurrence.weeks') },
    { value: 'months', label: t('recurrence.months') },
  ];
  const monthDayOptions: readonly SelectOption[] = [
    ...MONTH_DAYS.map((day) => ({ value: day, label: t('recurrence.day', { day }) })),
    { value: 'last', label: t('recurrence.lastDay') },
  ];
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
        <span className="text-sm font-medium">{t('recurrence.repeats')}</span>
        <p className="text-sm">
          <Trans
            t={t}
            i18nKey="recurrence.customRule"
            values={{ rule: customRule.field.value }}
            components={{ code: <code className="rounded bg-muted px-1" /> }}
          />
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
            {t('recurrence.replace')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{t('recurrence.repeats')}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor="pm-interval" className="font-normal">
          {t('recurrence.every')}
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
        <RuleSelect
          field={unit.field}
          label={t('recurrence.unit')}
          className="w-32"
          options={unitOptions}
        />
      </div>
      <FieldError id="interval-error" message={intervalError} />
      {chosenUnit === 'weeks' ? (
        <div className="grid gap-1.5">
          <span className="text-sm text-muted-foreground" id="pm-weekdays-label">
            {t('recurrence.weekdaysLabel')}
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
                  {t(`weekdays.${day}`)}
                </Button>
              );
            })}
          </div>
        </div>
      ) : null}
      {chosenUnit === 'months' ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm">{t('recurrence.on')}</span>
          <RuleSelect
            field={monthDay.field}
            label={t('recurrence.monthDay')}
            className="w-36"
            options={monthDayOptions}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
