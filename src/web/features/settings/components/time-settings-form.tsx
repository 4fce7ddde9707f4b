import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { TimeSettings } from '#contract/schemas/time-settings.ts';
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

const ROUNDING_HINT_ID = 'settings-rounding-hint';

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
  const { t } = useTranslation('settings');
  const save = useSaveTimeSettings();
  const breakPayOptions = [
    { value: 'unpaid', label: t('time.unpaid') },
    { value: 'paid', label: t('time.paid') },
  ];
  const roundingOptions = [
    { value: '0', label: t('time.roundNone') },
    { value: '5', label: t('time.round5') },
    { value: '15', label: t('time.round15') },
  ];
  const payPeriodOptions = [
    { value: 'weekly', label: t('time.weekly') },
    { value: 'biweekly', label: t('time.biweekly') },
  ];
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
      notifySuccess(t('time.saved'));
    } catch (error) {
      placeError(error);
      notifyError(t('time.saveFailedTitle'), errorText(error, t('time.saveFailed')));
    }
  });

  return (
    <AppForm className="grid gap-8" aria-label={t('time.title')} onSubmit={onSubmit}>
      <Section title={t('time.breaks')}>
        <SelectField
          control={control}
          name="breaksPaid"
          id="settings-breaks-paid"
          label={t('time.breaksAre')}
          options={breakPayOptions}
          isDisabled={disabled}
          className="sm:max-w-sm"
        />
        <SwitchRow
          control={control}
          name="breakRuleEnabled"
          id="settings-break-rule"
          label={t('time.requiredBreak')}
          description={t('time.requiredBreakText')}
          disabled={disabled}
        >
          <TextField
            control={control}
            name="breakRuleAfterMinutes"
            id="settings-break-rule-after"
            label={t('time.breakAfter')}
            inputMode="decimal"
            disabled={disabled}
          />
          <TextField
            control={control}
            name="breakRuleMinutes"
            id="settings-break-rule-minutes"
            label={t('time.breakOf')}
            inputMode="numeric"
            disabled={disabled}
          />
        </SwitchRow>
      </Section>

      <Section title={t('time.rounding')}>
        <SelectField
          control={control}
          name="roundingMinutes"
          id="settings-rounding"
          label={t('time.roundTo')}
          options={roundingOptions}
          isDisabled={disabled}
          className="sm:max-w-sm"
          hint={{ id: ROUNDING_HINT_ID, text: t('time.roundHint') }}
        />
      </Section>

      <Section title={t('time.overtime')}>
        <SwitchRow
          control={control}
          name="dailyOvertimeEnabled"
          id="settings-daily-overtime"
          label={t('time.dailyOvertime')}
          description={t('time.dailyOvertimeText')}
          disabled={disabled}
        >
          <TextField
            control={control}
            name="dailyOvertimeMinutes"
            id="settings-daily-overtime-hours"
            label={t('time.dailyAfter')}
            inputMode="decimal"
            disabled={disabled}
          />
        </SwitchRow>
        <SwitchRow
          control={control}
          name="weeklyOvertimeEnabled"
          id="settings-weekly-overtime"
          label={t('time.weeklyOvertime')}
          description={t('time.weeklyOvertimeText')}
          disabled={disabled}
        >
          <TextField
            control={control}
            name="weeklyOvertimeMinutes"
            id="settings-weekly-overtime-hours"
            label={t('time.weeklyAfter')}
            inputMode="decimal"
            disabled={disabled}
          />
        </SwitchRow>
        <SwitchRow
          control={control}
          name="doubleTimeEnabled"
          id="settings-double-time"
          label={t('time.doubleTime')}
          description={t('time.doubleTimeText')}
          disabled={disabled}
        >
          <TextField
            control={control}
            name="doubleTimeMinutes"
            id="settings-double-time-hours"
            label={t('time.doubleAfter')}
            inputMode="decimal"
            disabled={disabled}
          />
        </SwitchRow>
      </Section>

      <Section title={t('time.payPeriod')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={control}
            name="payPeriodLength"
            id="settings-pay-period"
            label={t('time.length')}
            options={payPeriodOptions}
            isDisabled={disabled}
          />
          <TextField
            control={control}
            name="payPeriodAnchor"
            id="settings-pay-period-anchor"
            label={t('time.firstDay')}
            type="date"
            disabled={disabled}
          />
        </div>
      </Section>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {settings.updatedBy
            ? t('time.lastSaved', {
                name: settings.updatedBy.name,
                when: formatDateTime(settings.updatedAt),
              })
            : null}
        </p>
        <Button type="submit" disabled={disabled || !formState.isDirty} className="w-full sm:w-fit">
          {save.isPending ? t('time.saving') : t('time.save')}
        </Button>
      </div>
    </AppForm>
  );
}
