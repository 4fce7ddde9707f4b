import { useId, useState } from 'react';
import type { ReactNode } from 'react';

import type { Vendor } from '#contract/schemas/vendor.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { notifySuccess } from '#web/lib/notify.ts';

import { useStoreOptions, useTradeOptions } from '../api/get-vendor-options.ts';
import { useCreateVendor, useUpdateVendor } from '../api/save-vendor.ts';
import { formErrorsOf, formValuesOf, inputOf } from '../lib/vendor-form-values.ts';
import type { VendorFormValues } from '../lib/vendor-form-values.ts';
import { CoverageEditor } from './coverage-editor.tsx';

export interface VendorFormProps {
  /** The vendor being edited, or null to add one. */
  editing: Vendor | null;
  onDone: (saved: Vendor) => void;
  onCancel: () => void;
}

function Field({
  id,
  label,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`grid gap-1.5 ${className ?? ''}`}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Add or edit a vendor (admins): details, trades, and where it serves each trade at which rank. */
export function VendorForm({ editing, onDone, onCancel }: VendorFormProps) {
  const [values, setValues] = useState<VendorFormValues>(() => formValuesOf(editing));
  const [errors, setErrors] = useState<ReturnType<typeof formErrorsOf>>({});
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
    active: useId(),
    trades: useId(),
  };
  const set = <K extends keyof VendorFormValues>(key: K, value: VendorFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };
  const chosenTrades = (trades.data ?? []).filter((trade) => values.trades.includes(trade.id));

  const onSubmit = () => {
    const found = formErrorsOf(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const callbacks = {
      onSuccess: (saved: Vendor) => {
        notifySuccess(editing ? 'Vendor updated' : 'Vendor added', saved.name);
        onDone(saved);
      },
    };
    const input = inputOf(values);
    if (editing) updateMutation.mutate({ id: editing.id, input }, callbacks);
    else createMutation.mutate(input, callbacks);
  };

  const textInput = (
    key: 'name' | 'contactName' | 'email' | 'phone',
    id: string,
    extra: Partial<React.ComponentProps<'input'>> = {},
  ) => (
    <Input
      id={id}
      value={values[key]}
      aria-invalid={key in errors ? true : undefined}
      aria-describedby={key in errors ? `${id}-error` : undefined}
      onChange={(event) => {
        set(key, event.target.value);
      }}
      {...extra}
    />
  );

  return (
    <form
      className="grid gap-4"
      noValidate
      aria-label={editing ? `Edit ${editing.name}` : 'Add vendor'}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormError error={mutation.error} fallback="Failed to save the vendor" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={ids.name} label="Name" error={errors.name} className="sm:col-span-2">
          {textInput('name', ids.name, {
            placeholder: 'e.g. Acme Refrigeration',
            maxLength: 100,
            autoComplete: 'off',
          })}
        </Field>
        <Field id={ids.contact} label="Contact name">
          {textInput('contactName', ids.contact, { maxLength: 100, autoComplete: 'off' })}
        </Field>
        <Field id={ids.email} label="E-mail" error={errors.email}>
          {textInput('email', ids.email, { type: 'email', maxLength: 254, autoComplete: 'off' })}
        </Field>
        <Field id={ids.phone} label="Phone">
          {textInput('phone', ids.phone, { type: 'tel', maxLength: 40, autoComplete: 'off' })}
        </Field>
        <Field id={ids.rate} label="Hourly rate" error={errors.hourlyRate}>
          <Input
            id={ids.rate}
            inputMode="decimal"
            placeholder="e.g. 95.00"
            value={values.hourlyRate}
            aria-invalid={errors.hourlyRate ? true : undefined}
            aria-describedby={errors.hourlyRate ? `${ids.rate}-error` : undefined}
            onChange={(event) => {
              set('hourlyRate', event.target.value);
            }}
          />
        </Field>
        <Field id={ids.insurance} label="Insurance expires on">
          <Input
            id={ids.insurance}
            type="date"
            value={values.insuranceExpiresOn}
            onChange={(event) => {
              set('insuranceExpiresOn', event.target.value);
            }}
          />
        </Field>
        <div className="flex items-center gap-2 self-end pb-2">
          <Checkbox
            id={ids.active}
            checked={values.active}
            onCheckedChange={(checked) => {
              set('active', checked === true);
            }}
          />
          <Label htmlFor={ids.active}>Active</Label>
        </div>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Trades</legend>
        {trades.isPending ? (
          <p className="text-sm text-muted-foreground">Loading the categories…</p>
        ) : (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {(trades.data ?? []).map((trade) => {
              const id = `${ids.trades}-${trade.id}`;
              return (
                <div key={trade.id} className="flex min-h-8 items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={values.trades.includes(trade.id)}
                    onCheckedChange={(checked) => {
                      set(
                        'trades',
                        checked === true
                          ? [...values.trades, trade.id]
                          : values.trades.filter((tradeId) => tradeId !== trade.id),
                      );
                    }}
                  />
                  <Label htmlFor={id} className="font-normal">
                    {trade.name}
                  </Label>
                </div>
              );
            })}
          </div>
        )}
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Stores served</legend>
        <p className="text-sm text-muted-foreground">
          For each trade, the stores this vendor serves and its rank there: the 1st call is offered
          first when a ticket is dispatched.
        </p>
        <CoverageEditor
          stores={stores.data ?? []}
          trades={chosenTrades}
          value={values.coverage}
          onChange={(next) => {
            set('coverage', next);
          }}
        />
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : editing ? 'Save vendor' : 'Add vendor'}
        </Button>
      </div>
    </form>
  );
}
