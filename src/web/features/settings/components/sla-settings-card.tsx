import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCwIcon, TimerIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { SlaSettings } from '#contract/schemas/sla.ts';
import { AppForm } from '#web/components/form/app-form.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { notifySuccess } from '#web/lib/notify.ts';

import { useSaveSlaSettings, useSlaSettings } from '../api/sla-settings.ts';
import { SlaTargetsFormSchema, toSlaFormValues, toSlaInput } from '../lib/sla-settings-form.ts';
import type { SlaTargetsFormValues } from '../lib/sla-settings-form.ts';
import { StoreHoursEditor } from './store-hours-editor.tsx';
import { WEEKDAY_KEYS } from './store-hours-form.tsx';

/** Issue 39: the Settings screen's 'Service levels' section (admins). */
export function SlaSettingsCard() {
  const { t } = useTranslation('settings');
  const settings = useSlaSettings();
  return (
    <Card className="mt-6 max-w-3xl">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-none font-semibold">
          <TimerIcon className="size-5" aria-hidden="true" />
          {t('sla.title')}
        </h2>
        <CardDescription>{t('sla.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div className="grid gap-4" data-testid="sla-settings-loading">
            <Skeleton className="h-10 w-64" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : settings.isError ? (
          <div className="grid gap-3" role="alert">
            <p className="text-sm text-destructive">{t('sla.loadFailed')}</p>
            <Button variant="outline" className="w-fit" onClick={() => void settings.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              {t('sla.retry')}
            </Button>
          </div>
        ) : (
          <>
            <SlaTargetsForm settings={settings.data} />
            <StoreHoursList settings={settings.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

const PRIORITIES = ['urgent', 'medium', 'low'] as const;

function SlaTargetsForm({ settings }: { settings: SlaSettings }) {
  const { t } = useTranslation('settings');
  const { control, handleSubmit } = useForm<SlaTargetsFormValues>({
    resolver: zodResolver(SlaTargetsFormSchema),
    defaultValues: toSlaFormValues(settings),
  });
  const mutation = useSaveSlaSettings();
  const baseId = useId();
  const onSubmit = handleSubmit((values) => {
    mutation.mutate(toSlaInput(values), {
      onSuccess: () => {
        notifySuccess(t('sla.saved'));
      },
    });
  });
  return (
    <AppForm className="grid gap-4" aria-label={t('sla.form')} onSubmit={onSubmit}>
      <FormError error={mutation.error} fallback={t('sla.failed')} />
      <div className="grid gap-3 sm:grid-cols-2">
        {PRIORITIES.map((priority) => (
          <fieldset key={priority} className="contents">
            <TextField
              control={control}
              name={`${priority}.respondHours`}
              id={`${baseId}-${priority}-respond`}
              label={t('sla.respond', { priority: t(`sla.${priority}`) })}
              inputMode="decimal"
            />
            <TextField
              control={control}
              name={`${priority}.resolveHours`}
              id={`${baseId}-${priority}-resolve`}
              label={t('sla.resolve', { priority: t(`sla.${priority}`) })}
              inputMode="decimal"
            />
          </fieldset>
        ))}
      </div>
      <Button
        type="submit"
        className="w-full sm:w-fit sm:justify-self-end"
        disabled={mutation.isPending}
      >
        {mutation.isPending ? t('sla.saving') : t('sla.save')}
      </Button>
    </AppForm>
  );
}

/** The stores with opening hours, and the editor of one store's; the others run 24x7. */
function StoreHoursList({ settings }: { settings: SlaSettings }) {
  const { t } = useTranslation('settings');
  return (
    <div className="mt-6 grid gap-2 text-sm">
      <h3 className="font-medium">{t('sla.hoursTitle')}</h3>
      {settings.storeHours.length === 0 ? (
        <p className="text-muted-foreground">{t('sla.noHours')}</p>
      ) : (
        <ul className="grid gap-1">
          {settings.storeHours.map((store) => (
            <li key={store.locationId}>
              <span className="font-medium">{store.locationName}</span>
              {': '}
              {store.hours
                .map((range) => {
                  const day = WEEKDAY_KEYS[range.weekday];
                  return `${day ? t(day) : ''} ${range.opens}–${range.closes}`;
                })
                .join(', ')}
            </li>
          ))}
        </ul>
      )}
      <StoreHoursEditor settings={settings} />
    </div>
  );
}
