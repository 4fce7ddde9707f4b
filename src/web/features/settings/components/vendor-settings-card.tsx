import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCwIcon, TruckIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CURRENCIES } from '#contract/money.ts';
import type { VendorSettings } from '#contract/schemas/vendor.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { NativeSelectField } from '#web/components/form/native-select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useSaveVendorSettings, useVendorSettings } from '../api/vendor-settings.ts';
import { toFormValues, VendorSettingsFormSchema } from '../lib/vendor-settings-form.ts';
import type {
  VendorSettingsFormOutput,
  VendorSettingsFormValues,
} from '../lib/vendor-settings-form.ts';

/** Decision 037: the Settings screen's 'Vendors' section (admins). */
export function VendorSettingsCard() {
  const { t } = useTranslation('settings');
  const settings = useVendorSettings();
  return (
    <Card className="mt-6 max-w-3xl">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-none font-semibold">
          <TruckIcon className="size-5" aria-hidden="true" />
          {t('vendorSettings.title')}
        </h2>
        <CardDescription>{t('vendorSettings.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div className="grid gap-4" data-testid="vendor-settings-loading">
            <Skeleton className="h-10 w-64" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : settings.isError ? (
          <div className="grid gap-3" role="alert">
            <p className="text-sm text-destructive">{t('vendorSettings.loadFailed')}</p>
            <Button variant="outline" className="w-fit" onClick={() => void settings.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              {t('vendorSettings.retry')}
            </Button>
          </div>
        ) : (
          <VendorSettingsForm settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none dark:bg-input/30';

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

function VendorSettingsForm({ settings }: { settings: VendorSettings }) {
  const { control, handleSubmit } = useForm<
    VendorSettingsFormValues,
    unknown,
    VendorSettingsFormOutput
  >({
    resolver: zodResolver(VendorSettingsFormSchema),
    defaultValues: toFormValues(settings),
  });
  const { t } = useTranslation('settings');
  const mutation = useSaveVendorSettings();
  const ids = { currency: useId(), ceiling: useId(), urgent: useId(), other: useId() };

  const onSubmit = handleSubmit((input) => {
    mutation.mutate(input, {
      onSuccess: () => {
        notifySuccess(t('vendorSettings.saved'));
      },
    });
  });

  return (
    <AppForm className="grid gap-4" aria-label={t('vendorSettings.form')} onSubmit={onSubmit}>
      <FormError error={mutation.error} fallback={t('vendorSettings.saveFailed')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <NativeSelectField
          control={control}
          name="currency"
          id={ids.currency}
          label={t('vendorSettings.currency')}
          options={CURRENCY_OPTIONS}
          selectClassName={selectClass}
        />
        <TextField
          control={control}
          name="nteCeilingCents"
          id={ids.ceiling}
          label={t('vendorSettings.ceiling')}
          inputMode="decimal"
        />
        <TextField
          control={control}
          name="acceptHoursUrgent"
          id={ids.urgent}
          label={t('vendorSettings.acceptUrgent')}
          type="number"
          min={1}
          max={168}
        />
        <TextField
          control={control}
          name="acceptHoursOther"
          id={ids.other}
          label={t('vendorSettings.acceptOther')}
          type="number"
          min={1}
          max={168}
        />
      </div>
      <Button
        type="submit"
        className="w-full sm:w-fit sm:justify-self-end"
        disabled={mutation.isPending}
      >
        {mutation.isPending ? t('vendorSettings.saving') : t('vendorSettings.save')}
      </Button>
    </AppForm>
  );
}
