import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';

import type {
  PublicEquipment,
  PublicRequestCreated,
} from '#contract/schemas/maintenance-request.ts';
import {
  CreatePublicRequestInputSchema,
  PUBLIC_REQUEST_PHOTOS_MAX,
} from '#contract/schemas/maintenance-request.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { FormField } from '#web/components/form/form-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { PhotoPicker } from '#web/components/photo-picker.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { translatedResolver } from '#web/lib/i18n/translated-resolver.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';

import { useSubmitReport } from '../api/submit-report.ts';

type Input = z.input<typeof CreatePublicRequestInputSchema>;
type Output = z.output<typeof CreatePublicRequestInputSchema>;

// The contract's messages a reporter can meet (the inputs' maxLength keeps the others away).
const DESCRIPTION_REQUIRED = "What's wrong? is required";
const PHONE_INVALID = 'Phone must be a valid phone number';

/** Decision 033: the page a unit's QR label opens signed out: what is wrong, who saw it, photos. */
export function PublicReportForm({ unit }: { unit: PublicEquipment }) {
  const { t } = useTranslation('requests');
  const submit = useSubmitReport();
  const [photos, setPhotos] = useState<File[]>([]);
  const [sent, setSent] = useState<PublicRequestCreated | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<Input, unknown, Output>({
    resolver: translatedResolver(zodResolver(CreatePublicRequestInputSchema), (message) =>
      message === DESCRIPTION_REQUIRED
        ? t('report.errors.descriptionRequired')
        : message === PHONE_INVALID
          ? t('report.errors.phoneInvalid')
          : undefined,
    ),
    defaultValues: {
      shortCode: unit.shortCode,
      description: '',
      reporterName: '',
      reporterPhone: '',
    },
  });
  const shape = CreatePublicRequestInputSchema.shape;
  const onSubmit = handleSubmit(async (values) => {
    setSent(
      await submit.mutateAsync({
        shortCode: unit.shortCode,
        description: values.description,
        reporterName: values.reporterName ?? '',
        reporterPhone: values.reporterPhone ?? '',
        photos,
      }),
    );
  });

  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader>
        <LanguageSwitch className="justify-end" />
        <h1 className="text-xl leading-none font-semibold">{t('report.title')}</h1>
        <CardDescription>
          <Trans
            t={t}
            i18nKey="report.unitAt"
            values={{ unit: unit.name, location: unit.location }}
            components={{ unit: <span className="font-medium text-foreground" /> }}
          />
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sent ? (
          <div role="status" className="grid justify-items-center gap-3 py-6 text-center">
            <CircleCheckIcon aria-hidden="true" className="size-10 text-green-600" />
            {/* Decision 039: on a unit already reported, 'Already reported: we added your note'. */}
            <p className="text-lg font-medium">
              {sent.isAttached ? t('report.attached') : t('report.sent')}
            </p>
            <p className="text-sm text-muted-foreground">{t('report.managerWillLook')}</p>
          </div>
        ) : (
          <form
            className="grid gap-4"
            noValidate
            onSubmit={(event) => {
              void onSubmit(event).catch(() => undefined);
            }}
          >
            <TextField
              control={control}
              name="description"
              id="report-description"
              label={t('report.whatsWrong')}
              isMultiline
              rows={4}
              aria-required="true"
              placeholder={t('report.whatsWrongPlaceholder')}
              maxLength={maxLengthOf(shape.description)}
              disabled={submit.isPending}
            />
            <TextField
              control={control}
              name="reporterName"
              id="report-name"
              label={t('report.yourName')}
              autoComplete="name"
              maxLength={maxLengthOf(shape.reporterName)}
              disabled={submit.isPending}
            />
            <TextField
              control={control}
              name="reporterPhone"
              id="report-phone"
              label={t('report.phone')}
              type="tel"
              autoComplete="tel"
              maxLength={maxLengthOf(shape.reporterPhone)}
              disabled={submit.isPending}
            />
            <FormField id="report-photos" label={t('report.photos')}>
              <PhotoPicker
                id="report-photos"
                files={photos}
                onChange={(next) => {
                  setPhotoProblem(null);
                  setPhotos(next);
                }}
                disabled={submit.isPending}
                max={PUBLIC_REQUEST_PHOTOS_MAX}
                emptyHint={t('report.photosHint', { max: String(PUBLIC_REQUEST_PHOTOS_MAX) })}
                // No toasts on this page: a refused file is explained under the picker.
                onProblem={setPhotoProblem}
              />
              {photoProblem ? (
                <p role="alert" className="text-sm text-destructive">
                  {photoProblem}
                </p>
              ) : null}
            </FormField>
            {submit.error ? <FormError error={submit.error} fallback={t('report.failed')} /> : null}
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? t('report.sending') : t('report.send')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
