import { RotateCwIcon, TruckIcon } from 'lucide-react';
import { useId, useState } from 'react';

import { CURRENCIES } from '#contract/money.ts';
import type { VendorSettings } from '#contract/schemas/vendor.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { notifySuccess } from '#web/lib/notify.ts';

import { useSaveVendorSettings, useVendorSettings } from '../api/vendor-settings.ts';

/** Issue 22: the Settings screen's 'Vendors' section (admins). */
export function VendorSettingsCard() {
  const settings = useVendorSettings();
  return (
    <Card className="mt-6 max-w-3xl">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-none font-semibold">
          <TruckIcon className="size-5" aria-hidden="true" />
          Vendors
        </h2>
        <CardDescription>
          The currency amounts are shown in, the highest not-to-exceed amount a dispatch may carry
          without a reason, and how long a vendor has to accept a dispatch before admins are told.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div className="grid gap-4" data-testid="vendor-settings-loading">
            <Skeleton className="h-10 w-64" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : settings.isError ? (
          <div className="grid gap-3" role="alert">
            <p className="text-sm text-destructive">Failed to load the vendor settings.</p>
            <Button variant="outline" className="w-fit" onClick={() => void settings.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              Retry
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

function VendorSettingsForm({ settings }: { settings: VendorSettings }) {
  const [currency, setCurrency] = useState<string>(settings.currency);
  const [ceiling, setCeiling] = useState((settings.nteCeilingCents / 100).toFixed(2));
  const [urgent, setUrgent] = useState(String(settings.acceptHoursUrgent));
  const [other, setOther] = useState(String(settings.acceptHoursOther));
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useSaveVendorSettings();
  const ids = { currency: useId(), ceiling: useId(), urgent: useId(), other: useId() };

  const onSubmit = () => {
    const ceilingText = ceiling.trim().replace(/,/g, '');
    const hours = [urgent, other].map((value) => Number(value));
    if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(ceilingText) || Number(ceilingText) <= 0) {
      setProblem('The NTE ceiling must be an amount above 0, like 5000.00');
      return;
    }
    if (hours.some((value) => !Number.isInteger(value) || value < 1 || value > 168)) {
      setProblem('Hours to accept must be whole numbers from 1 to 168');
      return;
    }
    setProblem(null);
    mutation.mutate(
      {
        currency: currency as VendorSettings['currency'],
        nteCeilingCents: Math.round(Number(ceilingText) * 100),
        acceptHoursUrgent: hours[0] ?? 4,
        acceptHoursOther: hours[1] ?? 24,
      },
      {
        onSuccess: () => {
          notifySuccess('Vendor settings saved');
        },
      },
    );
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      aria-label="Vendor settings"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormError error={mutation.error} fallback="Failed to save the vendor settings" />
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.currency}>Currency</Label>
          <select
            id={ids.currency}
            className={selectClass}
            value={currency}
            onChange={(event) => {
              setCurrency(event.target.value);
            }}
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.ceiling}>NTE ceiling</Label>
          <Input
            id={ids.ceiling}
            inputMode="decimal"
            value={ceiling}
            onChange={(event) => {
              setCeiling(event.target.value);
            }}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.urgent}>Accept within (hours), urgent</Label>
          <Input
            id={ids.urgent}
            type="number"
            min={1}
            max={168}
            value={urgent}
            onChange={(event) => {
              setUrgent(event.target.value);
            }}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.other}>Accept within (hours), other</Label>
          <Input
            id={ids.other}
            type="number"
            min={1}
            max={168}
            value={other}
            onChange={(event) => {
              setOther(event.target.value);
            }}
          />
        </div>
      </div>
      <Button
        type="submit"
        className="w-full sm:w-fit sm:justify-self-end"
        disabled={mutation.isPending}
      >
        {mutation.isPending ? 'Saving...' : 'Save vendor settings'}
      </Button>
    </form>
  );
}
