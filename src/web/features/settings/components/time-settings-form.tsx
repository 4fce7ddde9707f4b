import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import type { TimeSettings } from '#contract/schemas/time-settings.ts';
import { PAY_PERIOD_LENGTH_LABELS } from '#contract/schemas/time-settings.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError, errorText } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/date-format.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useSaveTimeSettings } from '../api/time-settings.ts';
import { isFormField, TimeSettingsFormSchema, toFormValues } from '../lib/time-settings-form.ts';
import type { TimeSettingsFormOutput, TimeSettingsFormValues } from '../lib/time-settings-form.ts';
import { SwitchRow } from './switch-row.tsx';

const BREAK_PAY_OPTIONS = [
  { value: 'unpaid', label: 'Unpaid (left out of worked time)' },
  { value: 'paid', label: 'Paid (counted as worked time)' },
];

const ROUNDING_OPTIONS = [
  { value: '0', label: 'None' },
  { value: '5', label: 'Nearest 5 minutes' },
  { value: '15', label: 'Nearest 15 minutes' },
];

const PAY_PERIOD_OPTIONS = [
  { value: 'weekly', label: PAY_PERIOD_LENGTH_LABELS.weekly },
  { value: 'biweekly', label: PAY_PERIOD_LENGTH_LABELS.biweekly },
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Decision 035: the admin's 'Time and payroll' settings. Thresholds are typed in hours and sent as
 * minutes; the required break in minutes.
 */
export function TimeSettingsForm({ settings }: { settings: TimeSettings }) {
  const save = useSaveTimeSettings();
  const { control, handleSubmit, reset, setError, formState } = useForm<
    TimeSettingsFormValues,
    unknown,
    TimeSettingsFormOutput
  >({
    resolver: zodResolver(TimeSettingsFormSchema),
    defaultValues: toFormValues(settings),
  });
  const disabled = save.isPending;

  /** A refusal naming a field goes under it (and the toast says so); anything else only in the toast. */
  function placeError(error: unknown) {
    if (!(error instanceof ApiError)) return;
    let parsed: { issues?: { path: string; message: string }[] } = {};
    try {
      parsed = JSON.parse(error.bodyText) as typeof parsed;
    } catch {
      return;
    }
    for (const issue of parsed.issues ?? []) {
      if (isFormField(issue.path)) setError(issue.path, { message: issue.message });
    }
  }

  const onSubmit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input);
      reset(toFormValues(saved));
      notifySuccess('Settings saved');
    } catch (error) {
      placeError(error);
      notifyError('Save Failed', errorText(error, 'Failed to save the settings'));
    }
  });

  return (
    <AppForm className="grid gap-8" aria-label="Time and payroll" onSubmit={onSubmit}>
      <Section title="Breaks">
        <SelectField
          control={control}
          name="breaksPaid"
          id="settings-breaks-paid"
          label="Breaks are"
          options={BREAK_PAY_OPTIONS}
          isDisabled={disabled}
          className="sm:max-w-sm"
        />
        <SwitchRow
          control={control}
          name="breakRuleEnabled"
          id="settings-break-rule"
          label="Required break"
          description="Flag sessions as 'Missed break' when a long shift has too little break."
          disabled={disabled}
        >
          <TextField
            control={control}
            name="breakRuleAfterMinutes"
            id="settings-break-rule-after"
            label="Break required after (hours worked)"
            inputMode="decimal"
            disabled={disabled}
          />
          <TextField
            control={control}
            name="breakRuleMinutes"
            id="settings-break-rule-minutes"
            label="Break of at least (minutes)"
            inputMode="numeric"
            disabled={disabled}
          />
        </SwitchRow>
      </Section>

      <Section title="Rounding">
        <SelectField
          control={control}
          name="roundingMinutes"
          id="settings-rounding"
          label="Round punches to"
          options={ROUNDING_OPTIONS}
          isDisabled={disabled}
          className="sm:max-w-sm"
          hint={{
            id: 'settings-rounding-hint',
            text: 'Applies to reports and payroll only; punches are never changed',
          }}
        />
      </Section>

      <Section title="Overtime">
        <SwitchRow
          control={control}
          name="dailyOvertimeEnabled"
          id="settings-daily-overtime"
          label="Daily overtime"
          description="Time worked in a day beyond the threshold is overtime."
          disabled={disabled}
        >
          <TextField
            control={control}
            name="dailyOvertimeMinutes"
            id="settings-daily-overtime-hours"
            label="Overtime after (hours a day)"
            inputMode="decimal"
            disabled={disabled}
          />
        </SwitchRow>
        <SwitchRow
          control={control}
          name="weeklyOvertimeEnabled"
          id="settings-weekly-overtime"
          label="Weekly overtime"
          description="Regular time in a week (Sunday to Saturday) beyond the threshold is overtime."
          disabled={disabled}
        >
          <TextField
            control={control}
            name="weeklyOvertimeMinutes"
            id="settings-weekly-overtime-hours"
            label="Overtime after (hours a week)"
            inputMode="decimal"
            disabled={disabled}
          />
        </SwitchRow>
        <SwitchRow
          control={control}
          name="doubleTimeEnabled"
          id="settings-double-time"
          label="Double time"
          description="Time worked in a day beyond this threshold is paid double."
          disabled={disabled}
        >
          <TextField
            control={control}
            name="doubleTimeMinutes"
            id="settings-double-time-hours"
            label="Double time after (hours a day)"
            inputMode="decimal"
            disabled={disabled}
          />
        </SwitchRow>
      </Section>

      <Section title="Pay period">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={control}
            name="payPeriodLength"
            id="settings-pay-period"
            label="Length"
            options={PAY_PERIOD_OPTIONS}
            isDisabled={disabled}
          />
          <TextField
            control={control}
            name="payPeriodAnchor"
            id="settings-pay-period-anchor"
            label="First day (a Sunday)"
            type="date"
            disabled={disabled}
          />
        </div>
      </Section>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {settings.updatedBy
            ? `Last saved by ${settings.updatedBy.name} on ${formatDateTime(settings.updatedAt)}`
            : null}
        </p>
        <Button type="submit" disabled={disabled || !formState.isDirty} className="w-full sm:w-fit">
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </AppForm>
  );
}
