import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { LANGUAGES } from '#contract/languages.ts';
import type { Vendor } from '#contract/schemas/vendor.ts';
import { FieldError } from '#web/components/field-error.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { NativeSelectField } from '#web/components/form/native-select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import type { NamedOption } from '../api/get-vendor-options.ts';
import { useStoreOptions, useTradeOptions } from '../api/get-vendor-options.ts';
import { useCreateVendor, useUpdateVendor } from '../api/save-vendor.ts';
import { VENDOR_MAX_LENGTHS, VendorFormSchema } from '../lib/vendor-form-schema.ts';
import type { VendorFormInput, VendorFormOutput } from '../lib/vendor-form-schema.ts';
import { formValuesOf } from '../lib/vendor-form-values.ts';
import { CoverageEditor } from './coverage-editor.tsx';

interface VendorFormProps {
  /** The vendor being edited, or null to add one. */
  editing: Vendor | null;
  onDone: (saved: Vendor) => void;
  onCancel: () => void;
}

type VendorControl = Control<VendorFormInput, unknown, VendorFormOutput>;

const SELECT_CLASS =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none dark:bg-input/30';

/** Add or edit a vendor (admins): details, trades, and where it serves each trade at which rank. */
export function VendorForm({ editing, onDone, onCancel }: VendorFormProps) {
  const { t } = useTranslation('vendors');
  const { t: tc } = useTranslation('common');
  const { control, handleSubmit } = useForm<VendorFormInput, unknown, VendorFormOutput>({
    resolver: zodResolver(VendorFormSchema),
    defaultValues: formValuesOf(editing),
  });
  const stores = useStoreOptions();
  const trades = useTradeOptions();
  const createMutation = useCreateVendor();
  const updateMutation = useUpdateVendor();
  const mutation = editing ? updateMutation : createMutation;
  const ids = {
    name: useId(),
    contact: useId(),
    email: useId(),
    phone: useId(),
    rate: useId(),
    insurance: useId(),
    language: useId(),
    active: useId(),
    trades: useId(),
  };
  const tradeIds = useWatch({ control, name: 'trades' }) ?? [];
  const chosenTrades = (trades.data ?? []).filter((trade) => tradeIds.includes(trade.id));

  const onSubmit = handleSubmit((input) => {
    const callbacks = {
      onSuccess: (saved: Vendor) => {
        notifySuccess(editing ? t('form.updated') : t('form.added'), saved.name);
        onDone(saved);
      },
    };
    if (editing) updateMutation.mutate({ id: editing.id, input }, callbacks);
    else createMutation.mutate(input, callbacks);
  });

  return (
    <AppForm
      className="grid gap-4"
      aria-label={editing ? t('dialog.editName', { name: editing.name }) : t('dialog.add')}
      onSubmit={onSubmit}
    >
      <FormError error={mutation.error} fallback={t('form.saveFailed')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          control={control}
          name="name"
          id={ids.name}
          label={t('form.name')}
          className="sm:col-span-2"
          placeholder={t('form.namePlaceholder')}
          maxLength={VENDOR_MAX_LENGTHS.name}
          autoComplete="off"
        />
        <TextField
          control={control}
          name="contactName"
          id={ids.contact}
          label={t('form.contactName')}
          maxLength={VENDOR_MAX_LENGTHS.contactName}
          autoComplete="off"
        />
        <TextField
          control={control}
          name="email"
          id={ids.email}
          label={t('form.email')}
          type="email"
          maxLength={VENDOR_MAX_LENGTHS.email}
          autoComplete="off"
        />
        <TextField
          control={control}
          name="phone"
          id={ids.phone}
          label={t('form.phone')}
          type="tel"
          maxLength={VENDOR_MAX_LENGTHS.phone}
          autoComplete="off"
        />
        <TextField
          control={control}
          name="hourlyRate"
          id={ids.rate}
          label={t('form.hourlyRate')}
          inputMode="decimal"
          placeholder={t('form.ratePlaceholder')}
        />
        <TextField
          control={control}
          name="insuranceExpiresOn"
          id={ids.insurance}
          label={t('form.insurance')}
          type="date"
        />
        <NativeSelectField
          control={control}
          name="language"
          id={ids.language}
          label={t('form.language')}
          options={LANGUAGES.map((code) => ({ value: code, label: tc(`languageNames.${code}`) }))}
          selectClassName={SELECT_CLASS}
        />
        <ActiveCheckbox control={control} id={ids.active} />
      </div>

      <TradesFieldset
        control={control}
        id={ids.trades}
        trades={trades.data ?? []}
        isPending={trades.isPending}
      />

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('form.storesServed')}</legend>
        <p className="text-sm text-muted-foreground">{t('form.storesServedText')}</p>
        <CoverageField control={control} stores={stores.data ?? []} trades={chosenTrades} />
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={mutation.isPending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('form.saving') : editing ? t('form.save') : t('form.add')}
        </Button>
      </div>
    </AppForm>
  );
}

function ActiveCheckbox({ control, id }: { control: VendorControl; id: string }) {
  const { t } = useTranslation('vendors');
  const {
    field: { ref, value, onBlur, onChange },
  } = useController({ control, name: 'active' });
  return (
    <div className="flex items-center gap-2 self-end pb-2">
      <Checkbox
        id={id}
        ref={ref}
        checked={value}
        onBlur={onBlur}
        onCheckedChange={(checked) => {
          onChange(checked === true);
        }}
      />
      <Label htmlFor={id}>{t('form.active')}</Label>
    </div>
  );
}

function TradesFieldset({
  control,
  id,
  trades,
  isPending,
}: {
  control: VendorControl;
  id: string;
  trades: NamedOption[];
  isPending: boolean;
}) {
  const { t } = useTranslation('vendors');
  const { field, fieldState } = useController({ control, name: 'trades' });
  const chosen = field.value ?? [];
  const error = fieldState.error?.message;
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{t('form.trades')}</legend>
      {isPending ? (
        <p className="text-sm text-muted-foreground">{t('form.loadingTrades')}</p>
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {trades.map((trade) => {
            const boxId = `${id}-${trade.id}`;
            return (
              <div key={trade.id} className="flex min-h-8 items-center gap-2">
                <Checkbox
                  id={boxId}
                  checked={chosen.includes(trade.id)}
                  onCheckedChange={(checked) => {
                    field.onChange(
                      checked === true
                        ? [...chosen, trade.id]
                        : chosen.filter((tradeId) => tradeId !== trade.id),
                    );
                  }}
                />
                <Label htmlFor={boxId} className="font-normal">
                  {trade.name}
                </Label>
              </div>
            );
          })}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

function CoverageField({
  control,
  stores,
  trades,
}: {
  control: VendorControl;
  stores: NamedOption[];
  trades: NamedOption[];
}) {
  const { field } = useController({ control, name: 'coverage' });
  return (
    <CoverageEditor stores={stores} trades={trades} value={field.value} onChange={field.onChange} />
  );
}
