import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import type { SlaSettings } from '#contract/schemas/sla.ts';
import { AppForm } from '#web/components/form/app-form.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { NativeSelectField } from '#web/components/form/native-select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { notifySuccess } from '#web/lib/notify.ts';

import { useSaveSlaSettings } from '../api/sla-settings.ts';
import { nextRow, rowProblems, rowsOf, storeHoursInput } from '../lib/store-hours.ts';
import type { HoursRow } from '../lib/store-hours.ts';

// Issue 39: one store's opening hours (Settings › Service levels). Times that do not parse, a
// close before the open and overlapping ranges are refused here before anything is sent; the
// server refuses them again (400, nothing stored).

export const WEEKDAY_KEYS = [
  'sla.sunday',
  'sla.monday',
  'sla.tuesday',
  'sla.wednesday',
  'sla.thursday',
  'sla.friday',
  'sla.saturday',
] as const;

interface HoursValues {
  rows: HoursRow[];
}

export function StoreHoursForm({
  settings,
  locationId,
}: {
  settings: SlaSettings;
  locationId: string;
}) {
  const { t } = useTranslation('settings');
  const baseId = useId();
  const dayName = (weekday: string) => {
    const key = WEEKDAY_KEYS[Number(weekday)];
    return key ? t(key) : '';
  };
  const schema = useMemo(
    () =>
      z
        .object({
          rows: z.array(z.object({ weekday: z.string(), opens: z.string(), closes: z.string() })),
        })
        .superRefine((values, context) => {
          for (const found of rowProblems(values.rows)) {
            context.addIssue({
              code: 'custom',
              path: ['rows', found.index, found.problem === 'opens' ? 'opens' : 'closes'],
              message:
                found.problem === 'overlap' && found.other
                  ? t('sla.hoursErrors.overlap', {
                      day: dayName(found.other.weekday),
                      range: `${found.other.opens}–${found.other.closes}`,
                    })
                  : t(`sla.hoursErrors.${found.problem}`),
            });
          }
        }),
    // dayName reads t: the schema follows the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  const { control, handleSubmit, reset, getValues } = useForm<HoursValues>({
    resolver: zodResolver(schema),
    defaultValues: { rows: rowsOf(settings, locationId) },
  });
  const rows = useFieldArray({ control, name: 'rows' });
  const mutation = useSaveSlaSettings();
  const weekdays = WEEKDAY_KEYS.map((key, weekday) => ({ value: String(weekday), label: t(key) }));

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(storeHoursInput(settings, locationId, values.rows), {
      onSuccess: (saved) => {
        reset({ rows: rowsOf(saved, locationId) });
        notifySuccess(t('sla.hoursSaved'));
      },
    });
  });

  return (
    <AppForm className="grid gap-3" aria-label={t('sla.hoursForm')} onSubmit={onSubmit}>
      <FormError error={mutation.error} fallback={t('sla.hoursFailed')} />
      {rows.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('sla.hoursNone')}</p>
      ) : (
        <ul className="grid gap-3">
          {rows.fields.map((field, index) => {
            const rowId = `${baseId}-${field.id}`;
            return (
              <li
                key={field.id}
                className="grid grid-cols-2 items-start gap-2 sm:grid-cols-[10rem_7rem_7rem_auto]"
                data-testid="store-hours-row"
              >
                <NativeSelectField
                  control={control}
                  name={`rows.${index}.weekday`}
                  id={`${rowId}-day`}
                  label={t('sla.hoursDay')}
                  options={weekdays}
                  className="col-span-2 sm:col-span-1"
                  selectClassName="h-11 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:h-9 md:text-sm dark:bg-input/30"
                />
                <TextField
                  control={control}
                  name={`rows.${index}.opens`}
                  id={`${rowId}-opens`}
                  label={t('sla.hoursOpens')}
                  placeholder="09:00"
                  inputMode="numeric"
                  autoComplete="off"
                />
                <TextField
                  control={control}
                  name={`rows.${index}.closes`}
                  id={`${rowId}-closes`}
                  label={t('sla.hoursCloses')}
                  placeholder="17:00"
                  inputMode="numeric"
                  autoComplete="off"
                />
                <Button
                  type="button"
                  variant="ghost"
                  className="col-span-2 size-11 justify-self-end sm:col-span-1 sm:mt-6 md:size-9"
                  aria-label={t('sla.hoursRemove', {
                    day: dayName(field.weekday),
                    range: `${field.opens}–${field.closes}`,
                  })}
                  onClick={() => {
                    rows.remove(index);
                  }}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-sm text-muted-foreground">{t('sla.hoursHint')}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            rows.append(nextRow(getValues('rows')));
          }}
        >
          <PlusIcon aria-hidden="true" />
          {t('sla.hoursAdd')}
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('sla.saving') : t('sla.hoursSave')}
        </Button>
      </div>
    </AppForm>
  );
}
